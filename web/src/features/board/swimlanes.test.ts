import type { Task } from "@contract/tasks";
import { describe, expect, it } from "vitest";
import type { BoardColumnView } from "@/lib/board-model";
import { buildSwimlanes, laneChange, laneKeyOf } from "./swimlanes";

const task = (id: number, extra: Partial<Task> = {}): Task =>
  ({
    id,
    key: `W-${id}`,
    title: `T${id}`,
    type: "task",
    parentId: null,
    status: "todo",
    priority: "medium",
    assignee: null,
    assignedTo: null,
    position: id,
    ...extra,
  }) as Task;

const epic = task(1, { type: "epic" });
const story = task(2, { type: "story", parentId: 1 });
const sub = task(3, { parentId: 2 });
const loose = task(4, { priority: "high" });
const bug = task(5, { type: "bug" });
const subOfLoose = task(6, { parentId: 4 });
const all = [epic, story, sub, loose, bug, subOfLoose];
const byId = new Map(all.map((t) => [t.id, t]));
const columns = [{ id: "todo", title: "To Do", color: "gray", wipLimit: null, isExtra: false, tasks: all }];

describe("swimlane drops", () => {
  const epicLanes = buildSwimlanes(columns, all, "epic");
  const launch = epicLanes.find((l) => l.key === "epic-1")!;
  const none = epicLanes.find((l) => l.key === "none")!;

  it("an epic lane makes a top-level task or an epic's child a child of that epic; 'No epic' clears it", () => {
    expect(launch.value).toEqual({ field: "parentId", parentId: 1 });
    expect(laneChange(loose, launch, "epic", byId)).toEqual({ patch: { parentId: 1 } });
    expect(laneChange(bug, launch, "epic", byId)).toEqual({ patch: { parentId: 1 } });
    expect(laneChange(story, none, "epic", byId)).toEqual({ patch: { parentId: null } });
  });

  it("a drop in the task's own lane changes nothing", () => {
    expect(laneChange(story, launch, "epic", byId)).toBeNull();
    expect(laneChange(sub, launch, "epic", byId)).toBeNull();
    expect(laneChange(loose, none, "epic", byId)).toBeNull();
  });

  it("refuses what the server refuses: an epic under an epic, a sub-task leaving its parent", () => {
    const other = { key: "epic-9", title: "W-9 Other", value: { field: "parentId" as const, parentId: 9 } };
    expect(laneChange(epic, other, "epic", byId)).toEqual({
      refusal: "W-1 is an epic: an epic cannot have a parent",
    });
    expect(laneChange(sub, none, "epic", byId)).toEqual({
      refusal: "W-3 is a sub-task of W-2: move W-2 to change its epic",
    });
    expect(laneChange(subOfLoose, launch, "epic", byId)).toEqual({
      refusal: "W-6 is a sub-task of W-4: move W-4 to change its epic",
    });
  });

  it("assignee and priority lanes set that field", () => {
    const ada = { id: 7, firstName: "Ada", lastName: "L", email: "ada@x.test", profileImageUrl: null };
    const assigned = task(8, { assignee: ada, assignedTo: 7 });
    const lanes = buildSwimlanes(
      [{ ...columns[0]!, tasks: [...all, assigned] }],
      [...all, assigned],
      "assignee",
    );
    const adaLane = lanes.find((l) => l.key === "user-7")!;
    const unassigned = lanes.find((l) => l.key === "none")!;
    expect(laneChange(loose, adaLane, "assignee", byId)).toEqual({ patch: { assignedTo: 7, assignee: ada } });
    expect(laneChange(assigned, unassigned, "assignee", byId)).toEqual({
      patch: { assignedTo: null, assignee: null },
    });
    const lowTask = task(9, { priority: "low" });
    const [lowLane] = buildSwimlanes([{ ...columns[0]!, tasks: [lowTask] }], [lowTask], "priority");
    expect(laneKeyOf(loose, "priority", byId)).toBe("high");
    expect(lowLane!.value).toEqual({ field: "priority", priority: "low" });
    expect(laneChange(loose, lowLane!, "priority", byId)).toEqual({ patch: { priority: "low" } });
  });
});

describe("swimlanes by epic", () => {
  it("splits columns into lanes by epic, the epic's grandchildren included", () => {
    const epic = task(1, { type: "epic", title: "Launch" });
    const story = task(2, { parentId: 1 });
    const sub = task(3, { parentId: 2, status: "done" });
    const loose = task(4);
    const all = [epic, story, sub, loose];
    const columns: BoardColumnView[] = [
      {
        id: "todo",
        title: "To Do",
        color: "gray",
        isExtra: false,
        wipLimit: null,
        tasks: [epic, story, loose],
      },
      { id: "done", title: "Done", color: "gray", isExtra: false, wipLimit: null, tasks: [sub] },
    ];
    const lanes = buildSwimlanes(columns, all, "epic");
    expect(lanes.map((l) => l.title)).toEqual(["W-1 Launch", "No epic"]);
    expect(lanes[0]!.columns.map((c) => c.tasks.map((t) => t.id))).toEqual([[1, 2], [3]]);
    expect(lanes[1]!.columns.map((c) => c.tasks.map((t) => t.id))).toEqual([[4], []]);
    expect(buildSwimlanes(columns, all, "priority").map((l) => l.title)).toEqual(["Medium priority"]);
  });
});
