import { describe, expect, it } from "vitest";
import { isPastDue } from "./my-task-filters";

describe("isPastDue", () => {
  it("is true before now unless done", () => {
    const now = new Date("2025-03-09T12:00:00Z");
    expect(isPastDue({ dueDate: "2025-03-08T00:00:00Z", status: "todo" }, now)).toBe(true);
    expect(isPastDue({ dueDate: "2025-03-08T00:00:00Z", status: "done" }, now)).toBe(false);
    expect(isPastDue({ dueDate: "2025-03-10T00:00:00Z", status: "todo" }, now)).toBe(false);
    expect(isPastDue({ dueDate: null, status: "todo" }, now)).toBe(false);
  });
});
