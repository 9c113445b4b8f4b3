import { describe, expect, it } from "vitest";
import {
  calendarTitle,
  dayTotal,
  fetchRange,
  groupByDay,
  isTaskOverdue,
  scheduledLabel,
  shiftDate,
  viewDays,
  visibleRange,
} from "./calendar-model";

const d = (y: number, m: number, day: number, h = 12) => new Date(y, m - 1, day, h);

describe("calendar model", () => {
  it("titles each view: month and year, week range, full weekday date", () => {
    expect(calendarTitle("month", d(2025, 3, 9))).toBe("March 2025");
    expect(calendarTitle("week", d(2025, 3, 12))).toBe("Mar 9 - Mar 15, 2025");
    expect(calendarTitle("week", d(2025, 12, 30))).toBe("Dec 28, 2025 - Jan 3, 2026");
    expect(calendarTitle("day", d(2025, 3, 9))).toBe("Sunday, March 9, 2025");
  });

  it("starts weeks on Sunday and pads the month grid to whole weeks", () => {
    const week = viewDays("week", d(2025, 3, 12));
    expect(week).toHaveLength(7);
    expect(week[0]!.getDay()).toBe(0);
    const month = viewDays("month", d(2025, 3, 9));
    expect(month).toHaveLength(42);
    expect(month[0]).toEqual(d(2025, 2, 23, 0));
    expect(visibleRange("day", d(2025, 3, 9)).end.getHours()).toBe(23);
  });

  it("asks for the visible days with a day of margin each side, as bare dates", () => {
    expect(fetchRange("month", d(2025, 3, 9))).toEqual({ from: "2025-02-22", to: "2025-04-06", perDay: 3 });
    expect(fetchRange("week", d(2025, 3, 12))).toEqual({ from: "2025-03-08", to: "2025-03-16", perDay: 5 });
    expect(fetchRange("day", d(2025, 3, 9))).toEqual({ from: "2025-03-08", to: "2025-03-10" });
  });

  it("counts a day by the server's total when it sent only the first tasks", () => {
    expect(dayTotal([])).toBe(0);
    expect(dayTotal([{}, {}])).toBe(2);
    expect(dayTotal([{ dayTotal: 25 }, { dayTotal: 25 }, { dayTotal: 25 }])).toBe(25);
  });

  it("moves one view back or forward", () => {
    expect(shiftDate("month", d(2025, 1, 31), 1).getMonth()).toBe(1);
    expect(shiftDate("week", d(2025, 3, 9), -1)).toEqual(d(2025, 3, 2));
    expect(shiftDate("day", d(2025, 3, 9), 1)).toEqual(d(2025, 3, 10));
  });

  it("groups tasks by local due day, earliest first, dropping tasks without a due date", () => {
    const byDay = groupByDay([
      { id: 1, status: "todo", dueDate: d(2025, 3, 9, 15).toISOString() },
      { id: 2, status: "todo", dueDate: d(2025, 3, 9, 9).toISOString() },
      { id: 3, status: "todo", dueDate: null },
      { id: 4, status: "todo", dueDate: "garbage" },
    ]);
    expect([...byDay.keys()]).toEqual(["2025-03-09"]);
    expect(byDay.get("2025-03-09")!.map((t) => t.id)).toEqual([2, 1]);
  });

  it("calls a task overdue when its due day has ended here and it is not done", () => {
    const now = d(2025, 3, 9);
    // Due dates are days, written as local midnight by the task form.
    expect(isTaskOverdue({ id: 1, status: "todo", dueDate: d(2025, 3, 8, 0).toISOString() }, now)).toBe(true);
    expect(isTaskOverdue({ id: 1, status: "done", dueDate: d(2025, 3, 8, 0).toISOString() }, now)).toBe(
      false,
    );
    expect(isTaskOverdue({ id: 1, status: "todo", dueDate: d(2025, 3, 10, 0).toISOString() }, now)).toBe(
      false,
    );
    // Due today: not overdue, however late.
    expect(
      isTaskOverdue({ id: 1, status: "todo", dueDate: d(2025, 3, 9, 0).toISOString() }, d(2025, 3, 9, 23)),
    ).toBe(false);
    expect(scheduledLabel(2)).toBe("2 tasks scheduled");
    expect(scheduledLabel(1)).toBe("1 task scheduled");
  });
});

describe("the week's first day follows the language shown", () => {
  it("starts weeks on Monday in German and on Sunday again in English", async () => {
    const { setLocale } = await import("@/i18n");
    await setLocale("de", "server");
    try {
      expect(viewDays("week", new Date(2025, 2, 9))[0]).toEqual(new Date(2025, 2, 3));
    } finally {
      await setLocale("en", "server");
    }
    expect(viewDays("week", new Date(2025, 2, 9))[0]).toEqual(new Date(2025, 2, 9));
  });
});
