import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { Dialog as DialogPrimitive, VisuallyHidden } from "radix-ui";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useCurrentUser } from "@/api/auth";
import { sendJson } from "@/api/http";
import { searchQuery } from "@/api/search";
import { defineMessages, useT } from "@/i18n";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import {
  filterItems,
  type PaletteGroup,
  type PaletteItem,
  paletteActions,
  paletteScreens,
} from "./palette-commands";
import { EXACT_KEY_SCORE, paletteSearchOf, resultGroups } from "./palette-results";

const M = defineMessages({
  title: { id: "commandPalette.title", defaultMessage: "Search and commands" },
  couldNotOpen: {
    id: "commandPalette.couldNotOpenConversation",
    defaultMessage: "Could not open the conversation",
  },
  actions: { id: "commandPalette.group.actions", defaultMessage: "Actions" },
  screens: { id: "commandPalette.group.screens", defaultMessage: "Screens" },
  inputLabel: {
    id: "commandPalette.input.label",
    defaultMessage: "Search tasks, projects, people and commands",
  },
  placeholder: { id: "commandPalette.input.placeholder", defaultMessage: "Search or type a command..." },
  results: { id: "commandPalette.results", defaultMessage: "Results" },
  noResults: { id: "commandPalette.noResults", defaultMessage: "No results" },
  count: { id: "commandPalette.count", defaultMessage: "{count, plural, one {# result} other {# results}}" },
});

/** How long typing must pause before the palette searches (ms). */
const SEARCH_DELAY_MS = 150;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The command palette (Ctrl+K / Cmd+K, product rules §26): a combobox over one listbox of grouped
 * options: actions and screens (filtered here, fuzzily) and the server's search results. Arrow keys
 * move, Enter selects (the first option when none is active), Esc closes and focus returns.
 */
