import type { Task } from "@contract/tasks";
import { describe, expect, it } from "vitest";
import { doneStatusOf } from "./board-model";
import { completeParentQuestion, rolledUpPoints } from "./hierarchy-model";

const task = (id: number, extra: Partial<Task> = {}): Task =>
  ({
    id,
    key: `W-${id}`,
    title: `T${id}`,
    type: "task",
    parentId: null,
    childCounts: { total: 0, done: 0, points: 0, pointsDone: 0 },
    status: "todo",
    priority: "medium",
    storyPoints: null,
    assignee: null,
    position: id,
    ...extra,
  }) as Task;

describe("hierarchy model", () => {
  it("asks before completing a parent with open children, and only then", () => {
    const columns = [{ id: "todo" }, { id: "done" }];
    const parent = task(1, { childCounts: { total: 3, done: 0, points: 0, pointsDone: 0 } });
    expect(completeParentQuestion(parent, "done", columns)).toBe(
      "3 sub-tasks are not done. Complete anyway?",
    );
    expect(
      completeParentQuestion({ ...parent, childCounts: { ...parent.childCounts, done: 2 } }, "done", columns),
    ).toBe("1 sub-task is not done. Complete anyway?");
    expect(completeParentQuestion(parent, "todo", columns)).toBeNull();
    expect(completeParentQuestion(task(2), "done", columns)).toBeNull();
    expect(doneStatusOf([{ id: "a" }, { id: "b" }])).toBe("b");
  });

  it("shows a parent's own points, or its children's sum when it has none", () => {
    const counts = { total: 2, done: 1, points: 8, pointsDone: 3 };
    expect(rolledUpPoints(task(1, { storyPoints: 5, childCounts: counts }))).toEqual({
      value: 5,
      summed: false,
    });
    expect(rolledUpPoints(task(1, { childCounts: counts }))).toEqual({ value: 8, summed: true });
    expect(rolledUpPoints(task(1))).toEqual({ value: null, summed: false });
  });
});

describe("history sentences of the tree", () => {
  it("words type, parent and sub-task changes", async () => {
    const { changeText } = await import("./activity-text");
    const words = { columns: new Map<string, string>(), people: [], subject: "this" };
    const ref = { id: 1, key: "W-1", title: "Launch" };
    expect(changeText({ field: "type", from: "task", to: "epic" }, words)).toBe(
      "changed the type from task to epic",
    );
    expect(changeText({ field: "parent", from: null, to: ref }, words)).toBe(
      "made this a sub-task of W-1 'Launch'",
    );
    expect(changeText({ field: "parent", from: ref, to: null }, words)).toBe(
      "removed this from W-1 'Launch'",
    );
    expect(changeText({ field: "subtask", from: null, to: ref }, words)).toBe(
      "added the sub-task W-1 'Launch'",
    );
    expect(changeText({ field: "subtask", from: ref, to: null }, words)).toBe(
      "removed the sub-task W-1 'Launch'",
    );
  });
});
