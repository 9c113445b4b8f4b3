import { setImmediate as nextTurn } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { generateNKeysBetween } from "fractional-indexing";
import type { ActivityVia } from "../../../contract/activity.ts";
import type { ImportRow } from "../../../contract/imports.ts";
import type { BoardColumn } from "../../../contract/tasks.ts";
import type { DbOrTx } from "../../db/client.ts";
import { taskChecklistItems, tasks } from "../../db/schema.ts";
import { ChangeSet, recordTaskActivity } from "../activity/record.ts";
import { writeImportedLinks } from "../links/links.service.ts";
import { completedStatus } from "../statuses/status-columns.ts";
import { lockBoard } from "../tasks/task-positions.ts";
import type { Parsed } from "./parsers/index.ts";

/**
 * Rows per INSERT statement. PGlite runs each statement on the event loop: 100 rows take a few ms
 * where 1,000 held it for about 200 ms, and the writer yields between statements (product rules
 * §30: an import never holds other requests for more than 100 ms).
 */
const CHUNK = 100;
/** Checklist items per INSERT statement: a row of four small columns costs PGlite less than a task. */
const ITEM_CHUNK = 400;

/** The last rank of each column of the board (one statement). */
async function lastRanks(db: DbOrTx, boardId: number): Promise<Map<string, string>> {
  const result = await db.execute<{ status: string; rank: string }>(sql`
    select distinct on (status) status, rank from ${tasks}
    where board_id = ${boardId} order by status, rank desc, id desc`);
  return new Map(result.rows.map((r) => [r.status, r.rank]));
}

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Appends the parsed rows to the end of their columns in file order (keys from one
 * `generateNKeysBetween` per column, after the column's last task), then their checklists: one
 * statement per 100 tasks or 400 checklist items, never one per task. The caller holds the transaction; this
 * takes the board lock (§4). Returns how many tasks were created.
 */
export async function writeTasks(
  db: DbOrTx,
  input: {
    boardId: number;
    columns: readonly BoardColumn[];
    parsed: Parsed;
    statuses: Map<string, string>;
    people: Map<string, number | null>;
    userId: number;
    /** The history's origin of the created tasks (the import and its format). */
    via: ActivityVia;
  },
): Promise<number> {
  const { boardId, parsed, statuses, people, userId } = input;
  if (parsed.rows.length === 0) return 0;
  await lockBoard(db, boardId);
  const after = await lastRanks(db, boardId);
  const byStatus = new Map<string, number>();
  const placed = parsed.rows.map((row) => {
    const status = statuses.get(row.status)!;
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    return { row, status };
  });
  const keys = new Map(
    [...byStatus].map(([s, n]) => [s, generateNKeysBetween(after.get(s) ?? null, null, n)]),
  );
  const done = completedStatus(input.columns);
  const now = new Date();
  const values = placed.map(({ row, status }) => ({
    boardId,
    title: row.title,
    description: row.description,
    status,
    priority: row.priority,
    assignedTo: row.assignee === null ? null : (people.get(row.assignee) ?? null),
    dueDate: row.dueDate ? new Date(row.dueDate) : null,
    startDate: row.startDate ? new Date(row.startDate) : null,
    tags: row.tags,
    type: row.type ?? "task",
    storyPoints: row.storyPoints === null ? null : String(row.storyPoints),
    rank: keys.get(status)!.shift()!,
    completedAt: status === done ? now : null,
    createdBy: userId,
    createdAt: now,
    updatedAt: now,
  }));
  const ids = new Map<string, number>();
  for (const chunk of chunks(values)) {
    await nextTurn();
    const created = await db.insert(tasks).values(chunk).returning({
      id: tasks.id,
      title: tasks.title,
      status: tasks.status,
      rank: tasks.rank,
      assignedTo: tasks.assignedTo,
    });
    for (const t of created) ids.set(`${t.status}\u0000${t.rank}`, t.id);
    // One history statement per chunk, as for the tasks themselves.
    await recordTaskActivity(
      db,
      created.map((t) => ({
        taskId: t.id,
        actorId: userId,
        via: input.via,
        kind: "created" as const,
        changes: new ChangeSet()
          .add("title", null, t.title)
          .add("status", null, t.status)
          .add("assignee", null, t.assignedTo).changes,
      })),
    );
  }
  const items = values.flatMap((v, i) => {
    const list = placed[i]!.row.checklist;
    const ranks = list.length > 0 ? generateNKeysBetween(null, null, list.length) : [];
    const taskId = ids.get(`${v.status}\u0000${v.rank}`)!;
    return list.map((item, j) => ({ taskId, text: item.text, done: item.done, rank: ranks[j]! }));
  });
  for (const chunk of chunks(items, ITEM_CHUNK)) {
    await nextTurn();
    await db.insert(taskChecklistItems).values(chunk);
  }
  // Links between the file's issues (Jira's link columns), by the new task of each key's row.
  const taskOfRow = new Map(
    values.map((v, i) => [placed[i]!.row.row, ids.get(`${v.status}\u0000${v.rank}`)!]),
  );
  const taskOfKey = (key: string) => {
    const row = parsed.keys[key];
    return row === undefined ? undefined : taskOfRow.get(row);
  };
  const links = parsed.links.flatMap((l) => {
    const sourceTaskId = taskOfKey(l.from);
    const targetTaskId = taskOfKey(l.to);
    return sourceTaskId && targetTaskId ? [{ type: l.type, sourceTaskId, targetTaskId }] : [];
  });
  if (links.length > 0) {
    await nextTurn();
    const { cycles } = await writeImportedLinks(db, links, { userId, via: input.via });
    if (cycles > 0) {
      parsed.notes.push({ key: "import.note.cycles", values: { count: cycles } });
    }
  }
  const parents = parentLinks(placed.map((p) => p.row)).map(([child, parent]) => ({
    child: ids.get(`${values[child]!.status}\u0000${values[child]!.rank}`)!,
    parent: ids.get(`${values[parent]!.status}\u0000${values[parent]!.rank}`)!,
  }));
  // Every link in one statement (product rules §35).
  if (parents.length > 0) {
    await db.execute(sql`update ${tasks} set parent_id = l.parent
      from jsonb_to_recordset(${JSON.stringify(parents)}::jsonb) as l(child int, parent int)
      where ${tasks.id} = l.child`);
  }
  return values.length;
}

/**
 * The rows' parents within the file, as `[child, parent]` row indexes, kept only where the tree's
 * rules hold (product rules §35): a Jira sub-task under a story, task or bug that is no sub-task
 * itself; anything else but an epic under an epic. Other parents are left out (the task stays top-level).
 */
export function parentLinks(rows: readonly ImportRow[]): [number, number][] {
  const byKey = new Map<string, number>();
  rows.forEach((row, i) => {
    for (const key of row.sourceKeys ?? []) if (!byKey.has(key)) byKey.set(key, i);
  });
  const links: [number, number][] = [];
  rows.forEach((row, i) => {
    const at = row.parent ? byKey.get(row.parent) : undefined;
    if (at === undefined || at === i) return;
    const parent = rows[at]!;
    const ok = row.subtask
      ? parent.type !== "epic" && !parent.subtask
      : row.type !== "epic" && parent.type === "epic";
    if (ok) links.push([i, at]);
  });
  return links;
}
