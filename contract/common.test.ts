import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  IsoDateSchema,
  IsoDateTimeSchema,
  isCalendarDate,
  OptionalDateSchema,
  parseIsoInstant,
} from "./common.ts";

describe("parseIsoInstant", () => {
  it.each([
    ["2024-02-29", Date.UTC(2024, 1, 29)],
    ["2000-02-29", Date.UTC(2000, 1, 29)],
    ["1900-01-01", Date.UTC(1900, 0, 1)],
    ["9999-12-31", Date.UTC(9999, 11, 31)],
    ["2024-05-01T10:00Z", Date.UTC(2024, 4, 1, 10)],
    ["2024-05-01T10:00:30.123456789+02:00", Date.UTC(2024, 4, 1, 8, 0, 30, 123)],
    ["2024-05-01 10:00:00z", Date.UTC(2024, 4, 1, 10)],
  ])("reads %s", (text, expected) => {
    expect(parseIsoInstant(text)).toBe(expected);
  });

  it.each([
    "2024-02-30",
    "2023-02-29",
    "1900-02-29",
    "2100-02-29",
    "2024-04-31",
    "2024-00-10",
    "2024-01-00",
    "1899-12-31",
    "0999-01-01",
    "10000-01-01",
    "+275760-09-13",
    "2024-01-01T24:00Z",
    "2024-01-01T10:60Z",
    "2024-01-01T10:00:60Z",
    "2024-01-01T10:00+24:00",
    "9999-12-31T23:00:00-05:00",
    "1900-01-01T00:30:00+01:00",
    "next week",
    "",
  ])("refuses %s", (text) => {
    expect(parseIsoInstant(text)).toBeNull();
  });

  it("requires a time zone on a date-time only when asked", () => {
    expect(parseIsoInstant("2024-05-01T10:00")).not.toBeNull();
    expect(parseIsoInstant("2024-05-01T10:00", { requireOffset: true })).toBeNull();
    expect(parseIsoInstant("2024-05-01", { requireOffset: true })).toBe(Date.UTC(2024, 4, 1));
  });

  it("agrees with the calendar for every day of the accepted years (seeded)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (y, m, d) => {
          const text = `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
          const real = new Date(Date.UTC(y, m - 1, d)).getUTCDate() === d;
          expect(isCalendarDate(y, m, d)).toBe(real);
          expect(parseIsoInstant(text)).toBe(real ? Date.UTC(y, m - 1, d) : null);
        },
      ),
      { seed: 7, numRuns: 2000 },
    );
  });

  it("never throws on arbitrary text (seeded)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const time = parseIsoInstant(text);
        if (time !== null) expect(Number.isFinite(time)).toBe(true);
      }),
      { seed: 7, numRuns: 2000 },
    );
  });
});

describe("date schemas", () => {
  it("IsoDateSchema takes only a real YYYY-MM-DD", () => {
    expect(IsoDateSchema.safeParse("2024-02-29").success).toBe(true);
    expect(IsoDateSchema.safeParse("2024-02-30").success).toBe(false);
    expect(IsoDateSchema.safeParse("2024-02-29T00:00Z").success).toBe(false);
  });

  it("IsoDateTimeSchema takes only a real date-time with a time zone", () => {
    expect(IsoDateTimeSchema.safeParse("2024-02-29T23:59:59.999Z").success).toBe(true);
    expect(IsoDateTimeSchema.safeParse("2024-02-29T23:59:59").success).toBe(false);
    expect(IsoDateTimeSchema.safeParse("2024-02-29").success).toBe(false);
    expect(IsoDateTimeSchema.safeParse("+275760-09-13T00:00:00Z").success).toBe(false);
  });

  it("OptionalDateSchema normalises to an instant, clears on null or blank, refuses 30 February", () => {
    expect(OptionalDateSchema.parse("2024-02-29")).toBe("2024-02-29T00:00:00.000Z");
    expect(OptionalDateSchema.parse(" ")).toBeNull();
    expect(OptionalDateSchema.parse(null)).toBeNull();
    expect(OptionalDateSchema.parse(undefined)).toBeUndefined();
    expect(OptionalDateSchema.safeParse("2024-02-30").success).toBe(false);
  });
});
