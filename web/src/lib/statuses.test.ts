import { describe, expect, it } from "vitest";
import german from "@/i18n/catalogs/de.json";
import { makeTranslate } from "@/i18n/use-t";
import { activitySentences } from "./activity-text";
import { columnTitleText, statusColumnText } from "./statuses";

describe("a board column's name as shown", () => {
  const de = makeTranslate("de", german);

  it("names a default status under its English name in the language shown", () => {
    expect(columnTitleText(de, { id: "todo", title: "To Do" })).toBe("Zu erledigen");
    expect(columnTitleText(de, { id: "in_progress", title: "In Progress" })).toBe("In Bearbeitung");
  });

  it("keeps a name the owner gave (a custom or renamed status) as it is", () => {
    expect(columnTitleText(de, { id: "qa", title: "QA" })).toBe("QA");
    expect(columnTitleText(de, { id: "todo", title: "Backlog items" })).toBe("Backlog items");
  });
});

describe("the column a status stands for, everywhere (issue 32)", () => {
  const de = makeTranslate("de", german);
  const columns = [
    { id: "in_progress", title: "In Progress" },
    { id: "review", title: "Review" },
    { id: "done", title: "Shipped" },
  ];

  it("names a default column in the language shown, from a list or a map of titles", () => {
    expect(statusColumnText(de, columns, "in_progress")).toBe("In Bearbeitung");
    expect(statusColumnText(de, new Map(columns.map((c) => [c.id, c.title])), "in_progress")).toBe(
      "In Bearbeitung",
    );
  });

  it("keeps a renamed or custom column's name, and names a value no column has", () => {
    expect(statusColumnText(de, columns, "done")).toBe("Shipped");
    expect(statusColumnText(de, [{ id: "qa", title: "QA" }], "qa")).toBe("QA");
    expect(statusColumnText(de, columns, "todo")).toBe("Zu erledigen");
  });

  it("is what the task history says in German ('von In Bearbeitung nach Review verschoben')", () => {
    const words = {
      columns: new Map(columns.map((c) => [c.id, c.title])),
      people: [],
      subject: "this",
      now: new Date(2026, 5, 1),
    };
    const [sentence] = activitySentences(
      { kind: "moved", changes: [{ field: "status", from: "in_progress", to: "review" }] },
      words,
      de,
    );
    expect(sentence).toContain("In Bearbeitung");
    expect(sentence).not.toContain("In Progress");
  });
});
