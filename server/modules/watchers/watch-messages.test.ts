import { describe, expect, it } from "vitest";
import { mergeChanges, noticeChanges } from "./watch-messages.ts";

describe("the changes a task_changed notification stores", () => {
  it("names columns, people, dates, the comment and files, before and after", () => {
    const columns = [
      { id: "in_progress", title: "In Progress" },
      { id: "qa", title: "QA" },
    ];
    const people = new Map([[7, { name: "Bob Stone" }]]);
    const changes = noticeChanges(
      [
        { field: "status", from: "in_progress", to: "qa" },
        { field: "assignedTo", from: null, to: 7 },
        { field: "dueDate", from: "2026-12-03T00:00:00.000Z", to: null },
        { field: "comment", from: null, to: { id: 3, excerpt: "Looks good" } },
        { field: "attachment", from: null, to: ["a.png", "b.pdf"] },
        { field: "title", from: "a", to: "b" },
      ],
      columns,
      people,
    );
    expect(changes).toEqual([
      { field: "status", from: { id: "in_progress", title: "In Progress" }, to: { id: "qa", title: "QA" } },
      { field: "assignedTo", from: null, to: { id: 7, name: "Bob Stone" } },
      { field: "dueDate", from: "2026-12-03T00:00:00.000Z", to: null },
      { field: "comment", comment: { id: 3, excerpt: "Looks good" } },
      { field: "attachment", files: ["a.png", "b.pdf"] },
    ]);
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
