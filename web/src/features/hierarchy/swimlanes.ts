import type { Task } from "@contract/tasks";
import type { BoardColumnView } from "@/features/board/board-model";
import { displayName } from "@/lib/user";

/** What the kanban's swimlanes group by (product rules §35), `?swimlanes=` in the address. */
export const SWIMLANE_KINDS = ["epic", "assignee", "priority"] as const;
export type SwimlaneKind = (typeof SWIMLANE_KINDS)[number];

/** A value of the address as a swimlane kind, or null (no swimlanes). */
export function swimlaneKindOf(value: string | null): SwimlaneKind | null {
  return (SWIMLANE_KINDS as readonly string[]).includes(value ?? "") ? (value as SwimlaneKind) : null;
}

/** One lane: its key, its title, and the board's columns holding only its tasks. */
export type Swimlane = { key: string; title: string; columns: BoardColumnView[] };

/** The epic a task belongs to: itself when it is one, else its parent's or grandparent's. */
function epicOf(task: Task, byId: ReadonlyMap<number, Task>): Task | null {
  let at: Task | undefined = task;
  for (let level = 0; level < 3 && at; level++) {
    if (at.type === "epic") return at;
    at = at.parentId === null ? undefined : byId.get(at.parentId);
  }
  return null;
}

const PRIORITY_LANES = [
  ["high", "High priority"],
  ["medium", "Medium priority"],
  ["low", "Low priority"],
] as const;

/**
 * The shown columns split into lanes: by epic (then 'No epic'), by assignee (then 'Unassigned')
 * or by priority (high, medium, low). Lanes keep the board's column order; an empty lane is left out.
 */
export function buildSwimlanes(
  columns: readonly BoardColumnView[],
  allTasks: readonly Task[],
  kind: SwimlaneKind,
): Swimlane[] {
  const byId = new Map(allTasks.map((t) => [t.id, t]));
  const lanes = new Map<string, { title: string; order: string }>();
  const laneOf = (task: Task): string => {
    if (kind === "epic") {
      const epic = epicOf(task, byId);
      const key = epic ? `epic-${epic.id}` : "none";
      if (!lanes.has(key))
        lanes.set(
          key,
          epic
            ? { title: `${epic.key} ${epic.title}`, order: `0${epic.key}` }
            : { title: "No epic", order: "1" },
        );
      return key;
    }
    if (kind === "assignee") {
      const key = task.assignee ? `user-${task.assignee.id}` : "none";
      if (!lanes.has(key))
        lanes.set(
          key,
          task.assignee
            ? { title: displayName(task.assignee), order: `0${displayName(task.assignee).toLowerCase()}` }
            : { title: "Unassigned", order: "1" },
        );
      return key;
    }
    const index = PRIORITY_LANES.findIndex(([value]) => value === task.priority);
    const at = index === -1 ? 1 : index;
    const [value, title] = PRIORITY_LANES[at]!;
    if (!lanes.has(value)) lanes.set(value, { title, order: String(at) });
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
      columns: columns.map((c) => ({ ...c, tasks: perLane.get(key)?.get(c.id) ?? [] })),
    }));
}
