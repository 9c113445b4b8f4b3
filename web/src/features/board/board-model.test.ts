import type { Task } from "@contract/tasks";
import { describe, expect, it } from "vitest";
import { moveTaskLocally, placeTask, removeTask } from "@/api/task-cache";
import {
  dueState,
  groupColumns,
  layoutBoard,
  matchesFilter,
  showsProgress,
  visibleTags,
} from "@/lib/board-model";
import { barGeometry, ganttModel } from "./gantt-model";

let nextId = 1;
function task(status: string, position: number, extra: Partial<Task> = {}): Task {
  return {
    id: nextId++,
    boardId: 1,
    projectId: 1,
    key: `P-${nextId}`,
    title: `t${nextId}`,
    description: null,
    status,
    priority: "medium",
    assignedTo: null,
    assignee: null,
    dueDate: null,
    startDate: null,
    progress: 0,
    position,
    tags: [],
    completedAt: null,
    createdBy: 1,
    departmentId: null,
    type: "task",
    parentId: null,
    childCounts: { total: 0, done: 0, points: 0, pointsDone: 0 },
    storyPoints: null,
    commentCount: 0,
    checklistDone: 0,
    checklistTotal: 0,
    progressFromChecklist: false,
    createdAt: "2030-01-10T00:00:00.000Z",
    updatedAt: "2030-01-10T00:00:00.000Z",
    ...extra,
  };
}
const columns = [
  { id: "todo", title: "To Do", color: "gray", wipLimit: null },
  { id: "done", title: "Done", color: "green", wipLimit: null },
];
const order = (all: Task[], status: string) =>
  all
    .filter((t) => t.status === status)
    .sort((a, b) => a.position - b.position)
    .map((t) => [t.id, t.position]);

describe("board columns", () => {
  it("groups tasks into the owner's columns by position and adds an extra column for unknown statuses", () => {
    const a = task("todo", 1);
    const b = task("todo", 0);
    const c = task("blocked", 0);
    const view = groupColumns(columns, [a, b, c]);
    expect(view.map((v) => [v.id, v.title, v.isExtra, v.tasks.map((t) => t.id)])).toEqual([
      ["todo", "To Do", false, [b.id, a.id]],
      ["done", "Done", false, []],
      ["blocked", "blocked", true, [c.id]],
    ]);
  });

  it("filters by status and by title or description, case-insensitively", () => {
    const a = task("todo", 0, { title: "Fix Login", description: null });
    const b = task("done", 0, { title: "Other", description: "the LOGIN page" });
    expect(matchesFilter(a, { search: "login", statuses: [] })).toBe(true);
    expect(matchesFilter(b, { search: "login", statuses: [] })).toBe(true);
    expect(matchesFilter(b, { search: "login", statuses: ["todo"] })).toBe(false);
    expect(matchesFilter(a, { search: "nope", statuses: [] })).toBe(false);
  });

  it("marks due dates before today overdue and today to 3 days ahead due soon", () => {
    const now = new Date(2030, 0, 10, 15);
    expect(dueState({ dueDate: new Date(2030, 0, 9).toISOString(), status: "todo" }, "done", now)).toBe(
      "overdue",
    );
    expect(dueState({ dueDate: new Date(2030, 0, 9).toISOString(), status: "done" }, "done", now)).toBe(
      "none",
    );
    expect(dueState({ dueDate: new Date(2030, 0, 10).toISOString(), status: "todo" }, "done", now)).toBe(
      "soon",
    );
    expect(dueState({ dueDate: new Date(2030, 0, 13).toISOString(), status: "todo" }, "done", now)).toBe(
      "soon",
    );
    expect(dueState({ dueDate: new Date(2030, 0, 14).toISOString(), status: "todo" }, "done", now)).toBe(
      "none",
    );
  });

  it("shows 3 tags then +N, and a progress bar only in progress above 0", () => {
    expect(visibleTags(["a", "b", "c", "d", "e"])).toEqual({ shown: ["a", "b", "c"], more: 2 });
    expect(showsProgress({ status: "in_progress", progress: 10 })).toBe(true);
    expect(showsProgress({ status: "in_progress", progress: 0 })).toBe(false);
    expect(showsProgress({ status: "todo", progress: 50 })).toBe(false);
  });
});

describe("task cache updates", () => {
  it("moves between columns and renumbers both densely", () => {
    const [a, b, c] = [task("todo", 0), task("todo", 1), task("todo", 2)];
    const d = task("done", 0);
    const next = moveTaskLocally([a, b, c, d], b.id, "done", 0);
    expect(order(next, "todo")).toEqual([
      [a.id, 0],
      [c.id, 1],
    ]);
    expect(order(next, "done")).toEqual([
      [b.id, 0],
      [d.id, 1],
    ]);
  });

  it("reorders within a column like the server", () => {
    const [a, b, c] = [task("todo", 0), task("todo", 1), task("todo", 2)];
    expect(order(moveTaskLocally([a, b, c], a.id, "todo", 2), "todo").map(([id]) => id)).toEqual([
      b.id,
      c.id,
      a.id,
    ]);
    expect(order(moveTaskLocally([a, b, c], c.id, "todo", 0), "todo").map(([id]) => id)).toEqual([
      c.id,
      a.id,
      b.id,
    ]);
  });

  it("inserts new tasks at their position and removes with the gap closed", () => {
    const [a, b] = [task("todo", 0), task("todo", 1)];
    const n = task("todo", 1);
    const placed = placeTask([a, b], n);
    expect(order(placed, "todo").map(([id]) => id)).toEqual([a.id, n.id, b.id]);
    expect(order(removeTask(placed, a.id), "todo")).toEqual([
      [n.id, 0],
      [b.id, 1],
    ]);
  });
});

