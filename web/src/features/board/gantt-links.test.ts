import type { ProjectLink } from "@contract/links";
import type { Task } from "@contract/tasks";
import { describe, expect, it } from "vitest";
import { criticalPath, dependentTaskIds, ganttDependencies } from "./gantt-links";
import type { GanttBar } from "./gantt-model";

const day = (n: number) => new Date(Date.UTC(2030, 0, 1 + n));
const bar = (id: number, start: number, end: number, completedAt: string | null = null): GanttBar => ({
  task: { id, key: `WEB-${id}`, completedAt } as Task,
  kind: "span",
  start: day(start),
  end: day(end),
  isOverdue: false,
});
const undated = (id: number): GanttBar => ({
  task: { id, key: `WEB-${id}`, completedAt: null } as Task,
  kind: "none",
  start: null,
  end: null,
  isOverdue: false,
});
const blocks = (id: number, sourceTaskId: number, targetTaskId: number): ProjectLink => ({
  id,
  type: "blocks",
  sourceTaskId,
  targetTaskId,
});

describe("Gantt dependencies", () => {
  const bars = [bar(1, 0, 5), bar(2, 0, 4), bar(3, 6, 20), bar(4, 0, 2)];
  const links = [
    blocks(10, 1, 2),
    blocks(11, 1, 3),
    blocks(12, 4, 3),
    { ...blocks(13, 2, 4), type: "relates" as const },
  ];

  it("keeps the blocks links between drawn bars and marks a task starting before its blocker ends", () => {
    const deps = ganttDependencies([...bars, undated(5)], [...links, blocks(14, 1, 99), blocks(16, 1, 5)]);
    // 1 -> 5: the dependent has no dates, so no arrow (and no conflict) is invented.
    expect(deps.edges.map((e) => e.linkId)).toEqual([10, 11, 12]);
    expect(deps.blockers.get(2)).toEqual([0, 3]);
    // 2 starts on day 0 while 1 runs to day 5; 3 starts on day 6, after 1 (day 5) and 4 (day 2) end.
    expect([...deps.conflicts]).toEqual([1]);
    const touching = ganttDependencies([bar(1, 0, 5), bar(2, 5, 9)], [blocks(1, 1, 2)]);
    expect(touching.conflicts.size).toBe(0);
  });

  it("finds every task waiting on one, transitively", () => {
    expect(dependentTaskIds(4, [...links, blocks(15, 3, 5)])).toEqual([3, 5]);
    expect(dependentTaskIds(2, links)).toEqual([]);
  });

  it("highlights the longest chain by duration", () => {
    const deps = ganttDependencies(bars, links);
    const path = criticalPath(bars, deps);
    // 1 (5 days) -> 3 (14 days) beats 4 (2 days) -> 3 and 1 -> 2.
    expect([...path.bars].sort()).toEqual([0, 2]);
    expect([...path.edges]).toEqual(["0-2"]);
    expect(criticalPath(bars, ganttDependencies(bars, [])).bars.size).toBe(0);
  });
});
