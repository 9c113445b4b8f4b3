import { describe, expect, it } from "vitest";
import { endOfTaskDay, isPastDueDay, startOfDayIn, taskDay } from "./due-days.ts";

describe("date-only due dates (product rules, tasks)", () => {
  it("names the same day whether the API (midnight UTC) or a browser (local midnight) wrote it", () => {
    expect(taskDay("2026-12-02T00:00:00.000Z")).toBe("2026-12-02");
    expect(taskDay("2026-12-01T23:00:00.000Z")).toBe("2026-12-02"); // Berlin's midnight
    expect(taskDay("2026-12-02T05:00:00.000Z")).toBe("2026-12-02"); // New York's midnight
    expect(taskDay("2026-12-01T15:00:00.000Z")).toBe("2026-12-02"); // Tokyo's midnight
    expect(taskDay(null)).toBeNull();
    expect(taskDay("nonsense")).toBeNull();
  });

  it("a task due today is not overdue today in Berlin at 23:30 local, and is from midnight", () => {
    const due = "2026-12-02T00:00:00.000Z";
    expect(isPastDueDay(due, new Date("2026-12-02T22:30:00.000Z"), "Europe/Berlin")).toBe(false);
    expect(
      isPastDueDay("2026-12-01T23:00:00.000Z", new Date("2026-12-02T22:30:00.000Z"), "Europe/Berlin"),
    ).toBe(false);
    expect(isPastDueDay(due, new Date("2026-12-02T23:00:00.000Z"), "Europe/Berlin")).toBe(true);
    // In New York the same day ends five hours later.
    expect(isPastDueDay(due, new Date("2026-12-03T04:59:00.000Z"), "America/New_York")).toBe(false);
    expect(isPastDueDay(due, new Date("2026-12-03T05:00:00.000Z"), "America/New_York")).toBe(true);
    expect(isPastDueDay(null, new Date(), "Europe/Berlin")).toBe(false);
  });

  it("finds local midnight across daylight-saving changes, and UTC for an unknown zone", () => {
    expect(startOfDayIn("2026-07-01", "Europe/Berlin").toISOString()).toBe("2026-06-30T22:00:00.000Z");
    expect(startOfDayIn("2026-03-29", "Europe/Berlin").toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(startOfDayIn("2026-03-30", "Europe/Berlin").toISOString()).toBe("2026-03-29T22:00:00.000Z");
    expect(endOfTaskDay("2026-12-02", "Not/AZone")?.toISOString()).toBe("2026-12-03T00:00:00.000Z");
    expect(endOfTaskDay("2026-12-02", null)?.toISOString()).toBe("2026-12-03T00:00:00.000Z");
  });
});
