import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../contract/locales.ts";
import { catalogProblems, invalidMessages } from "./catalog-checks.ts";
import { serverT } from "./index.ts";

/**
 * The server's catalogs (issue 24), held to the web's rules (scripts/i18n-catalogs.test.ts): one per
 * language, English's keys exactly, each a valid ICU message with English's placeholders.
 */
const CATALOGS = fileURLToPath(new URL("./catalogs/", import.meta.url));

function readCatalog(file: string): Record<string, string> {
  return JSON.parse(readFileSync(`${CATALOGS}${file}`, "utf8")) as Record<string, string>;
}

const english = readCatalog("en.json");

describe("server message catalogs", () => {
  it("has one catalog per language, and no other", () => {
    const files = readdirSync(CATALOGS).filter((file) => file.endsWith(".json"));
    expect(files.sort()).toEqual(LOCALES.map((locale) => `${locale.code}.json`).sort());
  });

  it("English messages are valid ICU, and the catalogs are sorted", () => {
    expect(invalidMessages(english)).toEqual([]);
    for (const { code } of LOCALES) {
      const keys = Object.keys(readCatalog(`${code}.json`));
      expect(keys, code).toEqual([...keys].sort());
    }
  });

  for (const { code } of LOCALES.filter((locale) => locale.code !== "en")) {
    it(`${code}: the same keys as English, each a valid ICU message with English's placeholders`, () => {
      const catalog = readCatalog(`${code}.json`);
      expect(catalogProblems(english, catalog)).toEqual([]);
    });
  }

  it("writes plurals and values in the reader's language", () => {
    const values = { task: "Fix login", project: "Web" };
    expect(serverT("en", "notification.deadlineReminder.message", { ...values, hours: 0 })).toBe(
      '"Fix login" in Web is due in less than an hour',
    );
    expect(serverT("en", "notification.deadlineReminder.message", { ...values, hours: 1 })).toBe(
      '"Fix login" in Web is due in 1 hour',
    );
    expect(serverT("de", "notification.deadlineReminder.message", { ...values, hours: 5 })).toBe(
      "„Fix login“ in Web ist in 5 Stunden fällig",
    );
  });
});
