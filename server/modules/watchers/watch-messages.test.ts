import { describe, expect, it } from "vitest";
import { changeMessage, mergeChanges } from "./watch-messages.ts";

const ctx = {
  actor: "Ana Lee",
  task: "WEB-12 'Checkout page'",
  statusTitle: (s: string) => ({ in_progress: "In Progress" })[s] ?? s,
  userName: (id: number) => (id === 7 ? "Bob Stone" : "someone"),
};

describe("the words of a task_changed notification", () => {
  it("says what one change did", () => {
    const one = (field: string, to: unknown) => changeMessage([{ field, from: null, to }], ctx);
    expect(one("status", "in_progress")).toBe("Ana Lee moved WEB-12 'Checkout page' to In Progress");
    expect(one("assignedTo", 7)).toBe("Ana Lee assigned WEB-12 'Checkout page' to Bob Stone");
    expect(one("assignedTo", null)).toBe("Ana Lee unassigned WEB-12 'Checkout page'");
    expect(one("dueDate", "2026-12-05T00:00:00.000Z")).toBe(
      "Ana Lee set the due date of WEB-12 'Checkout page' to 2026-12-05",
    );
    expect(one("dueDate", null)).toBe("Ana Lee removed the due date of WEB-12 'Checkout page'");
    expect(one("comment", 3)).toBe("Ana Lee commented on WEB-12 'Checkout page'");
    expect(one("attachment", ["a.png", "b.pdf", "c.gif"])).toBe(
      "Ana Lee attached 3 files to WEB-12 'Checkout page'",
    );
  });

  it("counts several fields, and reads a comment with its files as one act", () => {
    const withFile = [
      { field: "comment", from: null, to: 1 },
      { field: "attachment", from: null, to: "shot.png" },
    ];
    expect(changeMessage(mergeChanges([], withFile), ctx)).toBe(
      "Ana Lee commented on WEB-12 'Checkout page' and attached shot.png",
    );
    const three = [
      { field: "status", from: "todo", to: "in_progress" },
      { field: "dueDate", from: null, to: null },
      { field: "comment", from: null, to: 2 },
    ];
    expect(changeMessage(three, ctx)).toBe("Ana Lee changed 3 things on WEB-12 'Checkout page'");
  });

  it("folds later changes in: first from, latest to, attachments added up", () => {
    const merged = mergeChanges(
      [
        { field: "status", from: "todo", to: "in_progress" },
        { field: "attachment", from: null, to: "a.png" },
      ],
      [
        { field: "status", from: "in_progress", to: "done" },
        { field: "attachment", from: null, to: "b.png" },
      ],
    );
    expect(merged).toEqual([
      { field: "status", from: "todo", to: "done" },
      { field: "attachment", from: null, to: ["a.png", "b.png"] },
    ]);
  });
});
