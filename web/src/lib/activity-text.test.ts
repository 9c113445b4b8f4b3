import { expect, it } from "vitest";
import { activitySentences, shortDate, viaText } from "./activity-text";

const words = {
  columns: new Map([
    ["todo", "To Do"],
    ["in_progress", "In Progress"],
  ]),
  people: [{ id: 7, firstName: "Bo", lastName: "Member", profileImageUrl: null }],
  subject: "this",
  now: new Date(2026, 5, 1),
};

it("names columns and people and writes dates short", () => {
  expect(
    activitySentences(
      {
        kind: "moved",
        changes: [
          { field: "status", from: "todo", to: "in_progress" },
          { field: "assignee", from: null, to: 7 },
          { field: "dueDate", from: "2026-12-03T00:00:00.000Z", to: "2026-12-05T00:00:00.000Z" },
        ],
      },
      words,
    ),
  ).toEqual([
    "moved this from To Do to In Progress",
    "assigned this to Bo Member",
    "changed the due date from 3 Dec to 5 Dec",
  ]);
});

it("tells the move first and the description last, whatever order the fields came in", () => {
  expect(
    activitySentences(
      {
        kind: "moved",
        changes: [
          { field: "description", from: null, to: "text" },
          { field: "priority", from: "low", to: "high" },
          { field: "status", from: "todo", to: "in_progress" },
        ],
      },
      words,
    ),
  ).toEqual([
    "moved this from To Do to In Progress",
    "changed the priority from low to high",
    "added a description",
  ]);
});

it("words created, deleted, checklist, comment and goal entries", () => {
  const feed = { ...words, subject: "WEB-12 'Checkout page'" };
  expect(activitySentences({ kind: "deleted", changes: [] }, feed)).toEqual([
    "deleted WEB-12 'Checkout page'",
  ]);
  expect(
    activitySentences({ kind: "created", changes: [{ field: "title", from: null, to: "x" }] }, words),
  ).toEqual(["created this"]);
  expect(
    activitySentences(
      {
        kind: "checklist",
        changes: [
          { field: "checklistItem", from: { text: "Tests", done: false }, to: { text: "Tests", done: true } },
        ],
      },
      words,
    ),
  ).toEqual(["checked 'Tests'"]);
  expect(
    activitySentences(
      {
        kind: "comment_deleted",
        changes: [{ field: "comment", from: { id: 1, parentId: null, replies: 2 }, to: null }],
      },
      words,
    ),
  ).toEqual(["deleted a comment and its 2 replies"]);
  expect(
    activitySentences(
      { kind: "goal", changes: [{ field: "goal", from: null, to: { id: 1, text: "Ship" } }] },
      words,
    ),
  ).toEqual(["linked this to the sprint goal 'Ship'"]);
  expect(
    activitySentences({ kind: "updated", changes: [{ field: "assignee", from: 99, to: null }] }, words),
  ).toEqual(["unassigned a former member"]);
});

it("says where a change came from, and shows another year", () => {
  expect(viaText({ kind: "api_token", name: "CI bot" })).toBe("via API token 'CI bot'");
  expect(viaText({ kind: "import", name: "csv" })).toBe("via import (csv)");
  expect(viaText({ kind: "web", name: null })).toBe("");
  expect(shortDate("2027-01-02T00:00:00.000Z", new Date(2026, 0, 1))).toBe("2 Jan 2027");
});

it("words link entries without naming the other task (it may be one the reader cannot open)", () => {
  const link = (from: unknown, to: unknown) =>
    activitySentences({ kind: "link", changes: [{ field: "link", from, to }] }, words);
  expect(link(null, { type: "blocked_by", taskId: 9 })).toEqual(["linked this to a task blocking it"]);
  expect(link({ type: "relates", taskId: 9 }, null)).toEqual(["removed the link to a related task"]);
});

it("an assignment to oneself reads 'assigned it to themselves' (issue 32)", () => {
  const me = { id: 7, firstName: "Bo", lastName: "Member", profileImageUrl: null };
  const assign = (from: unknown, to: unknown, actor = me) =>
    activitySentences({ kind: "updated", actor, changes: [{ field: "assignee", from, to }] }, words);
  expect(assign(null, 7)).toEqual(["assigned it to themselves"]);
  expect(assign(99, 7)).toEqual(["reassigned it from a former member to themselves"]);
  expect(assign(null, 7, { ...me, id: 8 })).toEqual(["assigned this to Bo Member"]);
  expect(
    activitySentences(
      { kind: "created", actor: me, changes: [{ field: "assignee", from: null, to: 7 }] },
      words,
    ),
  ).toEqual(["created this", "assigned it to themselves"]);
});

it("a link the reader may open names the other task and the direction (issue 32)", () => {
  const link = (from: unknown, to: unknown) =>
    activitySentences({ kind: "link", changes: [{ field: "link", from, to }] }, words);
  expect(link(null, { type: "blocks", taskId: 9, key: "WEB-24" })).toEqual([
    "added a link: it now blocks WEB-24",
  ]);
  expect(link(null, { type: "blocked_by", taskId: 9, key: "WEB-24" })).toEqual([
    "added a link: it is now blocked by WEB-24",
  ]);
  expect(link({ type: "duplicates", taskId: 9, key: "WEB-3" }, null)).toEqual([
    "removed a link: it no longer duplicates WEB-3",
  ]);
});

it("the project feed names a task once per entry (issue 32)", () => {
  const feed = { ...words, subject: "WEB-12 'Checkout page'", again: "this" };
  expect(
    activitySentences({ kind: "created", changes: [{ field: "assignee", from: null, to: 7 }] }, feed),
  ).toEqual(["created WEB-12 'Checkout page'", "assigned this to Bo Member"]);
});
