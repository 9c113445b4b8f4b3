import { describe, expect, it } from "vitest";
import { formatDay, parseDay } from "./day-text";

describe("a day in the reader's language (issue 32)", () => {
  it("writes a day as the language does", () => {
    expect(formatDay("2026-12-03", "de")).toBe("03.12.2026");
    expect(formatDay("2026-12-03", "en")).toBe("12/03/2026");
    expect(formatDay("2026-12-03", "fr")).toBe("03/12/2026");
    expect(formatDay("2026-12-03", "ja")).toBe("2026/12/03");
    expect(formatDay("", "de")).toBe("");
  });

  it("reads what a person types in the language's order, and ISO days everywhere", () => {
    expect(parseDay("3.12.2026", "de")).toBe("2026-12-03");
    expect(parseDay("03.12.26", "de")).toBe("2026-12-03");
    expect(parseDay("12/3/2026", "en")).toBe("2026-12-03");
    expect(parseDay("3/12/2026", "pt-BR")).toBe("2026-12-03");
    expect(parseDay("2026/12/03", "ja")).toBe("2026-12-03");
    expect(parseDay("2026-12-03", "de")).toBe("2026-12-03");
    expect(parseDay(formatDay("2026-12-03", "ar"), "ar")).toBe("2026-12-03");
    expect(parseDay("٠٣/١٢/٢٠٢٦", "ar")).toBe("2026-12-03");
    expect(parseDay("  ", "de")).toBe("");
  });

  it("refuses what is no real day", () => {
    expect(parseDay("31.02.2026", "de")).toBeNull();
    expect(parseDay("12.2026", "de")).toBeNull();
    expect(parseDay("3.12.202", "de")).toBeNull();
    expect(parseDay("morgen", "de")).toBeNull();
  });
});
