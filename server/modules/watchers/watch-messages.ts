import type { NoticeChange, NoticeComment, WatchedChange } from "../../db/schema.ts";

/** The fields whose changes watchers hear of (product rules 'Watchers'); any other is ignored. */
export const WATCHED_FIELDS = new Set(["status", "assignedTo", "dueDate", "comment", "attachment"]);

/** Attachment names of a change's `to` (one name or a list). */
function names(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return value == null ? [] : [String(value)];
}

/** A comment change's `to`: `{id, excerpt}` from a new comment, or just its id (older rows). */
function commentOf(value: unknown): NoticeComment | null {
  if (value && typeof value === "object" && "excerpt" in value) return value as NoticeComment;
  return null;
}

/**
 * The changes as a watcher's notice stores them (notifications/messages.ts): columns by value and
 * title, people by id and name, dates as ISO, a comment's excerpt, the files attached.
 */
export function noticeChanges(
  changes: WatchedChange[],
  columns: { id: string; title: string }[],
  people: Map<number, { name: string }>,
): NoticeChange[] {
  const column = (value: unknown) => {
    if (value == null) return null;
    const id = String(value);
    return { id, title: columns.find((c) => c.id === id)?.title ?? id };
  };
  const person = (value: unknown) =>
    value == null ? null : { id: Number(value), name: people.get(Number(value))?.name ?? "?" };
  const date = (value: unknown) => (value == null ? null : String(value));
  return changes.flatMap((c): NoticeChange[] => {
    switch (c.field) {
      case "status":
        return [{ field: "status", from: column(c.from), to: column(c.to) }];
      case "assignedTo":
        return [{ field: "assignedTo", from: person(c.from), to: person(c.to) }];
      case "dueDate":
        return [{ field: "dueDate", from: date(c.from), to: date(c.to) }];
      case "comment":
        return [{ field: "comment", comment: commentOf(c.to) }];
      case "attachment":
        return [{ field: "attachment", files: names(c.to) }];
      default:
        return [];
    }
  });
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
