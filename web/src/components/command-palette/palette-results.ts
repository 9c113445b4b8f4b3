import type { SearchResult } from "@contract/search";
import { TASK_TYPES, type TaskType } from "@contract/tasks";
import { defineMessages, type Translate } from "@/i18n";
import type { PaletteGroup, PaletteItem } from "./palette-commands";

const M = defineMessages({
  taskDetail: {
    id: "commandPalette.result.taskDetail",
    defaultMessage: "{type, select, story {Story} bug {Bug} epic {Epic} other {Task}} · {project}",
    description: "A task found: its type, then its project's name",
  },
  yourProfile: { id: "commandPalette.result.yourProfile", defaultMessage: "{email} · your profile" },
  sendMessage: { id: "commandPalette.result.sendMessage", defaultMessage: "{email} · send a message" },
  sprintStatus: {
    id: "commandPalette.result.sprintStatus",
    defaultMessage:
      "{status, select, planning {planning} active {active} completed {completed} other {{status}}}",
  },
});

const GROUP_TITLES = defineMessages({
  task: { id: "nav.tasks", defaultMessage: "Tasks" },
  project: { id: "nav.projects", defaultMessage: "Projects" },
  sprint: { id: "nav.sprints", defaultMessage: "Sprints" },
  person: { id: "commandPalette.group.people", defaultMessage: "People" },
  department: { id: "nav.departments", defaultMessage: "Departments" },
});

/**
 * What the palette asks the search for (product rules §26, §35): the text, or after a type and a
 * colon ('epic: checkout', 'bugs:crash') that text among the tasks of that type only.
 */
export function paletteSearchOf(query: string): { q: string; type?: TaskType } {
  const match = /^\s*(task|story|stories|bug|epic)s?\s*:\s*(.*)$/i.exec(query);
  if (!match) return { q: query.trim() };
  const word = match[1]!.toLowerCase();
  const type = (word === "stories" ? "story" : word) as TaskType;
  return TASK_TYPES.includes(type) ? { q: match[2]!.trim(), type } : { q: query.trim() };
}

/** A search result as a palette item; `openPerson` opens a direct chat with someone else. */
export function resultItem(
  t: Translate,
  result: SearchResult,
  selfId: number | undefined,
  openPerson: (userId: number) => Promise<void>,
): PaletteItem {
  const id = `${result.kind}-${result.id}`;
  switch (result.kind) {
    case "task":
      // As My Tasks and the notifications open a task: its board with ?taskId=.
      return {
        id,
        label: result.title,
        badge: result.key,
        // The type first, so an epic is told from a task at a glance (product rules §35).
        detail: t(M.taskDetail, { type: result.type, project: result.projectName }),
        to: `/projects/${result.projectId}?taskId=${result.id}`,
      };
    case "project":
      return { id, label: result.name, badge: result.key, to: `/projects/${result.id}` };
    case "sprint":
      return {
        id,
        label: result.name,
        detail: t(M.sprintStatus, { status: result.status }),
        to: `/sprints/${result.id}`,
      };
    case "person":
      return result.id === selfId
        ? { id, label: result.name, detail: t(M.yourProfile, { email: result.email }), to: "/profile" }
        : {
            id,
            label: result.name,
            detail: t(M.sendMessage, { email: result.email }),
            run: () => openPerson(result.id),
          };
    case "department":
      return { id, label: result.name, to: `/teams/${result.id}` };
  }
}

/** The search results grouped by kind, groups in the order of their best result. */
export function resultGroups(
  t: Translate,
  results: readonly SearchResult[],
  selfId: number | undefined,
  openPerson: (userId: number) => Promise<void>,
): PaletteGroup[] {
  const groups = new Map<SearchResult["kind"], PaletteGroup>();
  for (const result of results) {
    let group = groups.get(result.kind);
    if (!group) {
      group = { id: `group-${result.kind}`, title: t(GROUP_TITLES[result.kind]), items: [] };
      groups.set(result.kind, group);
    }
    group.items.push(resultItem(t, result, selfId, openPerson));
  }
  return [...groups.values()];
}

/** The score of an exact key: such a result leads the palette, above every screen and action. */
export const EXACT_KEY_SCORE = 100;
