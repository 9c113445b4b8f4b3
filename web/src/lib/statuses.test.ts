import { describe, expect, it } from "vitest";
import german from "@/i18n/catalogs/de.json";
import { makeTranslate } from "@/i18n/use-t";
import { columnTitleText } from "./statuses";

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
