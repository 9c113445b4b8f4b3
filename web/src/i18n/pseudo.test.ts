import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales";
import { PSEUDO_LOCALE, pseudoCatalog, pseudoMessage } from "./pseudo";

describe("the pseudo-locale en-XA", () => {
  it("accents the words, pads them about 40% and keeps placeholders, plurals and tags", () => {
    expect(pseudoMessage("Add task")).toBe("[Áďď ţášķ ~~~]");
    const plural = pseudoMessage("{count, plural, one {# task} other {# tasks}}");
    expect(new IntlMessageFormat(plural, "en").format({ count: 3 })).toBe("[3 ţášķš ~~]");
    const rich = pseudoMessage("<b>{name}</b> commented");
    expect(rich).toBe("[<b>{name}</b> çóɱɱéñţéď ~~~~]");
  });

  it("is made from every English message, and is never one of the product's languages", () => {
    const catalog = pseudoCatalog();
    expect(catalog["common.cancel"]).toBe(pseudoMessage("Cancel"));
    expect(LOCALES.map((l) => l.code as string)).not.toContain(PSEUDO_LOCALE);
  });
});
