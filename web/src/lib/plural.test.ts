import { describe, expect, it } from "vitest";
import { plural, pluralWord } from "./plural";

describe("plural", () => {
  it("writes one in the singular and every other count in the plural", () => {
    expect(plural(1, "task", "tasks")).toBe("1 task");
    expect(plural(0, "task", "tasks")).toBe("0 tasks");
    expect(plural(2, "task", "tasks")).toBe("2 tasks");
    expect(plural(1.5, "point", "points")).toBe("1.5 points");
    expect(plural(-1, "task", "tasks")).toBe("-1 task");
  });

  it("gives the word alone for texts that put the count elsewhere", () => {
    expect(pluralWord(1, "sprint", "sprints")).toBe("sprint");
    expect(pluralWord(3, "sprint", "sprints")).toBe("sprints");
  });
});
