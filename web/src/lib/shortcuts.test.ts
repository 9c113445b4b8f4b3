import { describe, expect, it } from "vitest";
import { createKeyMatcher, isTypingTarget, keyLabel, type TargetLike } from "./shortcuts";

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

/** A stand-in element: a tag, attributes, and optionally an editable ancestor. */
const el = (tagName: string, attrs: Record<string, string> = {}, insideEditor = false): TargetLike => ({
  tagName,
  isContentEditable: false,
  getAttribute: (name) => attrs[name] ?? null,
  closest: () => (insideEditor ? {} : null),
});

describe("isTypingTarget", () => {
  it("is true in text fields, textareas, selects, editors and text-taking widgets", () => {
    expect(isTypingTarget(el("INPUT"))).toBe(true);
    for (const type of ["text", "search", "email", "password", "number", "date", "url"])
      expect(isTypingTarget(el("input", { type })), type).toBe(true);
    expect(isTypingTarget(el("TEXTAREA"))).toBe(true);
    expect(isTypingTarget(el("SELECT"))).toBe(true);
    expect(isTypingTarget({ ...el("DIV"), isContentEditable: true })).toBe(true);
    expect(isTypingTarget(el("SPAN", {}, true))).toBe(true);
    for (const role of ["textbox", "combobox", "menu", "listbox"])
      expect(isTypingTarget(el("DIV", { role })), role).toBe(true);
  });

  it("is false on buttons, cards, checkboxes, the page itself and no target", () => {
    expect(isTypingTarget(el("BUTTON"))).toBe(false);
    expect(isTypingTarget(el("DIV", { role: "button" }))).toBe(false);
    expect(isTypingTarget(el("TR"))).toBe(false);
    expect(isTypingTarget(el("BODY"))).toBe(false);
    for (const type of ["checkbox", "radio", "button", "submit"])
      expect(isTypingTarget(el("INPUT", { type })), type).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe("createKeyMatcher", () => {
  const n = { keys: ["n"], id: "new" };
  const down = { keys: ["j", "ArrowDown"], id: "down" };
  const help = { keys: ["?"], id: "help" };
  const goDashboard = { keys: ["g d"], id: "dashboard" };
  const goProjects = { keys: ["g p"], id: "projects" };
  const bindings = [n, down, help, goDashboard, goProjects];

  it("matches single keys, in lower case only, and '?' as typed with Shift", () => {
    const m = createKeyMatcher();
    expect(m.match(key("n"), 0, bindings)).toEqual({ binding: n });
    expect(m.match(key("ArrowDown"), 0, bindings)).toEqual({ binding: down });
    expect(m.match(key("j"), 0, bindings)).toEqual({ binding: down });
    expect(m.match(key("?"), 0, bindings)).toEqual({ binding: help });
    expect(m.match(key("N"), 0, bindings)).toBeNull();
    expect(m.match(key("x"), 0, bindings)).toBeNull();
  });

  it("ignores every key with Ctrl, Meta or Alt (Ctrl+K belongs to the command palette)", () => {
    const m = createKeyMatcher();
    expect(m.match(key("n", { ctrlKey: true }), 0, bindings)).toBeNull();
    expect(m.match(key("n", { metaKey: true }), 0, bindings)).toBeNull();
    expect(m.match(key("n", { altKey: true }), 0, bindings)).toBeNull();
    expect(m.match(key("k", { ctrlKey: true }), 0, [{ keys: ["k"] }])).toBeNull();
  });

  it("matches 'g' then 'd' within the timeout, and not after it", () => {
    const m = createKeyMatcher(1000);
    expect(m.match(key("g"), 0, bindings)).toEqual({ pending: true });
    expect(m.match(key("d"), 999, bindings)).toEqual({ binding: goDashboard });
    expect(m.match(key("g"), 2000, bindings)).toEqual({ pending: true });
    expect(m.match(key("p"), 3001, bindings)).toBeNull();
    // The sequence is forgotten: 'd' alone does nothing.
    expect(m.match(key("d"), 3002, bindings)).toBeNull();
  });

  it("lets a key after an unknown sequence count on its own, and a modifier cancel a sequence", () => {
    const m = createKeyMatcher();
    expect(m.match(key("g"), 0, bindings)).toEqual({ pending: true });
    expect(m.match(key("n"), 10, bindings)).toEqual({ binding: n });
    expect(m.match(key("g"), 20, bindings)).toEqual({ pending: true });
    expect(m.match(key("d", { ctrlKey: true }), 30, bindings)).toBeNull();
    expect(m.match(key("d"), 40, bindings)).toBeNull();
    m.match(key("g"), 50, bindings);
    m.reset();
    expect(m.match(key("p"), 60, bindings)).toBeNull();
  });

  it("runs the binding registered last when two share a key (a page over the global ones)", () => {
    const m = createKeyMatcher();
    const pageN = { keys: ["n"], id: "page" };
    expect(m.match(key("n"), 0, [n, pageN])).toEqual({ binding: pageN });
  });
});

describe("keyLabel", () => {
  it("writes arrows as symbols, Escape as Esc and a sequence with 'then'", () => {
    expect(keyLabel("ArrowDown")).toBe("↓");
    expect(keyLabel("Escape")).toBe("Esc");
    expect(keyLabel("g d")).toBe("g then d");
    expect(keyLabel("?")).toBe("?");
  });

  it("writes the Space key as 'Space', never as a sequence (issue 20, item 17)", () => {
    expect(keyLabel(" ")).toBe("Space");
  });
});
