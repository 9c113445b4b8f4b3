import { describe, expect, it } from "vitest";
import { isDigestDue, localDayAndHour } from "./digest.ts";

// When a person's digest is due (product rules, email): their local hour, once a local day.

describe("digest time", () => {
  it("reads the local day and hour of an instant in a zone, across a DST change", () => {
    expect(localDayAndHour(new Date("2026-01-15T07:00:00Z"), "Europe/Berlin")).toEqual({
      day: "2026-01-15",
      hour: 8,
    });
    expect(localDayAndHour(new Date("2026-07-15T06:00:00Z"), "Europe/Berlin")).toEqual({
      day: "2026-07-15",
      hour: 8,
    });
    expect(localDayAndHour(new Date("2026-01-15T03:00:00Z"), "America/New_York")).toEqual({
      day: "2026-01-14",
      hour: 22,
    });
    expect(localDayAndHour(new Date("2026-01-15T00:30:00Z"), "UTC")).toEqual({ day: "2026-01-15", hour: 0 });
  });

  it("is due once the hour has come today and no digest was made today", () => {
    const zone = "Asia/Tokyo"; // UTC+9, no DST
    expect(isDigestDue(new Date("2026-01-14T22:59:00Z"), zone, 8, null)).toBe(false); // 07:59
    expect(isDigestDue(new Date("2026-01-14T23:00:00Z"), zone, 8, null)).toBe(true); // 08:00
    expect(isDigestDue(new Date("2026-01-15T03:00:00Z"), zone, 8, new Date("2026-01-14T23:00:00Z"))).toBe(
      false,
    );
    expect(isDigestDue(new Date("2026-01-15T23:00:00Z"), zone, 8, new Date("2026-01-14T23:00:00Z"))).toBe(
      true,
    );
    // A missed hour is caught up later the same day.
    expect(isDigestDue(new Date("2026-01-15T05:00:00Z"), zone, 8, new Date("2026-01-13T23:00:00Z"))).toBe(
      true,
    );
    expect(isDigestDue(new Date("2026-01-15T14:00:00Z"), zone, 0, new Date("2026-01-14T15:30:00Z"))).toBe(
      false,
    );
  });
});
