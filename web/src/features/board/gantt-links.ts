import type { ProjectLink } from "@contract/links";
import { type GanttBar, hasBar } from "./gantt-model";

/*
 * Dependencies on the Gantt (product rules §36): 'blocks' links among the bars shown, drawn as
 * finish-to-start arrows; conflicts; the tasks that depend on one (to move them with it); and the
 * critical path, the longest chain of blocks links by duration.
 */

/** The blocks links between two shown bars, as bar indexes. */
export type GanttEdge = { from: number; to: number; linkId: number };

/** Dependencies of the shown bars. */
export interface GanttDependencies {
  edges: GanttEdge[];
  /** By bar index: the indexes of the bars blocking it. */
  blockers: Map<number, number[]>;
  /**
   * Bar indexes that start before one of their shown blockers ends (finish-to-start): a dependent
   * planned to begin while its blocker is still running. Done dependents are not conflicts.
   */
  conflicts: Set<number>;
}

/** The blocks links among the bars drawn (rows without dates and tasks not shown are left out). */
export function ganttDependencies(
  bars: readonly GanttBar[],
  links: readonly ProjectLink[],
): GanttDependencies {
  const index = new Map(bars.map((b, i) => [b.task.id, i]));
  const edges: GanttEdge[] = [];
  const blockers = new Map<number, number[]>();
  const conflicts = new Set<number>();
  for (const link of links) {
    if (link.type !== "blocks") continue;
    const from = index.get(link.sourceTaskId);
    const to = index.get(link.targetTaskId);
    if (from === undefined || to === undefined) continue;
    const blocker = bars[from]!;
    const task = bars[to]!;
    if (!hasBar(blocker) || !hasBar(task)) continue;
    edges.push({ from, to, linkId: link.id });
    blockers.set(to, [...(blockers.get(to) ?? []), from]);
    if (!task.task.completedAt && task.start.getTime() < blocker.end.getTime()) conflicts.add(to);
  }
  return { edges, blockers, conflicts };
}

/** The task ids that (transitively) wait on `taskId` through blocks links, nearest first. */
export function dependentTaskIds(taskId: number, links: readonly ProjectLink[]): number[] {
  const next = new Map<number, number[]>();
  for (const l of links) {
    if (l.type === "blocks") next.set(l.sourceTaskId, [...(next.get(l.sourceTaskId) ?? []), l.targetTaskId]);
  }
  const seen = new Set<number>([taskId]);
  const out: number[] = [];
  const queue = [taskId];
  while (queue.length > 0) {
    for (const id of next.get(queue.shift()!) ?? []) {
      if (seen.has(id)) continue;
      seen.add(id);
      out.push(id);
      queue.push(id);
    }
  }
  return out;
}

/**
 * The critical path: the chain of blocks links among the shown bars with the greatest total duration
 * (each bar's days), as a set of bar indexes and the edges along it. Empty when no bar has a link.
 */
export function criticalPath(
  bars: readonly GanttBar[],
  deps: Pick<GanttDependencies, "edges" | "blockers">,
): { bars: Set<number>; edges: Set<string> } {
  if (deps.edges.length === 0) return { bars: new Set(), edges: new Set() };
  const duration = (i: number) => {
    const b = bars[i]!;
    return hasBar(b) ? Math.max(0, b.end.getTime() - b.start.getTime()) : 0;
  };
  const best = new Map<number, { total: number; prev: number | null }>();
  const visiting = new Set<number>();
  const solve = (i: number): number => {
    const known = best.get(i);
    if (known) return known.total;
    if (visiting.has(i)) return 0; // links never form a cycle; guard anyway
    visiting.add(i);
    let prev: number | null = null;
    let longest = 0;
    for (const b of deps.blockers.get(i) ?? []) {
      const total = solve(b);
      if (total > longest || prev === null) {
        longest = total;
        prev = b;
      }
    }
    visiting.delete(i);
    const total = longest + duration(i);
    best.set(i, { total, prev });
    return total;
  };
  let end = -1;
  let max = -1;
  const linked = new Set(deps.edges.flatMap((e) => [e.from, e.to]));
  for (const i of linked) {
    const total = solve(i);
    if (total > max) {
      max = total;
      end = i;
    }
  }
  const onPath = new Set<number>();
  const edges = new Set<string>();
  for (let at: number | null = end; at !== null && at >= 0; ) {
    onPath.add(at);
    const prev: number | null = best.get(at)?.prev ?? null;
    if (prev !== null) edges.add(`${prev}-${at}`);
    at = prev;
  }
  return { bars: onPath, edges };
}
