import { inArray, type SQL, sql } from "drizzle-orm";
import type { ActivityChange, ActivityVia } from "../../../contract/activity.ts";
import { mentionName } from "../../../contract/chat.ts";
import type { DbOrTx } from "../../db/client.ts";
import { comments, notifications, taskActivity, users, type WatchedChange } from "../../db/schema.ts";
import { toColumns } from "../statuses/status-columns.ts";

/*
 * What happened, for an email (issue 32, product rules §33 'Contents'): read when the email is built,
 * in no language, from what the notification points at. A watcher's notice keeps its changes
 * (task_change_notices: each field's first value before and latest after); the other task notices
 * are told by the task's history entry of the same act (its actor, the integration it came through,
 * the fields it changed, the comment it wrote). Names are read as they are now.
 */

/** A column as a change names it: the status value and its column's title now (the value when gone). */
export type MailColumn = { id: string; title: string };
/** A person named in a change. */
export type MailPerson = { id: number; name: string };

/** One change, with its value before and after. */
export type MailChange =
  | { field: "status"; from: MailColumn | null; to: MailColumn | null }
  | { field: "assignee"; from: MailPerson | null; to: MailPerson | null }
  | { field: "dueDate"; from: string | null; to: string | null }
  | { field: "attachment"; files: string[] };

/** What a task notification's email says happened. */
export type MailEvent = {
  /** Who acted: a person, or the integration it came through ("GitHub acme/webshop"); null: unknown. */
  actor: { name: string; integration: boolean } | null;
  changes: MailChange[];
  /** Whether the act was a comment, and its text now (null when deleted since). */
  commented: boolean;
  comment: string | null;
  /** The task's due date now (what a reminder says). */
  dueDate: string | null;
};

/** The kinds whose email tells what the act was from the task's history. */
const TOLD_BY_HISTORY = [
  "task_assigned",
  "task_completed",
  "task_changed",
  "task_reply",
  "task_message_reply",
];

/** The history entry of a task notification's act: the task's latest by the same actor up to its time. */
export type ActSource = { via: ActivityVia; kind: string; changes: ActivityChange[] } | null;

/** SQL (for a query on `notifications`): the act of a task notification as `ActSource`. */
export function actOfNotificationSql(): SQL<ActSource> {
  const kinds = sql.join(
    TOLD_BY_HISTORY.map((k) => sql`${k}`),
    sql`, `,
  );
  return sql<ActSource>`(select jsonb_build_object('via', a.via, 'kind', a.kind, 'changes', a.changes)
    from ${taskActivity} a
    where ${notifications.relatedEntityType} = 'task' and ${notifications.type} in (${kinds})
      and a.task_id = ${notifications.relatedEntityId}
      and a.actor_id is not distinct from ${notifications.actionUserId}
      and a.at <= ${notifications.createdAt}
    order by a.id desc limit 1)`;
}

/** What the main query read of one notification for its event. */
export type EventSource = {
  type: string;
  isTask: boolean;
  actor: { firstName: string | null; lastName: string | null; email: string } | null;
  watched: WatchedChange[] | null;
  act: ActSource;
  columns: { name: string; color: string }[] | null;
  dueDate: Date | null;
};

/** A change as read, before names are put to ids. */
type RawChange = { field: string; from: unknown; to: unknown };

/** An id a change stores: a number, or an object with an `id`. */
function idOf(value: unknown): number | null {
  if (value == null) return null;
  const id = typeof value === "object" ? (value as { id?: unknown }).id : value;
  const n = Number(id);
  return Number.isInteger(n) ? n : null;
}

/** The changes an email tells of a notification: a watcher's notice's, or its act's. */
function rawChanges(s: EventSource): RawChange[] {
  if (s.type === "task_changed") {
    return (s.watched ?? []).map((c) => ({ ...c, field: c.field === "assignedTo" ? "assignee" : c.field }));
  }
  const act = s.act;
  if (!act) return [];
  if (s.type === "task_reply" || s.type === "task_message_reply") {
    return act.changes.filter((c) => c.field === "comment");
  }
  // An assignment or completion tells what else the same act changed; a creation has no before.
  if (act.kind !== "updated" && act.kind !== "moved") return [];
  return act.changes.filter((c) => ["status", "assignee", "dueDate"].includes(c.field));
}

function iso(value: unknown): string | null {
  if (value == null) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

function names(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return value == null ? [] : [String(value)];
}

/**
 * The events of `sources` (null for a notification not about a task): two more queries at most
 * (the people the changes name, the comments they quote), whatever the number of notifications.
 */
export async function loadEvents(db: DbOrTx, sources: EventSource[]): Promise<(MailEvent | null)[]> {
  const raw = sources.map((s) => (s.isTask ? rawChanges(s) : []));
  const people = new Set<number>();
  const commentIds = new Set<number>();
  for (const changes of raw) {
    for (const c of changes) {
      if (c.field === "assignee") for (const v of [c.from, c.to]) if (idOf(v) !== null) people.add(idOf(v)!);
      if (c.field === "comment" && idOf(c.to) !== null) commentIds.add(idOf(c.to)!);
    }
  }
  const [personRows, commentRows] = await Promise.all([
    people.size === 0
      ? []
      : db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
          .from(users)
          .where(inArray(users.id, [...people])),
    commentIds.size === 0
      ? []
      : db
          .select({ id: comments.id, content: comments.content })
          .from(comments)
          .where(inArray(comments.id, [...commentIds])),
  ]);
  const nameOf = new Map(personRows.map((u) => [u.id, mentionName(u)]));
  const textOf = new Map(commentRows.map((c) => [c.id, c.content]));
  return sources.map((s, i) => {
    if (!s.isTask) return null;
    const columns = toColumns(s.columns ?? []);
    const column = (v: unknown): MailColumn | null =>
      v == null ? null : (columns.find((c) => c.id === String(v)) ?? { id: String(v), title: String(v) });
    const person = (v: unknown): MailPerson | null => {
      const id = idOf(v);
      return id === null ? null : { id, name: nameOf.get(id) ?? String(id) };
    };
    const changes: MailChange[] = [];
    let commented = false;
    let comment: string | null = null;
    for (const c of raw[i]!) {
      if (c.field === "status") changes.push({ field: "status", from: column(c.from), to: column(c.to) });
      else if (c.field === "assignee")
        changes.push({ field: "assignee", from: person(c.from), to: person(c.to) });
      else if (c.field === "dueDate") changes.push({ field: "dueDate", from: iso(c.from), to: iso(c.to) });
      else if (c.field === "attachment") changes.push({ field: "attachment", files: names(c.to) });
      else if (c.field === "comment") {
        commented = true;
        comment = textOf.get(idOf(c.to) ?? -1) ?? null;
      }
    }
    const via = s.act?.via;
    const actor =
      via?.kind === "integration" && via.name
        ? { name: via.name, integration: true }
        : s.actor
          ? { name: mentionName(s.actor), integration: false }
          : null;
    return { actor, changes, commented, comment, dueDate: s.dueDate ? s.dueDate.toISOString() : null };
  });
}
