import type { ActivityChange, ActivityItem, ActivityPerson, ActivityVia } from "@contract/activity";
import { format } from "date-fns";
import { statusLabel } from "./statuses";
import { displayName } from "./user";

/*
 * Task history in words (product rules §32): each entry becomes sentences that follow its actor's
 * name, "moved this from To Do to In Progress", "changed the due date from 3 Dec to 5 Dec". Column
 * ids are named by the board's columns; people by the page's `people`.
 */

/** What the sentences need besides the entry. */
export type ActivityWords = {
  /** Column id -> title, for status changes. */
  columns: ReadonlyMap<string, string>;
  /** The people the page names. */
  people: readonly ActivityPerson[];
  /** How the task is called: "this" in its own dialog, `WEB-12 'Checkout page'` in the project's feed. */
  subject: string;
  /** For the dates' year: a date of another year shows it. */
  now?: Date;
};

/** An ISO date as "5 Dec" (this year) or "5 Dec 2027"; a bare midnight-UTC date is read in UTC. */
export function shortDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  // A due date picked as a day is stored as midnight UTC: show that day wherever the reader is.
  const local = iso.endsWith("T00:00:00.000Z")
    ? new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
    : date;
  return format(local, local.getFullYear() === now.getFullYear() ? "d MMM" : "d MMM yyyy");
}

/** "via API token 'CI bot'", "via import (csv)", ...; the app in a browser says nothing. */
export function viaText(via: ActivityVia): string {
  switch (via.kind) {
    case "api_token":
      return via.name ? `via API token '${via.name}'` : "via an API token";
    case "import":
      return via.name ? `via import (${via.name})` : "via import";
    case "assistant":
      return "via the AI assistant";
    case "integration":
      return via.name ? `via ${via.name}` : "via an integration";
    case "system":
      return "automatically";
    default:
      return "";
  }
}

const quoted = (text: unknown) => `'${String(text)}'`;

function personName(id: unknown, people: readonly ActivityPerson[]): string {
  const person = people.find((p) => p.id === id);
  return person ? displayName(person) : "a former member";
}

function columnName(id: unknown, columns: ReadonlyMap<string, string>): string {
  const value = String(id);
  return columns.get(value) ?? statusLabel(value);
}

type Item = { text?: string; done?: boolean };
type Named = { text?: string };
type TaskRef = { key?: string; title?: string };
const taskRef = (value: unknown) => {
  const ref = value as TaskRef | null;
  return ref ? `${ref.key ?? ""} ${quoted(ref.title ?? "")}`.trim() : "a task";
};

