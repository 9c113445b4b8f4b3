import type { BacklogItem } from "@contract/backlog";
import { describe, expect, it } from "vitest";
import { epicGroups } from "./backlog-epics";

const item = (id: number, extra: Partial<BacklogItem> = {}): BacklogItem => ({
  id,
  title: `T${id}`,
  status: "todo",
  priority: "medium",
  storyPoints: null,
  assignedTo: null,
  assigneeName: null,
  project: { id: 1, name: "P" },
  inSprint: false,
  addedAfterStart: false,
  done: false,
  type: "task",
  epicId: null,
  ...extra,
});

describe("epicGroups", () => {
  it("groups items under their epic with done/total and points, epics titled by their own row", () => {
    const groups = epicGroups([
      item(1, { type: "epic", epicId: 1, title: "Launch" }),
      item(2, { epicId: 1, storyPoints: 3, done: true }),
      item(3, { epicId: 1, storyPoints: 5 }),
      item(4),
      item(5, { epicId: 9 }),
    ]);
    expect(groups.map((g) => [g.title, g.done, g.items.length, g.points])).toEqual([
      ["Launch", 1, 2, 8],
      ["Epic #9", 0, 1, 0],
    ]);
  });
});
