import type { ActivityChange, ActivityItem, ActivityPerson, ActivityVia } from "@contract/activity";
import { format } from "date-fns";
import { dateFormatter, defineMessages, type MessageDescriptor, type Translate, translator } from "@/i18n";
import { statusColumnText } from "./statuses";
import { localDayOf } from "./task-days";
import { displayName } from "./user";

/*
 * Task history in words (product rules §32): each entry becomes sentences that follow its actor's
 * name, "moved this from To Do to In Progress", "changed the due date from 3 Dec to 5 Dec". Column
 * ids are named by the board's columns; people by the page's `people`. Every sentence is one ICU
 * message of the language shown (issue 24); the actor's line puts the name in with `ACTIVITY_LINE`.
 */

/** What the sentences need besides the entry. */
export type ActivityWords = {
  /** Column id -> title, for status changes. */
  columns: ReadonlyMap<string, string>;
  /** The people the page names. */
  people: readonly ActivityPerson[];
  /** How the task is called: "this" in its own dialog, `WEB-12 'Checkout page'` in the project's feed. */
  subject: string;
  /** How the task is called once the entry has named it (a creation's assignee); default `subject`. */
  again?: string;
  /** For the dates' year: a date of another year shows it. */
  now?: Date;
};

const M = defineMessages({
  via_token: { id: "activity.via.token", defaultMessage: "via API token ''{name}''" },
  via_anyToken: { id: "activity.via.anyToken", defaultMessage: "via an API token" },
  via_import: { id: "activity.via.import", defaultMessage: "via import ({name})" },
  via_anyImport: { id: "activity.via.anyImport", defaultMessage: "via import" },
  via_assistant: { id: "activity.via.assistant", defaultMessage: "via the AI assistant" },
  via_integration: { id: "activity.via.integration", defaultMessage: "via {name}" },
  via_anyIntegration: { id: "activity.via.anyIntegration", defaultMessage: "via an integration" },
  via_system: { id: "activity.via.system", defaultMessage: "automatically" },
  formerMember: { id: "activity.formerMember", defaultMessage: "a former member" },
  aTask: { id: "activity.aTask", defaultMessage: "a task" },
  taskRef: { id: "activity.taskRef", defaultMessage: "{key} ''{title}''" },
  named: { id: "activity.title.named", defaultMessage: "named it ''{to}''" },
  renamed: { id: "activity.title.renamed", defaultMessage: "renamed it from ''{from}'' to ''{to}''" },
  descriptionAdded: { id: "activity.description.added", defaultMessage: "added a description" },
  descriptionRemoved: { id: "activity.description.removed", defaultMessage: "removed the description" },
  descriptionChanged: { id: "activity.description.changed", defaultMessage: "changed the description" },
  statusSet: { id: "activity.status.set", defaultMessage: "put it in {to}" },
  statusMoved: { id: "activity.status.moved", defaultMessage: "moved {subject} from {from} to {to}" },
  unassigned: { id: "activity.assignee.unassigned", defaultMessage: "unassigned {from}" },
  assigned: { id: "activity.assignee.assigned", defaultMessage: "assigned {subject} to {to}" },
  assignedSelf: { id: "activity.assignee.self", defaultMessage: "assigned it to themselves" },
  reassignedSelf: {
    id: "activity.assignee.reassignedSelf",
    defaultMessage: "reassigned it from {from} to themselves",
  },
  reassigned: {
    id: "activity.assignee.reassigned",
    defaultMessage: "reassigned {subject} from {from} to {to}",
  },
  priority: {
    id: "activity.priority.changed",
    defaultMessage:
      "changed the priority from {from, select, high {high} medium {medium} low {low} other {{from}}} to {to, select, high {high} medium {medium} low {low} other {{to}}}",
  },
  dueRemoved: { id: "activity.dueDate.removed", defaultMessage: "removed the due date {from}" },
  dueSet: { id: "activity.dueDate.set", defaultMessage: "set the due date to {to}" },
  dueChanged: { id: "activity.dueDate.changed", defaultMessage: "changed the due date from {from} to {to}" },
  startRemoved: { id: "activity.startDate.removed", defaultMessage: "removed the start date {from}" },
  startSet: { id: "activity.startDate.set", defaultMessage: "set the start date to {to}" },
  startChanged: {
    id: "activity.startDate.changed",
    defaultMessage: "changed the start date from {from} to {to}",
  },
  pointsRemoved: {
    id: "activity.storyPoints.removed",
    defaultMessage: "removed the estimate of {from} points",
  },
  pointsSet: { id: "activity.storyPoints.set", defaultMessage: "estimated it at {to} points" },
  pointsChanged: {
    id: "activity.storyPoints.changed",
    defaultMessage: "changed the story points from {from} to {to}",
  },
  tagsAdded: {
    id: "activity.tags.added",
    defaultMessage: "{count, plural, one {added the tag {tags}} other {added the tags {tags}}}",
  },
  tagsRemoved: {
    id: "activity.tags.removed",
    defaultMessage: "{count, plural, one {removed the tag {tags}} other {removed the tags {tags}}}",
  },
  tagsBoth: { id: "activity.tags.both", defaultMessage: "{added} and {removed}" },
  tagsReordered: { id: "activity.tags.reordered", defaultMessage: "reordered the tags" },
  progress: { id: "activity.progress.changed", defaultMessage: "changed the progress from {from}% to {to}%" },
  wip: { id: "activity.wipLimitOverride", defaultMessage: "went over the column's WIP limit" },
  itemAdded: { id: "activity.checklist.added", defaultMessage: "added the checklist item ''{text}''" },
  itemRemoved: { id: "activity.checklist.removed", defaultMessage: "removed the checklist item ''{text}''" },
  itemRenamed: {
    id: "activity.checklist.renamed",
    defaultMessage: "renamed the checklist item ''{from}'' to ''{to}''",
  },
  itemChecked: { id: "activity.checklist.checked", defaultMessage: "checked ''{text}''" },
  itemUnchecked: { id: "activity.checklist.unchecked", defaultMessage: "unchecked ''{text}''" },
  replied: { id: "activity.comment.replied", defaultMessage: "replied to a comment" },
  commented: { id: "activity.comment.added", defaultMessage: "commented" },
  commentDeletedWithReplies: {
    id: "activity.comment.deletedWithReplies",
    defaultMessage: "deleted a comment and its {count, plural, one {# reply} other {# replies}}",
  },
  commentDeleted: { id: "activity.comment.deleted", defaultMessage: "deleted a comment" },
  commentEdited: { id: "activity.comment.edited", defaultMessage: "edited a comment" },
  attached: { id: "activity.attachments.added", defaultMessage: "attached {names}" },
  detached: { id: "activity.attachments.removed", defaultMessage: "removed {names}" },
  goalUnlinked: {
    id: "activity.goal.unlinked",
    defaultMessage: "unlinked {subject} from the sprint goal ''{text}''",
  },
  goalLinked: {
    id: "activity.goal.linked",
    defaultMessage: "linked {subject} to the sprint goal ''{text}''",
  },
  linkRemoved: {
    id: "activity.link.removed",
    defaultMessage:
      "removed the link to {type, select, blocks {a task it blocks} blocked_by {a task blocking it} relates {a related task} duplicates {a task it duplicates} duplicated_by {a task duplicating it} other {a task}}",
  },
  linkNow: {
    id: "activity.link.now",
    defaultMessage:
      "added a link: it {type, select, blocks {now blocks {key}} blocked_by {is now blocked by {key}} relates {now relates to {key}} duplicates {now duplicates {key}} duplicated_by {is now duplicated by {key}} other {is now linked to {key}}}",
  },
  linkNoLonger: {
    id: "activity.link.noLonger",
    defaultMessage:
      "removed a link: it no longer {type, select, blocks {blocks {key}} blocked_by {is blocked by {key}} relates {relates to {key}} duplicates {duplicates {key}} duplicated_by {is duplicated by {key}} other {is linked to {key}}}",
  },
  linkAdded: {
    id: "activity.link.added",
    defaultMessage:
      "linked {subject} to {type, select, blocks {a task it blocks} blocked_by {a task blocking it} relates {a related task} duplicates {a task it duplicates} duplicated_by {a task duplicating it} other {a task}}",
  },
  type: {
    id: "activity.type.changed",
    defaultMessage:
      "changed the type from {from, select, task {task} story {story} bug {bug} epic {epic} other {{from}}} to {to, select, task {task} story {story} bug {bug} epic {epic} other {{to}}}",
  },
  parentRemoved: { id: "activity.parent.removed", defaultMessage: "removed {subject} from {from}" },
  parentSet: { id: "activity.parent.set", defaultMessage: "made {subject} a sub-task of {to}" },
  parentMoved: { id: "activity.parent.moved", defaultMessage: "moved {subject} from {from} to {to}" },
  subtaskRemoved: { id: "activity.subtask.removed", defaultMessage: "removed the sub-task {task}" },
  subtaskAdded: { id: "activity.subtask.added", defaultMessage: "added the sub-task {task}" },
  changedField: { id: "activity.changedField", defaultMessage: "changed {field}" },
  created: { id: "activity.created", defaultMessage: "created {subject}" },
  deleted: { id: "activity.deleted", defaultMessage: "deleted {subject}" },
  changed: { id: "activity.changed", defaultMessage: "changed {subject}" },
});

