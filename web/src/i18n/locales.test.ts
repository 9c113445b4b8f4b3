import { describe, expect, it } from "vitest";
import { directionOf, isLocale, matchLocale } from "./locales";

describe("matchLocale", () => {
  it("takes the first of the browser's languages the product speaks", () => {
    expect(matchLocale(["nl-NL", "de-DE", "fr"])).toBe("de");
    expect(matchLocale(["pt-BR"])).toBe("pt-BR");
    expect(matchLocale(["pt-PT", "en"])).toBe("pt-BR");
    expect(matchLocale(["ja-JP"])).toBe("ja");
    expect(matchLocale(["ar-EG", "en-US"])).toBe("ar");
  });

  it("falls back to English", () => {
    expect(matchLocale([])).toBe("en");
    expect(matchLocale(["nl", "sv-SE"])).toBe("en");
  });
});

describe("locales", () => {
  it("knows which are written right to left", () => {
    expect(directionOf("ar")).toBe("rtl");
    expect(directionOf("de")).toBe("ltr");
  });

  it("accepts only the languages it lists", () => {
    expect(isLocale("fr")).toBe(true);
    expect(isLocale("xx")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
