import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "@/i18n";
import { shortDate } from "./activity-text";
import { formatDay } from "./format";

/*
 * A due or start date is a day (product rules, tasks): Berlin's form writes 2 Dec as
 * 2026-12-01T23:00Z, the API writes it as 2026-12-02T00:00Z; every reader, east or west, sees 2 Dec.
 */
afterEach(async () => {
  vi.unstubAllEnvs();
  await setLocale("en", "server");
});

// Intl formatters capture the zone when made and the i18n layer keeps them, so formatDay is read in
// one zone, the one west of Greenwich where a midnight-UTC day used to show as the day before.
describe("formatDay", () => {
  it("is the day that was picked, whoever wrote it, in Los Angeles", () => {
    vi.stubEnv("TZ", "America/Los_Angeles");
    expect(formatDay("2026-12-02T00:00:00.000Z")).toBe("Dec 2, 2026");
    expect(formatDay("2026-12-01T23:00:00.000Z")).toBe("Dec 2, 2026");
    expect(formatDay("2026-12-02T05:00:00.000Z")).toBe("Dec 2, 2026");
    expect(formatDay(null)).toBe("No date");
  });
});

describe.each(["America/Los_Angeles", "Europe/Berlin", "Asia/Tokyo"])("a task's day read in %s", (tz) => {
  beforeEach(() => {
    vi.stubEnv("TZ", tz);
  });

  it("is the same day in the history, whoever wrote it", () => {
    const now = new Date(2026, 10, 1);
    expect(shortDate("2026-12-01T23:00:00.000Z", now)).toBe("2 Dec");
    expect(shortDate("2026-12-02T00:00:00.000Z", now)).toBe("2 Dec");
    expect(shortDate("2026-12-02T05:00:00.000Z", now)).toBe("2 Dec");
  });
});