/** The actor's line: the name (an element) and the first sentence, in the language's order. */
export const ACTIVITY_LINE: MessageDescriptor = defineMessages({
  line: { id: "activity.line", defaultMessage: "<b>{name}</b> {sentence}" },
}).line;

/** A task's due or start date as "5 Dec" (this year) or "5 Dec 2027", the day that was picked. */
export function shortDate(iso: string, now: Date = new Date(), locale: string = translator().locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  // A due or start date is a day (product rules, tasks): show the day that was picked wherever the
  // reader is, whether the API (midnight UTC) or a form (the writer's local midnight) wrote it.
  const local = localDayOf(iso) ?? date;
  const sameYear = local.getFullYear() === now.getFullYear();
  if (locale === "en") return format(local, sameYear ? "d MMM" : "d MMM yyyy");
  return dateFormatter(
    sameYear ? { day: "numeric", month: "short" } : { day: "numeric", month: "short", year: "numeric" },
    locale,
  ).format(local);
}

/** "via API token 'CI bot'", "via import (csv)", ...; the app in a browser says nothing. */
export function viaText(via: ActivityVia, t: Translate = translator()): string {
  switch (via.kind) {
    case "api_token":
      return via.name ? t(M.via_token, { name: via.name }) : t(M.via_anyToken);
    case "import":
      return via.name ? t(M.via_import, { name: via.name }) : t(M.via_anyImport);
    case "assistant":
      return t(M.via_assistant);
    case "integration":
      return via.name ? t(M.via_integration, { name: via.name }) : t(M.via_anyIntegration);
    case "system":
      return t(M.via_system);
    default:
      return "";
  }
}

