import type { WatchedChange } from "../../db/schema.ts";

/** The fields whose changes watchers hear of (product rules 'Watchers'); any other is ignored. */
export const WATCHED_FIELDS = new Set(["status", "assignedTo", "dueDate", "comment", "attachment"]);

/** What a sentence needs besides the changes: who acted, the task, and names for ids. */
export type MessageContext = {
  /** The actor's name. */
  actor: string;
  /** The task as `WEB-12 'Checkout page'`. */
  task: string;
  /** A status value's column title (the value itself when unknown). */
  statusTitle: (status: string) => string;
  /** A user id's name. */
  userName: (id: number) => string;
};

/** Attachment names of a change's `to` (one name or a list). */
function names(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return value == null ? [] : [String(value)];
}

/** "a.png", "a.png and b.pdf", "3 files". */
function fileList(value: unknown): string {
  const list = names(value);
  if (list.length <= 2) return list.join(" and ");
  return `${list.length} files`;
}

/** `2026-12-05` for a date-time (its UTC day). */
function day(value: unknown): string {
  const date = new Date(String(value));
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString().slice(0, 10);
}

/** The sentence for one field's change. */
function oneChange(c: WatchedChange, ctx: MessageContext): string {
  const { actor, task } = ctx;
  switch (c.field) {
    case "status":
      return `${actor} moved ${task} to ${ctx.statusTitle(String(c.to))}`;
    case "assignedTo":
      return c.to == null
        ? `${actor} unassigned ${task}`
        : `${actor} assigned ${task} to ${ctx.userName(Number(c.to))}`;
    case "dueDate":
      return c.to == null
        ? `${actor} removed the due date of ${task}`
        : `${actor} set the due date of ${task} to ${day(c.to)}`;
    case "comment":
      return `${actor} commented on ${task}`;
    case "attachment":
      return `${actor} attached ${fileList(c.to)} to ${task}`;
    default:
      return `${actor} changed ${task}`;
  }
}

/**
 * The message of a `task_changed` notification for `changes` (one entry per field, already
 * merged): "Ana moved WEB-12 'Checkout page' to In Progress", "Ana commented on WEB-12
 * 'Checkout page' and attached shot.png", "Ana changed 2 things on WEB-12 'Checkout page'".
 */
export function changeMessage(changes: WatchedChange[], ctx: MessageContext): string {
  if (changes.length === 1) return oneChange(changes[0]!, ctx);
  const fields = changes.map((c) => c.field).sort();
  if (fields.length === 2 && fields[0] === "attachment" && fields[1] === "comment") {
    const files = changes.find((c) => c.field === "attachment")!;
    return `${ctx.actor} commented on ${ctx.task} and attached ${fileList(files.to)}`;
  }
  return `${ctx.actor} changed ${changes.length} things on ${ctx.task}`;
}

/**
 * Folds `later` changes into `earlier` ones, one entry per field: the first `from`, the latest `to`
 * (attachments add up to a list of names). The order is the order fields first changed in.
 */
export function mergeChanges(earlier: WatchedChange[], later: WatchedChange[]): WatchedChange[] {
  const byField = new Map<string, WatchedChange>();
  for (const c of [...earlier, ...later]) {
    const seen = byField.get(c.field);
    if (!seen) {
      byField.set(c.field, c.field === "attachment" ? { ...c, to: names(c.to) } : { ...c });
    } else if (c.field === "attachment") {
      seen.to = [...names(seen.to), ...names(c.to)];
    } else {
      seen.to = c.to;
    }
  }
  return [...byField.values()];
}
