import type { SearchResult } from "@contract/search";
import { TASK_TYPES, type TaskType } from "@contract/tasks";
import type { PaletteGroup, PaletteItem } from "./palette-commands";

const TYPE_LABELS: Record<string, string> = { task: "Task", story: "Story", bug: "Bug", epic: "Epic" };

const GROUP_TITLES = {
  task: "Tasks",
  project: "Projects",
  sprint: "Sprints",
  person: "People",
  department: "Departments",
} as const;

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
        detail: `${TYPE_LABELS[result.type] ?? "Task"} · ${result.projectName}`,
        to: `/projects/${result.projectId}?taskId=${result.id}`,
      };
    case "project":
      return { id, label: result.name, badge: result.key, to: `/projects/${result.id}` };
    case "sprint":
      return { id, label: result.name, detail: result.status, to: `/sprints/${result.id}` };
    case "person":
      return result.id === selfId
        ? { id, label: result.name, detail: `${result.email} · your profile`, to: "/profile" }
        : {
            id,
            label: result.name,
            detail: `${result.email} · send a message`,
            run: () => openPerson(result.id),
          };
    case "department":
      return { id, label: result.name, to: `/teams/${result.id}` };
  }
}

/** The search results grouped by kind, groups in the order of their best result. */
export function resultGroups(
  results: readonly SearchResult[],
  selfId: number | undefined,
  openPerson: (userId: number) => Promise<void>,
): PaletteGroup[] {
  const groups = new Map<SearchResult["kind"], PaletteGroup>();
  for (const result of results) {
    let group = groups.get(result.kind);
    if (!group) {
      group = { id: `group-${result.kind}`, title: GROUP_TITLES[result.kind], items: [] };
      groups.set(result.kind, group);
    }
    group.items.push(resultItem(result, selfId, openPerson));
  }
  return [...groups.values()];
}

/** The score of an exact key: such a result leads the palette, above every screen and action. */
export const EXACT_KEY_SCORE = 100;
