import { fuzzyScore } from "@/lib/fuzzy";
import { toggleTheme } from "@/lib/theme";

/** One entry of the palette: a screen, an action or a search result. */
export type PaletteItem = {
  id: string;
  /** The text shown and matched. */
  label: string;
  /** A second, muted line (a task's project, an email). */
  detail?: string;
  /** A short badge before the label (a task key). */
  badge?: string;
  /** Other words that find it ("teams" for Departments). */
  keywords?: string;
  /** Where selecting it goes, or what it does. */
  to?: string;
  run?: () => void | Promise<void>;
};

/** A titled group of items (Actions, Screens, Tasks, ...). */
export type PaletteGroup = { id: string; title: string; items: PaletteItem[] };

/** Where the palette was opened: the address decides the board's actions. */
export type PaletteContext = { pathname: string; search: string; isSuperAdmin: boolean };

const SCREENS: readonly PaletteItem[] = [
  { id: "screen-dashboard", label: "Dashboard", to: "/dashboard", keywords: "home overview" },
  { id: "screen-projects", label: "Projects", to: "/projects", keywords: "all projects" },
  { id: "screen-sprints", label: "Sprints", to: "/sprints" },
  { id: "screen-my-tasks", label: "My Tasks", to: "/tasks", keywords: "assigned" },
  { id: "screen-calendar", label: "Calendar", to: "/calendar", keywords: "due dates" },
  { id: "screen-reports", label: "Reports", to: "/reports", keywords: "velocity cycle time" },
  { id: "screen-departments", label: "Departments", to: "/teams", keywords: "teams" },
  { id: "screen-team-members", label: "Team Members", to: "/team-members", keywords: "invite people" },
  { id: "screen-chat", label: "Chat", to: "/chat", keywords: "messages" },
  { id: "screen-notifications", label: "Notifications", to: "/notifications", keywords: "inbox" },
  { id: "screen-settings", label: "Settings", to: "/settings", keywords: "preferences" },
  { id: "screen-profile", label: "Profile", to: "/profile", keywords: "account password avatar" },
];

const BOARD_VIEWS = [
  { view: "kanban", label: "Kanban" },
  { view: "table", label: "Table" },
  { view: "gantt", label: "Gantt" },
] as const;

/** The board's path with one search parameter changed (the board keeps its state in the address). */
function boardPath(ctx: PaletteContext, key: string, value: string): string {
  const params = new URLSearchParams(ctx.search);
  params.set(key, value);
  if (key === "view") params.delete("new");
  return `${ctx.pathname}?${params}`;
}

/** The actions the palette offers where it was opened, in order. */
export function paletteActions(ctx: PaletteContext): PaletteItem[] {
  const onBoard = /^\/projects\/\d+\/?$/.test(ctx.pathname);
  const currentView = new URLSearchParams(ctx.search).get("view") ?? "kanban";
  const actions: PaletteItem[] = [];
  // The board opens its create-task dialog for `?new=1` (use-board-address.ts).
  if (onBoard)
    actions.push({
      id: "action-new-task",
      label: "New task",
      to: boardPath(ctx, "new", "1"),
      keywords: "create add",
    });
  actions.push({
    id: "action-new-project",
    label: "New project",
    to: "/projects/new",
    keywords: "create add",
  });
  if (onBoard) {
    for (const { view, label } of BOARD_VIEWS) {
      if (view === currentView) continue;
      actions.push({
        id: `action-view-${view}`,
        label: `Switch board view to ${label}`,
        to: boardPath(ctx, "view", view),
        keywords: "board view",
      });
    }
  }
  actions.push({ id: "action-my-tasks", label: "Go to My Tasks", to: "/tasks" });
  // From what shows now: 'system' on a dark device becomes light (lib/theme.ts); the shell saves it.
  actions.push({
    id: "action-toggle-theme",
    label: "Toggle theme",
    keywords: "dark light mode appearance",
    run: () => {
      toggleTheme();
    },
  });
  return actions;
}

/** The screens of the navigation (the super administrator also gets Super Admin). */
export function paletteScreens(ctx: PaletteContext): PaletteItem[] {
  return ctx.isSuperAdmin
    ? [...SCREENS, { id: "screen-admin", label: "Super Admin", to: "/admin", keywords: "users approve" }]
    : [...SCREENS];
}

/** The best score of `query` against an item's label and keywords, or null when neither matches. */
export function itemScore(query: string, item: PaletteItem): number | null {
  const byLabel = fuzzyScore(query, item.label);
  const byWords = item.keywords ? fuzzyScore(query, item.keywords) : null;
  if (byLabel === null) return byWords === null ? null : byWords / 2;
  return Math.max(byLabel, byWords === null ? 0 : byWords / 2);
}

/** `items` that match `query`, best first (all of them, in order, for an empty query). */
export function filterItems(items: readonly PaletteItem[], query: string): PaletteItem[] {
  if (query.trim() === "") return [...items];
  return items
    .map((item, i) => ({ item, i, score: itemScore(query, item) }))
    .filter((x): x is { item: PaletteItem; i: number; score: number } => x.score !== null)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((x) => x.item);
}