/** The sentence of one change (the description's text is shown as a diff by the caller). */
export function changeText(change: ActivityChange, words: ActivityWords): string {
  const { from, to } = change;
  const now = words.now ?? new Date();
  switch (change.field) {
    case "title":
      return from === null ? `named it ${quoted(to)}` : `renamed it from ${quoted(from)} to ${quoted(to)}`;
    case "description":
      return from === null
        ? "added a description"
        : to === null
          ? "removed the description"
          : "changed the description";
    case "status":
      return from === null
        ? `put it in ${columnName(to, words.columns)}`
        : `moved ${words.subject} from ${columnName(from, words.columns)} to ${columnName(to, words.columns)}`;
    case "assignee":
      if (to === null) return `unassigned ${personName(from, words.people)}`;
      if (from === null) return `assigned ${words.subject} to ${personName(to, words.people)}`;
      return `reassigned ${words.subject} from ${personName(from, words.people)} to ${personName(to, words.people)}`;
    case "priority":
      return `changed the priority from ${String(from)} to ${String(to)}`;
    case "dueDate":
      if (to === null) return `removed the due date ${shortDate(String(from), now)}`;
      if (from === null) return `set the due date to ${shortDate(String(to), now)}`;
      return `changed the due date from ${shortDate(String(from), now)} to ${shortDate(String(to), now)}`;
    case "storyPoints":
      if (to === null) return `removed the estimate of ${String(from)} points`;
      if (from === null) return `estimated it at ${String(to)} points`;
      return `changed the story points from ${String(from)} to ${String(to)}`;
    case "tags": {
      const before = Array.isArray(from) ? (from as string[]) : [];
      const after = Array.isArray(to) ? (to as string[]) : [];
      const added = after.filter((t) => !before.includes(t));
      const removed = before.filter((t) => !after.includes(t));
      const parts = [];
      if (added.length > 0) parts.push(`added the tag${added.length > 1 ? "s" : ""} ${added.join(", ")}`);
      if (removed.length > 0)
        parts.push(`removed the tag${removed.length > 1 ? "s" : ""} ${removed.join(", ")}`);
      return parts.length > 0 ? parts.join(" and ") : "reordered the tags";
    }
    case "progress":
      return `changed the progress from ${String(from ?? 0)}% to ${String(to)}%`;
    case "wipLimitOverride":
      return "went over the column's WIP limit";
    case "checklistItem": {
      const a = from as Item | null;
      const b = to as Item | null;
      if (a === null) return `added the checklist item ${quoted(b?.text)}`;
      if (b === null) return `removed the checklist item ${quoted(a.text)}`;
      if (a.text !== b.text) return `renamed the checklist item ${quoted(a.text)} to ${quoted(b.text)}`;
      return `${b.done ? "checked" : "unchecked"} ${quoted(b.text)}`;
    }
    case "comment": {
      const ref = (to ?? from) as { parentId?: number | null; replies?: number } | null;
      if (from === null) return ref?.parentId ? "replied to a comment" : "commented";
      if (to === null) {
        const replies = ref?.replies ?? 0;
        return replies > 0
          ? `deleted a comment and its ${replies} ${replies === 1 ? "reply" : "replies"}`
          : "deleted a comment";
      }
      return "edited a comment";
    }
    case "attachments": {
      const names = (Array.isArray(to) ? to : Array.isArray(from) ? from : []) as string[];
      return `${to === null ? "removed" : "attached"} ${names.join(", ")}`;
    }
    case "goal": {
      const goal = (to ?? from) as Named | null;
      return to === null
        ? `unlinked ${words.subject} from the sprint goal ${quoted(goal?.text)}`
        : `linked ${words.subject} to the sprint goal ${quoted(goal?.text)}`;
    }
    case "link": {
      // Only the other task's id is kept: its key may be one the reader cannot open.
      const link = (to ?? from) as { type?: string } | null;
      const words2: Record<string, string> = {
        blocks: "a task it blocks",
        blocked_by: "a task blocking it",
        relates: "a related task",
        duplicates: "a task it duplicates",
        duplicated_by: "a task duplicating it",
      };
      const other = words2[link?.type ?? ""] ?? "a task";
      return to === null ? `removed the link to ${other}` : `linked ${words.subject} to ${other}`;
    }
    case "type":
      return `changed the type from ${String(from ?? "task")} to ${String(to)}`;
    case "parent":
      if (to === null) return `removed ${words.subject} from ${taskRef(from)}`;
      if (from === null) return `made ${words.subject} a sub-task of ${taskRef(to)}`;
      return `moved ${words.subject} from ${taskRef(from)} to ${taskRef(to)}`;
    case "subtask":
      return to === null ? `removed the sub-task ${taskRef(from)}` : `added the sub-task ${taskRef(to)}`;
    default:
      return `changed ${String(change.field)}`;
  }
}

/** The order sentences are told in: the move first, the description (shown as a diff below) last. */
const FIELD_ORDER: readonly string[] = [
  "status",
  "title",
  "assignee",
  "priority",
  "dueDate",
  "storyPoints",
  "tags",
  "progress",
  "wipLimitOverride",
  "checklistItem",
  "comment",
  "attachments",
  "goal",
  "link",
  "type",
  "parent",
  "subtask",
  "description",
];

/** The sentences of an entry, in order; the first says what kind of change it was when no change does. */
export function activitySentences(
  item: Pick<ActivityItem, "kind" | "changes">,
  words: ActivityWords,
): string[] {
  if (item.kind === "created") {
    const rest = item.changes.filter((c) => c.field === "assignee").map((c) => changeText(c, words));
    return [`created ${words.subject}`, ...rest];
  }
  if (item.kind === "deleted") return [`deleted ${words.subject}`];
  const ordered = [...item.changes].sort(
    (a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field),
  );
  const lines = ordered.map((c) => changeText(c, words));
  return lines.length > 0 ? lines : [`changed ${words.subject}`];
}
