import type { BurndownDay, BurndownScopeChange } from "@contract/reports";
import { describe, expect, it } from "vitest";
import { chartDays, scopeChangeText } from "./burndown-text";

const change = (c: Partial<BurndownScopeChange>): BurndownScopeChange => ({
  date: "2026-03-03",
  added: 0,
  removed: 0,
  delta: 0,
  deltaPoints: 0,
  unestimatedAdded: 0,
  unestimatedRemoved: 0,
  ...c,
});

describe("scopeChangeText (issue 20, item 13)", () => {
  it("says an unestimated task in tasks, not '+0 points'", () => {
    const one = change({ added: 1, delta: 1, unestimatedAdded: 1 });
    expect(scopeChangeText(one, true)).toBe("Mar 3 +1 task, not estimated");
    const out = change({ removed: 2, delta: -2, unestimatedRemoved: 2 });
    expect(scopeChangeText(out, true)).toBe("Mar 3 -2 tasks, not estimated");
  });

  it("gives estimated changes in points, with the unestimated ones beside them", () => {
    expect(scopeChangeText(change({ added: 1, delta: 1, deltaPoints: 1 }), true)).toBe("Mar 3 +1 point");
    expect(scopeChangeText(change({ added: 1, removed: 1, deltaPoints: -11 }), true)).toBe(
      "Mar 3 -11 points",
    );
    const mixed = change({ added: 2, delta: 2, deltaPoints: 5, unestimatedAdded: 1 });
    expect(scopeChangeText(mixed, true)).toBe("Mar 3 +5 points and +1 task, not estimated");
    // A task estimated at 0 points is estimated: it says so in points.
    expect(scopeChangeText(change({ added: 1, delta: 1 }), true)).toBe("Mar 3 +0 points");
  });

  it("counts tasks in the tasks unit, with plural rules", () => {
    expect(scopeChangeText(change({ added: 1, delta: 1 }), false)).toBe("Mar 3 +1 task");
    expect(scopeChangeText(change({ added: 2, removed: 1, delta: 1 }), false)).toBe(
      "Mar 3 +2 tasks / -1 task",
    );
  });
});

describe("chartDays (issue 20, item 13)", () => {
  const day = (date: string, open: number): BurndownDay => ({
    date,
    open,
    ideal: 0,
    openPoints: open * 2,
    idealPoints: 0,
  });
  const days = [day("2026-03-02", 3), day("2026-03-03", 2), day("2026-03-04", 2), day("2026-03-05", 2)];

  it("draws the open lines up to today only; the ideal line goes on to the end", () => {
    const drawn = chartDays(days, "2026-03-03");
    expect(drawn.map((d) => d.open)).toEqual([3, 2, null, null]);
    expect(drawn.map((d) => d.openPoints)).toEqual([6, 4, null, null]);
    expect(drawn.map((d) => d.ideal)).toEqual([0, 0, 0, 0]);
  });

  it("draws every day of a sprint that is over", () => {
    expect(chartDays(days, "2026-04-01").map((d) => d.open)).toEqual([3, 2, 2, 2]);
  });
});
