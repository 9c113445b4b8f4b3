import { createElement, isValidElement, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { isIsolated, isolate } from "./translate";
import { makeTranslate } from "./use-t";

const FSI = "\u2068";
const PDI = "\u2069";

/** The text of a rendered rich message: its strings and its elements' children, in order. */
function textOf(node: ReactNode): string {
  if (Array.isArray(node)) return node.map(textOf).join("");
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return node == null || typeof node === "boolean" ? "" : String(node);
}

describe("isolating user content inside right-to-left text (issue 32)", () => {
  const ar = makeTranslate("ar", {
    "t.assigned": "أسند {name} المهمة «{title}».",
    "t.count": "{count, plural, one {مهمة واحدة} other {# مهام}} في {project}",
    "t.type": "{type, select, epic {إيبك} other {{type}}}: {title}",
    "t.rich": "<b>{name}</b> علّق على {title}",
  });

  it("isolate() wraps a text in first-strong and pop isolates, once", () => {
    expect(isolate("Fix login.")).toBe(`${FSI}Fix login.${PDI}`);
    expect(isolate(isolate("Fix login."))).toBe(`${FSI}Fix login.${PDI}`);
    expect(isolate("")).toBe("");
    expect(isIsolated(isolate("WEB-12"))).toBe(true);
    expect(isIsolated("WEB-12")).toBe(false);
  });

  it("an Arabic message isolates each title and name it shows, punctuation and all", () => {
    const text = ar(
      { id: "t.assigned", defaultMessage: "{name} assigned “{title}”." },
      {
        name: "Otto Actor",
        title: "Checkout page (v2).",
      },
    );
    expect(text).toBe(`أسند ${FSI}Otto Actor${PDI} المهمة «${FSI}Checkout page (v2).${PDI}».`);
  });

  it("leaves numbers, and the values a plural or select chooses by, as they are", () => {
    expect(
      ar(
        { id: "t.count", defaultMessage: "{count, plural, one {# task} other {# tasks}} in {project}" },
        { count: 3, project: "Atlas" },
      ),
    ).toBe(`3 مهام في ${FSI}Atlas${PDI}`);
    expect(
      ar(
        { id: "t.type", defaultMessage: "{type, select, epic {Epic} other {{type}}}: {title}" },
        {
          type: "epic",
          title: "Atlas",
        },
      ),
    ).toBe(`إيبك: ${FSI}Atlas${PDI}`);
  });

  it("isolates text values of rich messages too (the activity line's name)", () => {
    const node = ar.rich(
      { id: "t.rich", defaultMessage: "<b>{name}</b> commented on {title}" },
      {
        name: "Wanda Walker",
        title: "WEB-3 Login",
        b: (chunks: ReactNode[]) => createElement("strong", { key: "b" }, chunks),
      },
    );
    expect(textOf(node)).toBe(`${FSI}Wanda Walker${PDI} علّق على ${FSI}WEB-3 Login${PDI}`);
  });

  it("left-to-right languages show values untouched", () => {
    const de = makeTranslate("de", { "t.x": "{name} hat „{title}“ zugewiesen" });
    expect(de({ id: "t.x", defaultMessage: "" }, { name: "Otto", title: "Fix" })).toBe(
      "Otto hat „Fix“ zugewiesen",
    );
  });
});
