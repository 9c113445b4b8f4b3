import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type {
  ActivityChange,
  ActivityField,
  ActivityVia,
  RecordedTaskActivity,
  TaskActivityEntry,
} from "../../../contract/activity.ts";
import type { DbOrTx } from "../../db/client.ts";
import { idListSql } from "../../db/id-list.ts";
import { boards, projects, taskActivity, tasks } from "../../db/schema.ts";
import type { EventOrigin } from "../../platform/realtime.ts";

/*
 * The one place task history is written (product rules §32). Every service that changes a task calls
 * `recordTaskActivity` inside the change's transaction, after the change and before a delete: ONE
 * statement for the whole change set, however many tasks or fields it touches. It returns the rows
 * it wrote, for what follows a change (watchers, email) to hook in right here.
 */

/** The `via` of a change whose origin did not say (a job, a test): the system. */
const SYSTEM_VIA: ActivityVia = { kind: "system", name: null };

/** The history's origin of a change: its `via`, or the system's. */
export function viaOf(origin: EventOrigin | undefined): ActivityVia {
  return origin?.via ?? SYSTEM_VIA;
}

/** Kinds that are nothing without a change: an update that changed nothing writes no row. */
const NEEDS_CHANGES = new Set(["updated", "moved", "checklist", "goal", "comment_edited"]);

/**
 * Writes the entries (one row each) in one INSERT ... SELECT, reading each task's project, key and
 * title as they are in this transaction. `bulk` gives every row one new bulk id (a bulk change: one
 * row per task). Entries without changes of a kind that needs them are dropped; none left, no
 * statement. Returns the rows written, in the order given.
 */
export async function recordTaskActivity(
  tx: DbOrTx,
  entries: readonly TaskActivityEntry[],
  opts: { bulk?: boolean } = {},
): Promise<RecordedTaskActivity[]> {
  const kept = entries.filter((e) => e.changes.length > 0 || !NEEDS_CHANGES.has(e.kind));
  if (kept.length === 0) return [];
  const bulkId = opts.bulk ? randomUUID() : null;
  const json = JSON.stringify(
    kept.map((e, ord) => ({
      ord,
      task_id: e.taskId,
      actor_id: e.actorId,
      via: e.via,
      kind: e.kind,
      changes: e.changes,
    })),
  );
  const result = await tx.execute<{
    id: number;
    task_id: number;
    project_id: number;
    at: string | Date;
    actor_id: number | null;
    via: ActivityVia;
    kind: TaskActivityEntry["kind"];
    changes: ActivityChange[];
    bulk_id: string | null;
    task_key: string;
    task_title: string;
  }>(sql`
    insert into ${taskActivity} (task_id, project_id, actor_id, via, kind, changes, bulk_id, task_key, task_title)
    select e.task_id, ${boards.projectId}, e.actor_id, e.via, e.kind, e.changes, ${bulkId}::uuid,
      ${projects.key} || '-' || ${tasks.number}, ${tasks.title}
    from jsonb_to_recordset(${json}::jsonb)
      as e(ord int, task_id int, actor_id int, via jsonb, kind text, changes jsonb)
    join ${tasks} on ${tasks.id} = e.task_id
    join ${boards} on ${boards.id} = ${tasks.boardId}
    join ${projects} on ${projects.id} = ${boards.projectId}
    -- The ids again as an array: the planner then reads these tasks by key (it counts a JSON set as
    -- 100 rows and would otherwise hash-join it against every task).
    where ${tasks.id} in (${idListSql(kept.map((e) => e.taskId))})
    order by e.ord
    returning id, task_id, project_id, at, actor_id, via, kind, changes, bulk_id, task_key, task_title`);
  return result.rows
    .map((r) => ({
      id: Number(r.id),
      taskId: Number(r.task_id),
      projectId: Number(r.project_id),
      at: r.at instanceof Date ? r.at : new Date(r.at),
      actorId: r.actor_id === null ? null : Number(r.actor_id),
      via: r.via,
      kind: r.kind,
      changes: r.changes,
      bulkId: r.bulk_id,
      taskKey: r.task_key,
      taskTitle: r.task_title,
    }))
    .sort((a, b) => a.id - b.id);
}

/** Collects `{field, from, to}` for the fields whose value differs (compared as JSON). */
export class ChangeSet {
  readonly changes: ActivityChange[] = [];

  /** Notes the field when `from` and `to` differ; `undefined` for `to` means "not sent". */
  add(field: ActivityField, from: unknown, to: unknown): this {
    if (to === undefined) return this;
    const a = normalise(from);
    const b = normalise(to);
    if (JSON.stringify(a) !== JSON.stringify(b)) this.changes.push({ field, from: a, to: b });
    return this;
  }

  /** Whether a field of these changed. */
  has(field: ActivityField): boolean {
    return this.changes.some((c) => c.field === field);
  }
}

/** Dates as ISO strings, empty strings and undefined as null. */
function normalise(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value === undefined || value === "") return null;
  return value;
}

/** Story points as the API shows them: numbers, or "?" (the database keeps text). */
export function pointsValue(stored: string | null | undefined): number | string | null {
  if (stored == null) return null;
  return stored === "?" ? "?" : Number(stored);
}