function personName(id: unknown, people: readonly ActivityPerson[], t: Translate): string {
  const person = people.find((p) => p.id === id);
  return person ? displayName(person) : t(M.formerMember);
}

function columnName(id: unknown, columns: ReadonlyMap<string, string>, t: Translate): string {
  return statusColumnText(t, columns, String(id));
}

/** Names in the language's list style: 'a, b, c'. */
function list(names: readonly string[], t: Translate): string {
  return new Intl.ListFormat(t.locale, { type: "unit", style: "short" }).format(names);
}

/** A task as the history names it: `WEB-12 'Checkout page'`. */
export function taskRefText(key: string, title: string, t: Translate = translator()): string {
  return t(M.taskRef, { key, title }).trim();
}

type Item = { text?: string; done?: boolean };
type Named = { text?: string };
type TaskRef = { key?: string; title?: string };
const taskRef = (value: unknown, t: Translate) => {
  const ref = value as TaskRef | null;
  return ref ? taskRefText(ref.key ?? "", ref.title ?? "", t) : t(M.aTask);
};

/**
 * The sentence of one change (the description's text is shown as a diff by the caller); `actorId`
 * is who made it (an assignment to oneself reads 'assigned it to themselves').
 */
export function changeText(
  change: ActivityChange,
  words: ActivityWords,
  t: Translate = translator(),
  actorId: number | null = null,
): string {
  const { from, to } = change;
  const now = words.now ?? new Date();
  const subject = words.subject;
  const date = (value: unknown) => shortDate(String(value), now, t.locale);
  const person = (id: unknown) => personName(id, words.people, t);
  const column = (id: unknown) => columnName(id, words.columns, t);
  switch (change.field) {
    case "title":
      return from === null
        ? t(M.named, { to: String(to) })
        : t(M.renamed, { from: String(from), to: String(to) });
    case "description":
      return t(
        from === null ? M.descriptionAdded : to === null ? M.descriptionRemoved : M.descriptionChanged,
      );
    case "status":
      return from === null
        ? t(M.statusSet, { to: column(to) })
        : t(M.statusMoved, { subject, from: column(from), to: column(to) });
    case "assignee":
      if (to === null) return t(M.unassigned, { from: person(from) });
      if (actorId !== null && to === actorId)
        return from === null ? t(M.assignedSelf) : t(M.reassignedSelf, { from: person(from) });
      if (from === null) return t(M.assigned, { subject, to: person(to) });
      return t(M.reassigned, { subject, from: person(from), to: person(to) });
    case "priority":
      return t(M.priority, { from: String(from), to: String(to) });
    case "dueDate":
      if (to === null) return t(M.dueRemoved, { from: date(from) });
      if (from === null) return t(M.dueSet, { to: date(to) });
      return t(M.dueChanged, { from: date(from), to: date(to) });
    case "startDate":
      if (to === null) return t(M.startRemoved, { from: date(from) });
      if (from === null) return t(M.startSet, { to: date(to) });
      return t(M.startChanged, { from: date(from), to: date(to) });
    case "storyPoints":
      if (to === null) return t(M.pointsRemoved, { from: String(from) });
      if (from === null) return t(M.pointsSet, { to: String(to) });
      return t(M.pointsChanged, { from: String(from), to: String(to) });
    case "tags": {
      const before = Array.isArray(from) ? (from as string[]) : [];
      const after = Array.isArray(to) ? (to as string[]) : [];
      const added = after.filter((tag) => !before.includes(tag));
      const removed = before.filter((tag) => !after.includes(tag));
      const addedText =
        added.length > 0 ? t(M.tagsAdded, { count: added.length, tags: list(added, t) }) : null;
      const removedText =
        removed.length > 0 ? t(M.tagsRemoved, { count: removed.length, tags: list(removed, t) }) : null;
      if (addedText && removedText) return t(M.tagsBoth, { added: addedText, removed: removedText });
      return addedText ?? removedText ?? t(M.tagsReordered);
    }
    case "progress":
      return t(M.progress, { from: String(from ?? 0), to: String(to) });
    case "wipLimitOverride":
      return t(M.wip);
    case "checklistItem": {
      const a = from as Item | null;
      const b = to as Item | null;
      if (a === null) return t(M.itemAdded, { text: String(b?.text) });
      if (b === null) return t(M.itemRemoved, { text: String(a.text) });
      if (a.text !== b.text) return t(M.itemRenamed, { from: String(a.text), to: String(b.text) });
      return t(b.done ? M.itemChecked : M.itemUnchecked, { text: String(b.text) });
    }
    case "comment": {
      const ref = (to ?? from) as { parentId?: number | null; replies?: number } | null;
      if (from === null) return t(ref?.parentId ? M.replied : M.commented);
      if (to === null) {
        const replies = ref?.replies ?? 0;
        return replies > 0 ? t(M.commentDeletedWithReplies, { count: replies }) : t(M.commentDeleted);
      }
      return t(M.commentEdited);
    }
    case "attachments": {
      const names = (Array.isArray(to) ? to : Array.isArray(from) ? from : []) as string[];
      return t(to === null ? M.detached : M.attached, { names: list(names, t) });
    }
    case "goal": {
      const goal = (to ?? from) as Named | null;
      return t(to === null ? M.goalUnlinked : M.goalLinked, { subject, text: String(goal?.text) });
    }
    case "link": {
      // The other task's key comes only when the reader may open it (the server adds it on reading).
      const link = (to ?? from) as { type?: string; key?: string } | null;
      const type = link?.type ?? "other";
      if (link?.key) return t(to === null ? M.linkNoLonger : M.linkNow, { type, key: link.key });
      return to === null ? t(M.linkRemoved, { type }) : t(M.linkAdded, { subject, type });
    }
    case "type":
      return t(M.type, { from: String(from ?? "task"), to: String(to) });
    case "parent":
      if (to === null) return t(M.parentRemoved, { subject, from: taskRef(from, t) });
      if (from === null) return t(M.parentSet, { subject, to: taskRef(to, t) });
      return t(M.parentMoved, { subject, from: taskRef(from, t), to: taskRef(to, t) });
    case "subtask":
      return t(to === null ? M.subtaskRemoved : M.subtaskAdded, { task: taskRef(to ?? from, t) });
    default:
      return t(M.changedField, { field: String(change.field) });
  }
}

/** The order sentences are told in: the move first, the description (shown as a diff below) last. */
const FIELD_ORDER: readonly string[] = [
  "status",
  "title",
  "assignee",
  "priority",
  "startDate",
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
  item: Pick<ActivityItem, "kind" | "changes"> & { actor?: { id: number } | null },
  words: ActivityWords,
  t: Translate = translator(),
): string[] {
  const actorId = item.actor?.id ?? null;
  if (item.kind === "created") {
    const named = { ...words, subject: words.again ?? words.subject };
    const rest = item.changes
      .filter((c) => c.field === "assignee")
      .map((c) => changeText(c, named, t, actorId));
    return [t(M.created, { subject: words.subject }), ...rest];
  }
  if (item.kind === "deleted") return [t(M.deleted, { subject: words.subject })];
  const ordered = [...item.changes].sort(
    (a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field),
  );
  const lines = ordered.map((c) => changeText(c, words, t, actorId));
  return lines.length > 0 ? lines : [t(M.changed, { subject: words.subject })];
}
