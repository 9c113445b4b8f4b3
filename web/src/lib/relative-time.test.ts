import { formatDistanceToNow } from "date-fns";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { relativeIsoText, relativeTimeText } from "./relative-time";

const NOW = new Date("2026-03-10T12:00:00Z").getTime();
const secondsAgo = (seconds: number) => new Date(NOW - seconds * 1000);
const MINUTE = 60;
const HOUR = 3600;
const DAY = 24 * HOUR;

describe("relative times in the reader's language (issue 24)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps English as it always read", () => {
    expect(relativeTimeText(secondsAgo(5 * MINUTE), "en", NOW)).toBe("5 minutes ago");
    expect(relativeTimeText(secondsAgo(10), "en", NOW)).toBe("less than a minute ago");
    expect(relativeTimeText(secondsAgo(2 * HOUR), "en", NOW)).toBe("about 2 hours ago");
    expect(relativeTimeText(secondsAgo(DAY), "en", NOW)).toBe("1 day ago");
    for (const seconds of [30, 50 * MINUTE, 5 * HOUR, 3 * DAY, 40 * DAY, 400 * DAY])
      expect(relativeTimeText(secondsAgo(seconds), "en", NOW)).toBe(
        formatDistanceToNow(secondsAgo(seconds), { addSuffix: true }),
      );
  });

  it("speaks German, French, Spanish, Portuguese, Japanese and Arabic through Intl", () => {
    expect(relativeTimeText(secondsAgo(5 * MINUTE), "de", NOW)).toBe("vor 5 Minuten");
    expect(relativeTimeText(secondsAgo(DAY), "de", NOW)).toBe("gestern");
    expect(relativeTimeText(secondsAgo(3 * HOUR), "de", NOW)).toBe("vor 3 Stunden");
    expect(relativeTimeText(secondsAgo(10), "de", NOW)).toBe("jetzt");
    expect(relativeTimeText(secondsAgo(5 * MINUTE), "fr", NOW)).toBe("il y a 5 minutes");
    expect(relativeTimeText(secondsAgo(DAY), "es", NOW)).toBe("ayer");
    expect(relativeTimeText(secondsAgo(2 * DAY), "pt-BR", NOW)).toBe("anteontem");
    expect(relativeTimeText(secondsAgo(5 * MINUTE), "ja", NOW)).toBe("5 分前");
    expect(relativeTimeText(secondsAgo(DAY), "ar", NOW)).toBe("أمس");
  });

  it("reads an ISO time, and gives nothing for an unreadable one", () => {
    expect(relativeIsoText(secondsAgo(5 * MINUTE).toISOString(), "de", NOW)).toBe("vor 5 Minuten");
    expect(relativeIsoText("not a date", "de", NOW)).toBe("");
  });
});
