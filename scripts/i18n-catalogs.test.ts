import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../web/src/i18n/locales";

/**
 * The catalogs against the code (issue 24, item 7): English is extracted from the messages the code
 * holds and must be up to date; every other language has exactly English's keys, each a valid ICU
 * message with the same placeholders, and one catalog per listed language.
 */
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const CATALOGS = fileURLToPath(new URL("../web/src/i18n/catalogs/", import.meta.url));

function readCatalog(file: string): Record<string, string> {
  return JSON.parse(readFileSync(`${CATALOGS}${file}`, "utf8")) as Record<string, string>;
}

/** The names of a message's placeholders and tags, sorted ('count', 'name', 'b'...). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if (element.type === TYPE.tag) walk(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

const english = readCatalog("en.json");

describe("message catalogs", () => {
  it("English is the messages the code holds (npm run i18n:extract)", () => {
    const extracted = execFileSync(process.execPath, [`${ROOT}scripts/i18n-extract.mjs`, "--stdout"], {
      cwd: ROOT,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(JSON.parse(extracted)).toEqual(english);
  });

  it("has one catalog per language, and no other", () => {
    const files = readdirSync(CATALOGS).filter((file) => file.endsWith(".json"));
    expect(files.sort()).toEqual(LOCALES.map((locale) => `${locale.code}.json`).sort());
  });

  for (const { code } of LOCALES.filter((locale) => locale.code !== "en")) {
    it(`${code}: the same keys as English, each a valid ICU message with English's placeholders`, () => {
      const catalog = readCatalog(`${code}.json`);
      expect(
        Object.keys(catalog).filter((key) => !(key in english)),
        "keys English does not have",
      ).toEqual([]);
      expect(
        Object.keys(english).filter((key) => !(key in catalog)),
        "keys missing",
      ).toEqual([]);
      const wrong = Object.entries(catalog).flatMap(([key, message]) => {
        try {
          const mine = argumentsOf(message);
          const theirs = argumentsOf(english[key] ?? "");
          return mine.join() === theirs.join() ? [] : [`${key}: ${mine.join()} instead of ${theirs.join()}`];
        } catch (error) {
          return [`${key}: ${(error as Error).message}`];
        }
      });
      expect(wrong).toEqual([]);
    });
  }

  it("English messages are valid ICU", () => {
    const wrong = Object.entries(english).flatMap(([key, message]) => {
      try {
        parse(message);
        return [];
      } catch (error) {
        return [`${key}: ${(error as Error).message}`];
      }
    });
    expect(wrong).toEqual([]);
  });
});
