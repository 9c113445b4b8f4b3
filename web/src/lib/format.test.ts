import { afterEach, describe, expect, it } from "vitest";
import { setLocale } from "@/i18n";
import { formatDate } from "./format";
import { plural, pluralWord } from "./plural";

afterEach(async () => {
  await setLocale("en", "server");
});

describe("formatDate", () => {
  it("writes English dates exactly as before", () => {
    expect(formatDate("2025-03-09T12:00:00")).toBe("Mar 9, 2025");
    expect(formatDate("2024-12-31T08:00:00")).toBe("Dec 31, 2024");
    expect(formatDate("2025-09-01T08:00:00")).toBe("Sep 1, 2025");
    expect(formatDate(null)).toBe("No date");
    expect(formatDate("not a date", "—")).toBe("—");
  });

  it("follows the language shown", async () => {
    await setLocale("de", "server");
    expect(formatDate("2025-03-09T12:00:00")).toBe("9. März 2025");
    expect(formatDate(undefined)).toBe("Kein Datum");
    await setLocale("ja", "server");
    expect(formatDate("2025-03-09T12:00:00")).toBe("2025年3月9日");
  });
});

describe("plural", () => {
  it("keeps English's one and other", () => {
    expect(plural(1, "task", "tasks")).toBe("1 task");
    expect(plural(0, "task", "tasks")).toBe("0 tasks");
    expect(pluralWord(1.5, "task", "tasks")).toBe("tasks");
  });

  it("asks the language shown which form a number takes", async () => {
    await setLocale("fr", "server");
    // French says 'one' for 0 and 1.5 as well.
    expect(pluralWord(0, "one", "other")).toBe("one");
    expect(pluralWord(1.5, "one", "other")).toBe("one");
  });
});
