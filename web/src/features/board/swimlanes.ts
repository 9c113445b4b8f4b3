import { TASK_PRIORITY_VALUES } from "@contract/common";
import type { Task, TaskUser } from "@contract/tasks";
import type { LanePatch } from "@/api/tasks";
import { COMMON, type Translate, translator } from "@/i18n";
import type { BoardColumnView } from "@/lib/board-model";
import { HIERARCHY_MESSAGES, PRIORITY_LANE_TITLES } from "@/lib/hierarchy-messages";
import { displayName } from "@/lib/user";

/** What the kanban's swimlanes group by (product rules §35), `?swimlanes=` in the address. */
export const SWIMLANE_KINDS = ["epic", "assignee", "priority"] as const;
export type SwimlaneKind = (typeof SWIMLANE_KINDS)[number];

/** A value of the address as a swimlane kind, or null (no swimlanes). */
export function swimlaneKindOf(value: string | null): SwimlaneKind | null {
  return (SWIMLANE_KINDS as readonly string[]).includes(value ?? "") ? (value as SwimlaneKind) : null;
}

/**
 * What a lane stands for: the field a card dropped into it takes (product rules §35): its epic
 * (`parentId`, null for 'No epic'), its assignee (null for 'Unassigned') or its priority.
 */
export type LaneValue =
  | { field: "parentId"; parentId: number | null }
  | { field: "assignedTo"; assignedTo: number | null; assignee: TaskUser | null }
  | { field: "priority"; priority: string };

/** One lane: its key, its title, its value, and the board's columns holding only its tasks. */
export type Swimlane = { key: string; title: string; value: LaneValue; columns: BoardColumnView[] };

/** The epic a task belongs to: itself when it is one, else its parent's or grandparent's. */
export function epicOf(task: Task, byId: ReadonlyMap<number, Task>): Task | null {
  let at: Task | undefined = task;
  for (let level = 0; level < 3 && at; level++) {
    if (at.type === "epic") return at;
    at = at.parentId === null ? undefined : byId.get(at.parentId);
  }
  return null;
}

const PRIORITY_LANES = TASK_PRIORITY_VALUES;

/**
 * The shown columns split into lanes: by epic (then 'No epic'), by assignee (then 'Unassigned')
 * or by priority (high, medium, low). Lanes keep the board's column order; an empty lane is left out.
 */
export function buildSwimlanes(
  columns: readonly BoardColumnView[],
  allTasks: readonly Task[],
  kind: SwimlaneKind,
  t: Translate = translator(),
): Swimlane[] {
  const byId = new Map(allTasks.map((t) => [t.id, t]));
  const lanes = new Map<string, { title: string; order: string; value: LaneValue }>();
  const laneOf = (task: Task): string => {
    if (kind === "epic") {
      const epic = epicOf(task, byId);
      const key = epic ? `epic-${epic.id}` : "none";
      if (!lanes.has(key))
        lanes.set(
          key,
          epic
            ? {
                title: `${epic.key} ${epic.title}`,
                order: `0${epic.key}`,
                value: { field: "parentId", parentId: epic.id },
              }
            : {
                title: t(HIERARCHY_MESSAGES.noEpic),
                order: "1",
                value: { field: "parentId", parentId: null },
              },
        );
      return key;
    }
    if (kind === "assignee") {
      const key = task.assignee ? `user-${task.assignee.id}` : "none";
      if (!lanes.has(key))
        lanes.set(
          key,
          task.assignee
            ? {
                title: displayName(task.assignee),
                order: `0${displayName(task.assignee).toLowerCase()}`,
                value: { field: "assignedTo", assignedTo: task.assignee.id, assignee: task.assignee },
              }
            : {
                title: t(COMMON.unassigned),
                order: "1",
                value: { field: "assignedTo", assignedTo: null, assignee: null },
              },
        );
      return key;
    }
    const index = (PRIORITY_LANES as readonly string[]).indexOf(task.priority);
    const at = index === -1 ? 1 : index;
    const value = PRIORITY_LANES[at]!;
    if (!lanes.has(value))
      lanes.set(value, {
        title: t(PRIORITY_LANE_TITLES[value]),
        order: String(at),
        value: { field: "priority", priority: value },
      });
    return value;
  };
  const perLane = new Map<string, Map<string, Task[]>>();
  for (const column of columns)
    for (const task of column.tasks) {
      const lane = laneOf(task);
      const cols = perLane.get(lane) ?? new Map<string, Task[]>();
      cols.set(column.id, [...(cols.get(column.id) ?? []), task]);
      perLane.set(lane, cols);
    }
  return [...lanes.entries()]
    .sort((a, b) => a[1].order.localeCompare(b[1].order))
    .map(([key, lane]) => ({
      key,
      title: lane.title,
      value: lane.value,
      columns: columns.map((c) => ({ ...c, tasks: perLane.get(key)?.get(c.id) ?? [] })),
    }));
}

/** The key of the lane a task sits in (the `key` of its `Swimlane`). */
export function laneKeyOf(task: Task, kind: SwimlaneKind, byId: ReadonlyMap<number, Task>): string {
  if (kind === "epic") {
    const epic = epicOf(task, byId);
    return epic ? `epic-${epic.id}` : "none";
  }
  if (kind === "assignee") return task.assignee ? `user-${task.assignee.id}` : "none";
  return (PRIORITY_LANES as readonly string[]).includes(task.priority) ? task.priority : "medium";
}

/** The change a drop into another lane makes: the fields to write, or why it cannot be made. */
export type LaneChange = { patch: LanePatch } | { refusal: string };

/**
 * What dropping `task` into `lane` changes (product rules §35), mirroring the server's hierarchy
 * rules so a refused drop sends nothing: an epic lane makes the task a child of that epic ('No
 * epic': top-level). An epic cannot have a parent, so it stays in its own lane; a sub-task (a child
 * of a story, task or bug) follows its parent, so it is moved by moving the parent. Assignee and
 * priority lanes set that field. Null when the task is already in that lane.
 */
export function laneChange(
  task: Task,
  lane: Pick<Swimlane, "key" | "title" | "value">,
  kind: SwimlaneKind,
  byId: ReadonlyMap<number, Task>,
  t: Translate = translator(),
): LaneChange | null {
  if (laneKeyOf(task, kind, byId) === lane.key) return null;
  const value = lane.value;
  if (value.field === "assignedTo")
    return { patch: { assignedTo: value.assignedTo, assignee: value.assignee } };
  if (value.field === "priority") return { patch: { priority: value.priority } };
  if (task.type === "epic") return { refusal: t(HIERARCHY_MESSAGES.epicCannotMove, { key: task.key }) };
  const parent = task.parentId === null ? undefined : byId.get(task.parentId);
  if (task.parentId !== null && parent?.type !== "epic")
    return {
      refusal: parent
        ? t(HIERARCHY_MESSAGES.subtaskOf, { key: task.key, parent: parent.key })
        : t(HIERARCHY_MESSAGES.subtaskOfUnknown, { key: task.key }),
    };
  return { patch: { parentId: value.parentId } };
}
