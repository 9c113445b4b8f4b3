/**
 * Keyboard shortcuts (product rules: keyboard shortcuts): which key events count, whether the user
 * is typing, and the matching of single keys and two-key sequences ('g' then 'd'). Pure: the
 * provider in components/shortcuts listens to the document and runs what matches.
 */

/** What a shortcut handler needs of a keydown event. */
export type KeyLike = Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey">;

/** What the typing guard needs of the event's target (an Element, or a stand-in in tests). */
export interface TargetLike {
  tagName?: string;
  isContentEditable?: boolean;
  getAttribute?: (name: string) => string | null;
  closest?: (selector: string) => unknown;
}

/** Input types that take no typed text: a letter pressed on them is a shortcut. */
const NON_TEXT_INPUTS = new Set(["checkbox", "radio", "button", "submit", "reset", "range", "color", "file"]);
/** Roles of custom widgets that take typed text or their own letter keys. */
const TYPING_ROLES = new Set(["textbox", "combobox", "searchbox", "spinbutton", "listbox", "menu", "slider"]);

/**
 * Whether a key pressed on `target` belongs to what the user is typing or operating: a text input,
 * a textarea, a select, anything contenteditable, or a widget with a text-taking role.
 */
export function isTypingTarget(target: TargetLike | null | undefined): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName?.toUpperCase();
  if (tag === "TEXTAREA" || tag === "SELECT") return true;
  if (tag === "INPUT") {
    const type = (target.getAttribute?.("type") ?? "text").toLowerCase();
    return !NON_TEXT_INPUTS.has(type);
  }
  const role = target.getAttribute?.("role");
  if (role && TYPING_ROLES.has(role)) return true;
  // Inside an editor whose own element is not the target (a rich-text child node).
  return Boolean(target.closest?.("[contenteditable=''],[contenteditable='true']"));
}

/** Whether a modifier is held that turns shortcuts off (Ctrl, Meta, Alt; Shift only makes '?'). */
export function hasBlockingModifier(event: KeyLike): boolean {
  return event.ctrlKey || event.metaKey || event.altKey;
}

/**
 * A binding's keys: one `KeyboardEvent.key` value ('n', '?', 'ArrowDown', 'Escape') or a sequence of
 * two separated by a space ('g d'). Letters match in lower case only, so Shift+N is not 'n'.
 */
export interface KeyBinding {
  keys: readonly string[];
}

/** The longest pause between the keys of a sequence. */
export const SEQUENCE_TIMEOUT_MS = 1000;

/** The result of one key: a binding to run, the first key of a sequence (wait), or nothing. */
export type MatchResult<B> = { binding: B } | { pending: true } | null;

/**
 * Matches keydown events against bindings; remembers the first key of a sequence for up to
 * `timeoutMs`. The last binding of the list wins when two have the same keys (pages override the
 * global ones by registering after them).
 */
export function createKeyMatcher(timeoutMs = SEQUENCE_TIMEOUT_MS) {
  let pending: { key: string; at: number } | null = null;
  const find = <B extends KeyBinding>(bindings: readonly B[], keys: string) => {
    for (let i = bindings.length - 1; i >= 0; i--) if (bindings[i]!.keys.includes(keys)) return bindings[i]!;
    return undefined;
  };
  return {
    /** The binding `event` completes at time `now` (ms), if any. */
    match<B extends KeyBinding>(event: KeyLike, now: number, bindings: readonly B[]): MatchResult<B> {
      if (hasBlockingModifier(event)) {
        pending = null;
        return null;
      }
      const key = event.key;
      const first = pending && now - pending.at <= timeoutMs ? pending.key : null;
      pending = null;
      if (first) {
        const sequence = find(bindings, `${first} ${key}`);
        if (sequence) return { binding: sequence };
      }
      if (bindings.some((b) => b.keys.some((k) => k.startsWith(`${key} `)))) {
        pending = { key, at: now };
        return { pending: true };
      }
      const single = find(bindings, key);
      return single ? { binding: single } : null;
    },
    /** Forgets a started sequence. */
    reset() {
      pending = null;
    },
  };
}

/** How the overlay writes a binding's key: arrows as symbols, a sequence as 'g then d'. */
export function keyLabel(key: string): string {
  const names: Record<string, string> = {
    ArrowUp: "↑",
    ArrowDown: "↓",
    ArrowLeft: "←",
    ArrowRight: "→",
    Escape: "Esc",
    " ": "Space",
  };
  if (names[key]) return names[key];
  return key
    .split(" ")
    .map((k) => names[k] ?? k)
    .join(" then ");
}
