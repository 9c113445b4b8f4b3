import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { BoardView } from "./board-toolbar";
import { swimlaneKindOf } from "./swimlanes";

const BOARD_VIEWS: readonly BoardView[] = ["kanban", "table", "gantt"];
const isBoardView = (value: string | null): value is BoardView =>
  value !== null && (BOARD_VIEWS as readonly string[]).includes(value);
/** How long the search box waits for typing to stop before writing `?q=`. */
const SEARCH_URL_DELAY_MS = 300;

/** The view stored under `key`, or null when there is none or storage is unavailable. */
function readStoredView(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The board's view, search, status, type and epic filters, kept in the address so they can be shared and
 * survive reload and Back: `?view=` and `?status=a,b` add a history entry, `?q=` replaces it after
 * typing stops. No `?view=` means kanban, except when the board opens: then it shows the view this
 * user last chose on this project (localStorage).
 */
export function useBoardAddress(projectId: number, userId: number | undefined) {
  const [params, setParams] = useSearchParams();
  const storageKey = `sprintboard:board-view:${userId ?? 0}:${projectId}`;
  const urlView = params.get("view");
  const view: BoardView = isBoardView(urlView) ? urlView : "kanban";
  const statusParam = params.get("status") ?? "";
  const statusFilter = useMemo(() => statusParam.split(",").filter(Boolean), [statusParam]);
  const typeFilter = params.get("type") || null;
  const epicParam = Number(params.get("epic"));
  const epicFilter = Number.isInteger(epicParam) && epicParam > 0 ? epicParam : null;
  const swimlanes = swimlaneKindOf(params.get("swimlanes"));
  const urlSearch = params.get("q") ?? "";
  const [search, setSearch] = useState(urlSearch);
  const written = useRef(urlSearch);

  const write = useCallback(
    (key: string, value: string | null, replace: boolean) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  // Opened without `?view=`: show the view last chosen here, in the address too (replacing the
  // entry), so that an entry without `?view=` always means the kanban default.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the board opens
  useEffect(() => {
    if (params.has("view")) return;
    const stored = readStoredView(storageKey);
    if (isBoardView(stored) && stored !== "kanban") write("view", stored, true);
  }, []);
  // Back, Forward or a link changed `?q=`: show it in the box.
  useEffect(() => {
    if (urlSearch === written.current) return;
    written.current = urlSearch;
    setSearch(urlSearch);
  }, [urlSearch]);
  // Typing: write `?q=` once it stops, replacing the current entry.
  useEffect(() => {
    if (search === written.current) return;
    const timer = setTimeout(() => {
      written.current = search;
      write("q", search.trim() ? search : null, true);
    }, SEARCH_URL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, write]);

  const setView = useCallback(
    (next: BoardView) => {
      try {
        localStorage.setItem(storageKey, next);
      } catch {
        // Private mode or full storage: the address still has the view.
      }
      if (next !== view) write("view", next, false);
    },
    [storageKey, view, write],
  );
  const setStatusFilter = useCallback(
    (next: string[]) => write("status", next.length ? next.join(",") : null, false),
    [write],
  );
  // `?type=` and `?epic=` (product rules §35) add a history entry, as the status filter does.
  const setTypeFilter = useCallback((next: string | null) => write("type", next, false), [write]);
  const setEpicFilter = useCallback(
    (next: number | null) => write("epic", next === null ? null : String(next), false),
    [write],
  );
  const setSwimlanes = useCallback((next: string | null) => write("swimlanes", next, false), [write]);
  return {
    swimlanes,
    setSwimlanes,
    view,
    setView,
    search,
    setSearch,
    statusFilter,
    setStatusFilter,
    typeFilter,
    setTypeFilter,
    epicFilter,
    setEpicFilter,
  };
}
