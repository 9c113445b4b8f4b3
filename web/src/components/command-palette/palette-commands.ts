import { defineMessages, type MessageDescriptor, type Translate } from "@/i18n";
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

/** A palette entry before translation: its label and keywords as messages. */
type PaletteEntry = Omit<PaletteItem, "label" | "keywords"> & {
  label: MessageDescriptor;
  /** The label's placeholders. */
  values?: Record<string, string>;
  keywords?: MessageDescriptor;
};

const M = defineMessages({
  dashboard: { id: "nav.dashboard", defaultMessage: "Dashboard" },
  dashboardWords: { id: "commandPalette.keywords.dashboard", defaultMessage: "home overview" },
  projects: { id: "nav.projects", defaultMessage: "Projects" },
  projectsWords: { id: "commandPalette.keywords.projects", defaultMessage: "all projects" },
  sprints: { id: "nav.sprints", defaultMessage: "Sprints" },
  myTasks: { id: "myTasks.title", defaultMessage: "My Tasks" },
  myTasksWords: { id: "commandPalette.keywords.myTasks", defaultMessage: "assigned" },
  calendar: { id: "nav.calendar", defaultMessage: "Calendar" },
  calendarWords: { id: "commandPalette.keywords.calendar", defaultMessage: "due dates" },
  reports: { id: "nav.reports", defaultMessage: "Reports" },
  reportsWords: { id: "commandPalette.keywords.reports", defaultMessage: "velocity cycle time" },
  departments: { id: "nav.departments", defaultMessage: "Departments" },
  departmentsWords: { id: "commandPalette.keywords.departments", defaultMessage: "teams" },
  teamMembers: { id: "nav.teamMembers", defaultMessage: "Team Members" },
  teamMembersWords: { id: "commandPalette.keywords.teamMembers", defaultMessage: "invite people" },
  chat: { id: "nav.chat", defaultMessage: "Chat" },
  chatWords: { id: "commandPalette.keywords.chat", defaultMessage: "messages" },
  notifications: { id: "nav.notifications", defaultMessage: "Notifications" },
  notificationsWords: { id: "commandPalette.keywords.notifications", defaultMessage: "inbox" },
  settings: { id: "nav.settings", defaultMessage: "Settings" },
  settingsWords: { id: "commandPalette.keywords.settings", defaultMessage: "preferences" },
  profile: { id: "commandPalette.screen.profile", defaultMessage: "Profile" },
  profileWords: { id: "commandPalette.keywords.profile", defaultMessage: "account password avatar" },
  superAdmin: { id: "nav.superAdmin", defaultMessage: "Super Admin" },
  superAdminWords: { id: "commandPalette.keywords.superAdmin", defaultMessage: "users approve" },
  newTask: { id: "commandPalette.action.newTask", defaultMessage: "New task" },
  newProject: { id: "commandPalette.action.newProject", defaultMessage: "New project" },
  createWords: { id: "commandPalette.keywords.create", defaultMessage: "create add" },
  switchView: {
    id: "commandPalette.action.switchView",
    defaultMessage: "Switch board view to {view, select, kanban {Kanban} table {Table} other {Gantt}}",
  },
  viewWords: { id: "commandPalette.keywords.view", defaultMessage: "board view" },
  goMyTasks: { id: "shortcuts.goMyTasks", defaultMessage: "Go to My Tasks" },
  toggleTheme: { id: "commandPalette.action.toggleTheme", defaultMessage: "Toggle theme" },
  themeWords: { id: "commandPalette.keywords.theme", defaultMessage: "dark light mode appearance" },
});

const SCREENS: readonly PaletteEntry[] = [
  { id: "screen-dashboard", label: M.dashboard, to: "/dashboard", keywords: M.dashboardWords },
  { id: "screen-projects", label: M.projects, to: "/projects", keywords: M.projectsWords },
  { id: "screen-sprints", label: M.sprints, to: "/sprints" },
  { id: "screen-my-tasks", label: M.myTasks, to: "/tasks", keywords: M.myTasksWords },
  { id: "screen-calendar", label: M.calendar, to: "/calendar", keywords: M.calendarWords },
  { id: "screen-reports", label: M.reports, to: "/reports", keywords: M.reportsWords },
  { id: "screen-departments", label: M.departments, to: "/teams", keywords: M.departmentsWords },
  { id: "screen-team-members", label: M.teamMembers, to: "/team-members", keywords: M.teamMembersWords },
  { id: "screen-chat", label: M.chat, to: "/chat", keywords: M.chatWords },
  {
    id: "screen-notifications",
    label: M.notifications,
    to: "/notifications",
    keywords: M.notificationsWords,
  },
  { id: "screen-settings", label: M.settings, to: "/settings", keywords: M.settingsWords },
  { id: "screen-profile", label: M.profile, to: "/profile", keywords: M.profileWords },
];

const BOARD_VIEWS = ["kanban", "table", "gantt"] as const;

/** An entry in the language shown: its label and keywords translated. */
function translated(t: Translate, entry: PaletteEntry): PaletteItem {
  const { label, values, keywords, ...rest } = entry;
  return { ...rest, label: t(label, values), ...(keywords ? { keywords: t(keywords) } : {}) };
}

/** The board's path with one search parameter changed (the board keeps its state in the address). */
function boardPath(ctx: PaletteContext, key: string, value: string): string {
  const params = new URLSearchParams(ctx.search);
  params.set(key, value);
  if (key === "view") params.delete("new");
  return `${ctx.pathname}?${params}`;
}

/** The actions the palette offers where it was opened, in order. */
export function paletteActions(ctx: PaletteContext, t: Translate): PaletteItem[] {
  const onBoard = /^\/projects\/\d+\/?$/.test(ctx.pathname);
  const currentView = new URLSearchParams(ctx.search).get("view") ?? "kanban";
  const actions: PaletteEntry[] = [];
  // The board opens its create-task dialog for `?new=1` (use-board-address.ts).
  if (onBoard)
    actions.push({
      id: "action-new-task",
      label: M.newTask,
      to: boardPath(ctx, "new", "1"),
      keywords: M.createWords,
    });
  actions.push({
    id: "action-new-project",
    label: M.newProject,
    to: "/projects/new",
    keywords: M.createWords,
  });
  if (onBoard) {
    for (const view of BOARD_VIEWS) {
      if (view === currentView) continue;
      actions.push({
        id: `action-view-${view}`,
        label: M.switchView,
        values: { view },
        to: boardPath(ctx, "view", view),
        keywords: M.viewWords,
      });
    }
  }
  actions.push({ id: "action-my-tasks", label: M.goMyTasks, to: "/tasks" });
  // From what shows now: 'system' on a dark device becomes light (lib/theme.ts); the shell saves it.
  actions.push({
    id: "action-toggle-theme",
    label: M.toggleTheme,
    keywords: M.themeWords,
    run: () => {
      toggleTheme();
    },
  });
  return actions.map((entry) => translated(t, entry));
}

/** The screens of the navigation (the super administrator also gets Super Admin). */
export function paletteScreens(ctx: PaletteContext, t: Translate): PaletteItem[] {
  const screens = ctx.isSuperAdmin
    ? [...SCREENS, { id: "screen-admin", label: M.superAdmin, to: "/admin", keywords: M.superAdminWords }]
    : SCREENS;
  return screens.map((entry) => translated(t, entry));
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
