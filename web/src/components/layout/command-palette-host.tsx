import { Search } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { COMMON, useT } from "@/i18n";
import { cn } from "@/lib/utils";

// The palette's code loads on first open: the shell carries only this button and the shortcut.
const CommandPalette = lazy(() =>
  import("@/components/command-palette/command-palette").then((m) => ({ default: m.CommandPalette })),
);

const isMac = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The command palette's state for the shell: Ctrl+K / Cmd+K anywhere toggles it (even while typing
 * in a field), and `open()` is what the Search buttons call.
 */
export function useCommandPalette() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "k" || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      event.preventDefault();
      setLoaded(true);
      setOpen((was) => !was);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  const palette = loaded ? (
    <Suspense fallback={null}>
      <CommandPalette open={open} onOpenChange={setOpen} />
    </Suspense>
  ) : null;
  return {
    palette,
    open: () => {
      setLoaded(true);
      setOpen(true);
    },
  };
}

/** The shell's Search button, with its shortcut shown (Ctrl K, or ⌘K on a Mac). */
export function SearchButton({ onOpen, className }: { onOpen: () => void; className?: string }) {
  const t = useT();
  const shortcut = isMac()
    ? "⌘K"
    : t({
        id: "layout.search.ctrlK",
        defaultMessage: "Ctrl K",
        description: "The Control key and K, as keyboards of the language label it",
      });
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-keyshortcuts={isMac() ? "Meta+K" : "Control+K"}
      className={cn(
        "flex h-9 items-center gap-2 rounded-md border bg-background px-3 text-sm text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className,
      )}
    >
      <Search aria-hidden="true" className="size-4 shrink-0" />
      <span>{t(COMMON.search)}</span>
      <kbd className="ms-auto rounded border bg-muted px-1.5 font-mono text-[0.7rem]">{shortcut}</kbd>
    </button>
  );
}
