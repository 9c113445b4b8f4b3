import { describe, expect, it } from "vitest";
import { nextTaskSort, parseTaskSort, type SortableTask, sortTasks, taskSortParam } from "./task-sort";

const person = (firstName: string) => ({
  id: firstName.length,
  firstName,
  lastName: null,
  email: `${firstName}@x.test`,
});
const tasks: (SortableTask & { id: number })[] = [
  { id: 1, title: "b task 10", status: "done", priority: "low", dueDate: null, assignee: person("Zoe") },
  { id: 2, title: "A task 2", status: "progress", priority: "high", dueDate: "2026-02-01", assignee: null },
  {
    id: 3,
    title: "c task",
    status: "qa_check",
    priority: "medium",
    dueDate: "2026-01-01",
    assignee: person("ann"),
  },
  {
    id: 4,
    title: "b task 9",
    status: "todo",
    priority: "high",
    dueDate: "2026-03-01",
    assignee: person("Bob"),
  },
];
const ids = (list: { id: number }[]) => list.map((t) => t.id);

describe("sortTasks", () => {
  it("keeps board order without a sort", () => {
    expect(ids(sortTasks(tasks, null))).toEqual([1, 2, 3, 4]);
  });

  it("sorts titles naturally and ignoring case, either way", () => {
    expect(ids(sortTasks(tasks, { key: "title", dir: "asc" }))).toEqual([2, 4, 1, 3]);
    expect(ids(sortTasks(tasks, { key: "title", dir: "desc" }))).toEqual([3, 1, 4, 2]);
  });

  it("sorts status by the board's columns (aliases folded, custom ones last) and priority high first", () => {
    expect(ids(sortTasks(tasks, { key: "status", dir: "asc" }))).toEqual([4, 2, 1, 3]);
    expect(ids(sortTasks(tasks, { key: "priority", dir: "asc" }))).toEqual([2, 4, 3, 1]);
    expect(ids(sortTasks(tasks, { key: "priority", dir: "desc" }))).toEqual([1, 3, 2, 4]);
  });

  it("puts tasks without an assignee or a due date last in both directions", () => {
    expect(ids(sortTasks(tasks, { key: "assignee", dir: "asc" }))).toEqual([3, 4, 1, 2]);
    expect(ids(sortTasks(tasks, { key: "assignee", dir: "desc" }))).toEqual([1, 4, 3, 2]);
    expect(ids(sortTasks(tasks, { key: "dueDate", dir: "asc" }))).toEqual([3, 2, 4, 1]);
    expect(ids(sortTasks(tasks, { key: "dueDate", dir: "desc" }))).toEqual([4, 2, 3, 1]);
  });
});

describe("the sort in the URL and on header clicks", () => {
  it("reads and writes ?taskSort=, ignoring anything unknown", () => {
    expect(parseTaskSort("priority:desc")).toEqual({ key: "priority", dir: "desc" });
    expect(parseTaskSort("owner:asc")).toBeNull();
    expect(parseTaskSort("title:up")).toBeNull();
    expect(parseTaskSort("")).toBeNull();
    expect(taskSortParam({ key: "dueDate", dir: "asc" })).toBe("dueDate:asc");
    expect(taskSortParam(null)).toBe("");
  });

  it("goes ascending, descending, then back to board order", () => {
    const asc = nextTaskSort(null, "title");
    expect(asc).toEqual({ key: "title", dir: "asc" });
    const desc = nextTaskSort(asc, "title");
    expect(desc).toEqual({ key: "title", dir: "desc" });
    expect(nextTaskSort(desc, "title")).toBeNull();
    expect(nextTaskSort(desc, "priority")).toEqual({ key: "priority", dir: "asc" });
  });
});
