import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useNavigate } from "react-router";
import { defineMessages, type MessageDescriptor, translator } from "@/i18n";
import { createKeyMatcher, isTypingTarget, type KeyBinding } from "@/lib/shortcuts";

// Loaded the first time '?' is pressed: the signed-in pages do not pay for it up front.
const ShortcutsOverlay = lazy(() =>
  import("./shortcuts-overlay").then((m) => ({ default: m.ShortcutsOverlay })),
);

/** A registered shortcut: its keys and what it does; `run` returns false when it does not apply now. */
export interface Shortcut extends KeyBinding {
  run: (event: KeyboardEvent) => boolean | undefined;
}

/** The pages' bindings in force (after the global ones): a later registration wins on the same key. */
let bindings: readonly Shortcut[] = [];

/** Adds bindings after the ones there; returns their removal. */
function registerShortcuts(added: readonly Shortcut[]): () => void {
  bindings = [...bindings, ...added];
  return () => {
    bindings = bindings.filter((b) => !added.includes(b));
  };
}

let message = "";
const listeners = new Set<() => void>();
const setMessage = (text: string) => {
  message = text;
  for (const listener of listeners) listener();
};

/** Says `text` through the one polite live region of the shortcuts. */
export function announce(text: string): void {
  // Emptied first, so the same words said twice are heard twice.
  setMessage("");
  requestAnimationFrame(() => setMessage(text));
}

/** An open dialog, menu or list box takes its own keys: no shortcut runs while one is open. */
const OPEN_LAYER = '[role="dialog"],[role="alertdialog"],[role="menu"],[role="listbox"]';

/** Where `g` then a letter goes, and what is announced. */
const SAID = defineMessages({
  shortcuts: { id: "shortcuts.overlay.title", defaultMessage: "Keyboard shortcuts" },
  dashboard: { id: "nav.dashboard", defaultMessage: "Dashboard" },
  projects: { id: "nav.projects", defaultMessage: "Projects" },
  sprints: { id: "nav.sprints", defaultMessage: "Sprints" },
  myTasks: { id: "myTasks.title", defaultMessage: "My Tasks" },
});

const GO_TO: readonly [string, string, MessageDescriptor][] = [
  ["d", "/dashboard", SAID.dashboard],
  ["p", "/projects", SAID.projects],
  ["s", "/sprints", SAID.sprints],
  ["m", "/tasks", SAID.myTasks],
];

/**
 * The app's keyboard shortcuts (product rules: keyboard shortcuts), mounted once in the shell: one
 * document listener that runs the registered bindings unless the user is typing, Ctrl, Meta or Alt
 * is held, or a dialog or menu is open; the global bindings ('?' and the `g` sequences); the '?'
 * overlay; and the live region that announces each shortcut's effect.
 */
export function KeyboardShortcuts() {
  const navigate = useNavigate();
  const [overlayOpen, setOverlayOpen] = useState(false);
  const [overlayUsed, setOverlayUsed] = useState(false);
  const global = useRef<readonly Shortcut[]>([]);
  const said = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => message,
  );

  useEffect(() => {
    const help: Shortcut = {
      keys: ["?"],
      run: () => {
        setOverlayUsed(true);
        setOverlayOpen(true);
        announce(translator()(SAID.shortcuts));
        return true;
      },
    };
    const goTo = GO_TO.map(
      ([key, path, name]): Shortcut => ({
        keys: [`g ${key}`],
        run: () => {
          void navigate(path);
          announce(translator()(name));
          return true;
        },
      }),
    );
    global.current = [help, ...goTo];
  }, [navigate]);

  useEffect(() => {
    const matcher = createKeyMatcher();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (isTypingTarget(event.target as Element | null) || document.querySelector(OPEN_LAYER)) {
        matcher.reset();
        return;
      }
      const result = matcher.match(event, event.timeStamp, [...global.current, ...bindings]);
      if (!result) return;
      if ("pending" in result || result.binding.run(event) !== false) event.preventDefault();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <>
      {/* A live region without the status role: the toast is the page's one status (status-role.test.ts). */}
      <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="shortcut-announcer">
        {said}
      </div>
      {overlayUsed && (
        <Suspense fallback={null}>
          <ShortcutsOverlay open={overlayOpen} onOpenChange={setOverlayOpen} />
        </Suspense>
      )}
    </>
  );
}

/**
 * Registers `shortcuts` while the calling component is mounted, after the global ones so they win
 * on the same key. The latest handlers always run; the registration changes only when the keys do.
 */
export function useShortcuts(shortcuts: readonly Shortcut[]): void {
  const latest = useRef(shortcuts);
  latest.current = shortcuts;
  const signature = shortcuts.map((s) => s.keys.join(",")).join("|");
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-register only when the keys change
  useEffect(
    () =>
      registerShortcuts(
        latest.current.map((s, i) => ({ keys: s.keys, run: (event) => latest.current[i]?.run(event) })),
      ),
    [signature],
  );
}
