import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { catalogProblems, invalidMessages } from "../server/i18n/catalog-checks";
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
      expect(catalogProblems(english, catalog)).toEqual([]);
    });
  }

  it("English messages are valid ICU", () => {
    expect(invalidMessages(english)).toEqual([]);
  });
});