export function CommandPalette({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const t = useT();
  // The chosen item runs once the palette is gone, so that a dialog it opens (New task) gets the
  // focus and the Esc key, and the focus is not handed back to where the palette was opened.
  const chosen = useRef<PaletteItem | null>(null);
  // Opened by a shortcut there is no Dialog.Trigger for Radix to refocus: the palette remembers
  // what had the focus and gives it back on Esc.
  const returnTo = useRef<Element | null>(null);
  const onCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    const item = chosen.current;
    chosen.current = null;
    if (!item) {
      if (returnTo.current instanceof HTMLElement) returnTo.current.focus();
      return;
    }
    if (item.to) void navigate(item.to);
    else if (item.run) void item.run();
  };
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 motion-safe:animate-fade-in" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            returnTo.current = document.activeElement;
          }}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-x-0 top-[10vh] z-50 mx-auto flex max-h-[80dvh] w-[calc(100%-1rem)] max-w-xl flex-col overflow-hidden rounded-lg border bg-background shadow-lg outline-none motion-safe:animate-fade-in"
        >
          <VisuallyHidden.Root>
            <DialogPrimitive.Title>{t(M.title)}</DialogPrimitive.Title>
          </VisuallyHidden.Root>
          {open && (
            <PaletteBody
              onChoose={(item) => {
                chosen.current = item;
                onOpenChange(false);
              }}
            />
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function usePaletteGroups(query: string): { groups: PaletteGroup[]; settled: boolean } {
  const { data: user } = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const debounced = useDebounced(query.trim(), SEARCH_DELAY_MS);
  // 'epic: text' searches the epics only (product rules §35).
  const asked = paletteSearchOf(debounced);
  const search = useQuery(searchQuery(asked.q, undefined, asked.type ? { type: asked.type } : {}));
  const ctx = { pathname: location.pathname, search: location.search, isSuperAdmin: !!user?.isSuperAdmin };
  const actions = filterItems(paletteActions(ctx, t), query);
  const screens = filterItems(paletteScreens(ctx, t), query);
  const results = query.trim() && search.data ? search.data.results : [];
  const openPerson = async (userId: number) => {
    try {
      // POST /api/chat/direct: the direct channel with the person (made on first use).
      const channel = await sendJson<{ id: number }>("POST", "/api/chat/direct", { userId });
      await navigate(`/chat/${channel.id}`);
    } catch {
      toast({ title: t(M.couldNotOpen), variant: "destructive" });
    }
  };
  const found = resultGroups(t, results, user?.id, openPerson);
  const local: PaletteGroup[] = [
    { id: "group-actions", title: t(M.actions), items: actions },
    { id: "group-screens", title: t(M.screens), items: screens },
  ];
  // An exact key leads; otherwise the screens and actions that match come before the results.
  const keyFirst = (results[0]?.score ?? 0) >= EXACT_KEY_SCORE;
  const groups = (keyFirst ? [...found, ...local] : [...local, ...found]).filter((g) => g.items.length > 0);
  const settled = !query.trim() || (debounced === query.trim() && !search.isFetching);
  return { groups, settled };
}

function PaletteBody({ onChoose }: { onChoose: (item: PaletteItem) => void }) {
  const t = useT();
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(-1);
  const { groups, settled } = usePaletteGroups(query);
  const options = useMemo(() => groups.flatMap((g) => g.items), [groups]);
  const baseId = useId();
  const optionId = (i: number) => `${baseId}-option-${i}`;
  const listId = `${baseId}-list`;
  const current = active >= 0 && active < options.length ? active : -1;

  useEffect(() => {
    if (current >= 0) document.getElementById(optionId(current))?.scrollIntoView({ block: "nearest" });
  });

  const choose = (item: PaletteItem | undefined) => item && onChoose(item);
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const n = options.length;
    if (event.key === "ArrowDown" && n > 0) setActive((current + 1) % n);
    else if (event.key === "ArrowUp" && n > 0) setActive(current <= 0 ? n - 1 : current - 1);
    else if (event.key === "Enter") choose(options[Math.max(current, 0)]);
    else return;
    event.preventDefault();
  };

  let index = -1;
  return (
    <>
      <div className="flex items-center gap-2 border-b px-3">
        <Search aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <input
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={current >= 0 ? optionId(current) : undefined}
          aria-label={t(M.inputLabel)}
          placeholder={t(M.placeholder)}
          autoComplete="off"
          spellCheck={false}
          className="h-12 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground sm:text-sm"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={t(M.results)}
        className="min-h-0 flex-1 overflow-y-auto p-2"
      >
        {groups.map((group) => (
          // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role=group (WAI-ARIA), not fieldsets
          <div key={group.id} role="group" aria-labelledby={`${baseId}-${group.id}`} className="pb-2">
            <div
              id={`${baseId}-${group.id}`}
              className="px-2 py-1.5 text-xs font-medium text-muted-foreground"
            >
              {group.title}
            </div>
            {group.items.map((item) => {
              index += 1;
              const i = index;
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys (aria-activedescendant)
                <div
                  key={item.id}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === current}
                  tabIndex={-1}
                  onMouseMove={() => i !== current && setActive(i)}
                  onClick={() => choose(item)}
                  className={cn(
                    "flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm",
                    i === current && "bg-accent text-accent-foreground",
                  )}
                >
                  {item.badge && (
                    <span className="shrink-0 rounded bg-muted px-1.5 py-0.5 font-mono text-xs text-muted-foreground">
                      {item.badge}
                    </span>
                  )}
                  <span className="min-w-0 flex-1 truncate">{item.label}</span>
                  {item.detail && (
                    <span className="hidden max-w-[40%] shrink-0 truncate text-xs text-muted-foreground sm:inline">
                      {item.detail}
                    </span>
                  )}
                </div>
              );
            })}
          </div>
        ))}
        {settled && options.length === 0 && (
          <p className="px-2 py-6 text-center text-sm text-muted-foreground">{t(M.noResults)}</p>
        )}
      </div>
      {/* Live, but not role=status: the toast is the page's one status (status-role.test.ts). */}
      <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="palette-announcer">
        {settled ? t(M.count, { count: options.length }) : ""}
      </div>
    </>
  );
}
