import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../contract/locales";
import { serverT } from "../server/i18n/index";

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

  it("German unsubscribe lines are whole sentences per kind, in the dative", () => {
    expect(serverT("de", "mail.unsubscribeFrom", { kind: "task_message_reply" })).toBe(
      "E-Mails zu Kommentaren zu Ihren Aufgaben abbestellen",
    );
    expect(serverT("de", "mail.stopEmail", { kind: "task_changed", url: "u" })).toBe(
      "Keine E-Mails mehr zu Änderungen an beobachteten Aufgaben: u",
    );
  });

  it("a kind or type is chosen by a select, never slotted into a frame as a word", () => {
    type Node = {
      type: number;
      value?: string;
      options?: Record<string, { value: Node[] }>;
      children?: Node[];
    };
    const slotted = (nodes: Node[]): boolean =>
      nodes.some(
        (n) =>
          (n.type === 1 && (n.value === "kind" || n.value === "type")) ||
          (n.type !== 5 && Object.values(n.options ?? {}).some((o) => slotted(o.value))) ||
          (n.children !== undefined && slotted(n.children)),
      );
    const found: string[] = [];
    for (const { code } of LOCALES)
      for (const side of ["web", "server"] as const)
        for (const [key, value] of Object.entries(catalog(side, code)))
          if (slotted(new IntlMessageFormat(value, code).getAst() as unknown as Node[]))
            found.push(`${side} ${code} ${key}: ${value}`);
    expect(found).toEqual([]);
  });
});
