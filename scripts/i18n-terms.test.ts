import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The words of the catalogs (issue 32, items 3 and 4): German speaks to the reader in one form of
 * address ('Sie', docs/i18n.md), one term is one word in every language (the glossary of
 * docs/i18n.md), and no message slots a translated kind's name into a frame of words.
 */
function catalog(side: "web" | "server", code: string): Record<string, string> {
  const dir = side === "web" ? "../web/src/i18n/catalogs/" : "../server/i18n/catalogs/";
  return JSON.parse(readFileSync(fileURLToPath(new URL(`${dir}${code}.json`, import.meta.url)), "utf8"));
}

/** Each `key: value` of both sides' catalogs of `code` whose value matches `pattern`. */
function findings(code: string, pattern: RegExp): string[] {
  return (["web", "server"] as const).flatMap((side) =>
    Object.entries(catalog(side, code))
      .filter(([, value]) => pattern.test(value))
      .map(([key, value]) => `${side} ${key}: ${value}`),
  );
}

describe("catalog wording", () => {
  it("German addresses the reader as 'Sie', never 'du' (pronouns, verbs, imperatives)", () => {
    const du =
      /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines|kannst|hast|bist|musst|willst|wirst|darfst|möchtest|beobachtest|verschiebst)\b|(^|[.!?:;]\s+)(Erstelle|Füge|Starte|Wähle|Gib|Öffne|Lege|Prüfe|Klicke|Versuche es)\b/i;
    expect(findings("de", du)).toEqual([]);
  });

  // The glossary's word, not a synonym beside it (docs/i18n.md, 'Glossary').
  const variants: Record<string, RegExp> = {
    de: /\bLogin\b|einlogg|auslogg/i,
    es: /\bEntrar\b/,
    ja: /ログイン/,
    // Sprint and Epic are transliterated (سبرنت, إيبك), not 'race' and 'epic poem'.
    ar: /سباق|ملحم|ملاحم/,
  };
  for (const [code, pattern] of Object.entries(variants)) {
    it(`${code}: one term is one word (no synonym of a glossary term)`, () => {
      expect(findings(code, pattern)).toEqual([]);
    });
  }
});