describe("gantt", () => {
  // Task dates are days, stored as the task form writes them: local midnight.
  const local = (y: number, m: number, d: number, h = 0) => new Date(y, m - 1, d, h).toISOString();

  it("draws a bar from the start day to the end of the due day, with 7 days of margin", () => {
    const t1 = task("todo", 0, { startDate: local(2030, 1, 10), dueDate: local(2030, 1, 20) });
    const model = ganttModel([t1], "done", new Date(2030, 0, 25, 12));
    const bar = model.bars[0]!;
    expect(bar.kind).toBe("span");
    expect(bar.start).toEqual(new Date(2030, 0, 10));
    expect(bar.end).toEqual(new Date(2030, 0, 21));
    expect(bar.isOverdue).toBe(true);
    expect(model.weeks).toHaveLength(6);
    expect(model.start.getTime()).toBeLessThanOrEqual(new Date(2030, 0, 3).getTime());
    const g = barGeometry(model, { start: bar.start!, end: bar.end! });
    expect(g.left).toBeGreaterThan(0);
    expect(g.width).toBeGreaterThan(0);
  });

  it("invents no dates: a task without them has no bar, one with a single date a one-day bar", () => {
    const none = task("todo", 0, { createdAt: "2030-01-10T00:00:00.000Z" });
    const due = task("todo", 1, { dueDate: local(2030, 1, 12) });
    const start = task("todo", 2, { startDate: local(2030, 1, 14) });
    const model = ganttModel([none, due, start], "done", new Date(2030, 0, 11));
    expect(model.bars.map((b) => b.kind)).toEqual(["none", "due", "start"]);
    expect(model.bars[0]).toMatchObject({ start: null, end: null, isOverdue: false });
    expect(model.bars[1]!.end!.getTime() - model.bars[1]!.start!.getTime()).toBe(86400000);
    expect(model.bars[2]!.start).toEqual(new Date(2030, 0, 14));
  });

  it("a task due today is not overdue today, however late, and is the next morning", () => {
    const today = task("todo", 0, { dueDate: local(2030, 3, 5) });
    expect(ganttModel([today], "done", new Date(2030, 2, 5, 23, 30)).bars[0]!.isOverdue).toBe(false);
    expect(ganttModel([today], "done", new Date(2030, 2, 6, 0, 1)).bars[0]!.isOverdue).toBe(true);
    const done = task("done", 0, { dueDate: local(2030, 3, 1) });
    expect(ganttModel([done], "done", new Date(2030, 2, 6)).bars[0]!.isOverdue).toBe(false);
  });

  it("keeps today on the timeline", () => {
    const now = new Date(2030, 3, 1);
    const model = ganttModel([task("todo", 0, { dueDate: local(2030, 1, 5) })], "done", now);
    expect(model.end.getTime()).toBeGreaterThan(now.getTime());
    expect(model.today).toBeGreaterThan(0);
    expect(model.today).toBeLessThan(100);
    expect(model.weeks.length).toBeGreaterThan(6);
  });

  it("spans the current month when there are no tasks", () => {
    const model = ganttModel([], "done", new Date(2030, 4, 15));
    expect(model.start).toEqual(new Date(2030, 4, 1));
    expect(model.end).toEqual(new Date(2030, 4, 31));
  });
});

describe("layoutBoard", () => {
  const all = () => [
    task("done", 0, { title: "Ship release" }),
    task("todo", 1, { title: "Write docs" }),
    task("todo", 0, { title: "Fix login" }),
    task("qa", 0, { title: "Check build" }),
  ];

  it("without a filter shows every column, extra ones last, and lists tasks in column order", () => {
    const layout = layoutBoard(columns, all(), { search: "", statuses: [] });
    expect(layout.shownColumns.map((c) => c.id)).toEqual(["todo", "done", "qa"]);
    expect(layout.allColumns.map((c) => c.tasks.length)).toEqual([2, 1, 1]);
    expect(layout.listTasks.map((t) => t.title)).toEqual([
      "Fix login",
      "Write docs",
      "Ship release",
      "Check build",
    ]);
  });

  it("a search keeps the extra column, empty, while a task still has its status", () => {
    const layout = layoutBoard(columns, all(), { search: "FIX", statuses: [] });
    expect(layout.shownColumns.map((c) => [c.id, c.tasks.length])).toEqual([
      ["todo", 1],
      ["done", 0],
      ["qa", 0],
    ]);
    expect(layout.listTasks.map((t) => t.title)).toEqual(["Fix login"]);
    expect(layout.allColumns.map((c) => c.id)).toEqual(["todo", "done", "qa"]);
  });

  it("a status filter shows only the chosen columns", () => {
    const layout = layoutBoard(columns, all(), { search: "", statuses: ["qa", "done"] });
    expect(layout.shownColumns.map((c) => c.id)).toEqual(["done", "qa"]);
    expect(layout.listTasks.map((t) => t.title)).toEqual(["Ship release", "Check build"]);
  });
});
