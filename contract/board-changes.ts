import { z } from "zod";
import { TaskSchema } from "./tasks.ts";

/*
 * The board change log (issue 26, product rules §37): GET /api/boards/{id}/tasks?since=<version>
 * answers only what changed since a version the client holds, or the whole list again (a reset).
 */

/** Query of GET /api/boards/{id}/tasks: `since`, a board version the client holds (omit for the full list). */
export const BoardTasksQuery = z.object({
  /**
   * Answer only the changes since this version of the board (a whole number, 0 or more, of any
   * length: one past what a board can reach is read as the largest safe integer, ahead of every board).
   */
  since: z
    .string()
    .regex(/^\d+$/, { error: "since must be a board version (a whole number)" })
    .transform((digits) => Math.min(Number(digits), Number.MAX_SAFE_INTEGER))
    .optional(),
});
export type BoardTasksQuery = z.output<typeof BoardTasksQuery>;

/** The changes since a version: the changed and new tasks as the full list shows them, and the ids gone. */
export const BoardTaskChangesSchema = z.object({
  /** The board's version these changes bring the client to. */
  version: z.number().int(),
  /** Tasks created or changed since (each with its `position` in the full list at `version`). */
  changed: z.array(TaskSchema),
  /** Ids of tasks no longer on the board (deleted, or moved to another board). */
  removedIds: z.array(z.number().int()),
});
export type BoardTaskChanges = z.output<typeof BoardTaskChangesSchema>;

/** The whole list again: the log no longer reaches back to `since` (or `since` is unknown). */
export const BoardTasksResetSchema = z.object({
  /** The board's version of `tasks`. */
  version: z.number().int(),
  /** Always true: replace what you hold with `tasks`. */
  reset: z.literal(true),
  /** Every task of the board, as the full list. */
  tasks: z.array(TaskSchema),
});
export type BoardTasksReset = z.output<typeof BoardTasksResetSchema>;

/** What `?since=` answers: changes, or a reset. */
export const BoardTasksSinceSchema = z.union([BoardTaskChangesSchema, BoardTasksResetSchema]);
export type BoardTasksSince = z.output<typeof BoardTasksSinceSchema>;

/** What a merge needs of a task: its id, its column and its dense index in that column. */
type Placed = { id: number; status: string; position: number };

/**
 * Applies changes to a board list held at an older version: drops `removedIds` and the old copies of
 * `changed`, then puts each changed task at its `position` in its status column and renumbers every
 * column densely. Exact because a task whose order or column changed is always among `changed`: the
 * others keep their relative order. Returns null when the result is inconsistent (a changed task does
 * not land at its position), so the caller fetches the full list. `columnOrder` orders the columns in
 * the result (others follow in order of appearance).
 */
export function applyBoardChanges<T extends Placed>(
  held: readonly T[],
  changed: readonly T[],
  removedIds: readonly number[],
  columnOrder: readonly string[] = [],
): T[] | null {
  const drop = new Set<number>(removedIds);
  for (const task of changed) drop.add(task.id);
  const columns = new Map<string, T[]>(columnOrder.map((s) => [s, []]));
  const column = (status: string) => {
    let list = columns.get(status);
    if (!list) {
      list = [];
      columns.set(status, list);
    }
    return list;
  };
  const kept = held.filter((t) => !drop.has(t.id)).sort((a, b) => a.position - b.position || a.id - b.id);
  // A stable grouping of the kept tasks by column, in their old order.
  for (const task of kept) column(task.status).push(task);
  const incoming = [...changed].sort((a, b) => a.position - b.position || a.id - b.id);
  for (const task of incoming) {
    const list = column(task.status);
    if (task.position > list.length) return null;
    list.splice(task.position, 0, task);
  }
  const out: T[] = [];
  for (const list of columns.values()) {
    list.forEach((task, index) => {
      out.push(task.position === index ? task : { ...task, position: index });
    });
  }
  return out;
}
