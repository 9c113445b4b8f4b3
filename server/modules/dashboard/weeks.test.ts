import { describe, expect, it } from "vitest";
import { startOfLocalDay, weekBounds } from "./weeks.ts";

describe("weekBounds", () => {
  it("starts weeks on Sunday 00:00 UTC by default zone rules", () => {
    // Wednesday 2025-03-12 10:00 UTC.
    const b = weekBounds(new Date("2025-03-12T10:00:00Z"), "UTC");
    expect(b.thisWeek.toISOString()).toBe("2025-03-09T00:00:00.000Z");
    expect(b.lastWeek.toISOString()).toBe("2025-03-02T00:00:00.000Z");
    expect(b.nextWeek.toISOString()).toBe("2025-03-16T00:00:00.000Z");
  });

  it("uses the local date of the zone, not the UTC date", () => {
    // Sunday 2025-03-09 03:00 UTC is still Saturday evening in New York.
    const b = weekBounds(new Date("2025-03-09T03:00:00Z"), "America/New_York");
    expect(b.thisWeek.toISOString()).toBe("2025-03-02T05:00:00.000Z");
    // Saturday 23:30 UTC is already Sunday in Tokyo.
    const tokyo = weekBounds(new Date("2025-03-08T23:30:00Z"), "Asia/Tokyo");
    expect(tokyo.thisWeek.toISOString()).toBe("2025-03-08T15:00:00.000Z");
  });

  it("stays on local midnight across a daylight-saving change", () => {
    // US DST starts Sunday 2025-03-09: that week starts at EST midnight, the next at EDT midnight.
    const b = weekBounds(new Date("2025-03-12T12:00:00Z"), "America/New_York");
    expect(b.thisWeek.toISOString()).toBe("2025-03-09T05:00:00.000Z");
    expect(b.nextWeek.toISOString()).toBe("2025-03-16T04:00:00.000Z");
    expect(b.lastWeek.toISOString()).toBe("2025-03-02T05:00:00.000Z");
    // Europe: DST ends Sunday 2025-10-26.
    const eu = weekBounds(new Date("2025-10-29T12:00:00Z"), "Europe/Berlin");
    expect(eu.thisWeek.toISOString()).toBe("2025-10-25T22:00:00.000Z");
    expect(eu.nextWeek.toISOString()).toBe("2025-11-01T23:00:00.000Z");
  });

  it("takes the first instant of the day when midnight is skipped", () => {
    // Santiago skipped 2024-09-08 00:00 (clocks went to 01:00, UTC-3).
    expect(startOfLocalDay({ year: 2024, month: 9, day: 8 }, "America/Santiago").toISOString()).toBe(
      "2024-09-08T04:00:00.000Z",
    );
  });
});
