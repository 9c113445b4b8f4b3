import type { NOTIFICATION_TYPES } from "../../../contract/notifications.ts";
import type {
  NoticeActor,
  NoticeChange,
  NoticeComment,
  NoticeTask,
  NotificationContent,
} from "../../db/schema.ts";
import { wordNotification } from "./notice-words.ts";

export type {
  NoticeActor,
  NoticeChange,
  NoticeColumn,
  NoticeComment,
  NoticePerson,
  NoticeTask,
  NotificationContent,
} from "../../db/schema.ts";
/** Words a notification's content in a language: for the modules that send it (email, chat). */
export { type CurrentNames, type NotificationWords, noticeDate, wordNotification } from "./notice-words.ts";

/**
 * # What a notification stores, and how it is worded (issue 32)
 *
 * A notification row keeps its `type` (contract NOTIFICATION_TYPES, which the email kinds and
 * switches use) and its `content` (jsonb, `NotificationContent` in server/db/schema/notifications.ts):
 * the kind of sentence and the values it is worded from, in no language. Its `title` and `message`
 * columns hold the words in the recipient's language when it was written: the fallback for rows
 * from before issue 32 (content null) and for a reader that cannot word content.
 *
 * The feed (GET /api/user/notifications), a read mark's answer, the socket push and chat posts word
 * `content` when they are read or sent, in the reader's language then (`wordNotification(content,
 * locale, current)` in notice-words.ts), so a person who changes language sees the whole feed in
 * it. `current` gives what is true now: the actor's name and the task's key and title (from the
 * joins), which win over the stored ones (kept for a task since deleted or an actor since gone).
 *
 * The shape, by `kind` (every name is user content, never translated):
 * - `taskAssigned`, `taskCompleted`: `{actor, task, project}`;
 * - `deadlineReminder`: `{task, project, hours, dueDate}` (`dueDate` ISO, or null);
 * - `standupReminder`: `{sprint}`; `projectOwner`, `projectMember`: `{project}`;
 * - `departmentMember`: `{actor, department}`; `invitationAccepted`: `{name}`;
 * - `replyToComment`, `replyInThread`, `commentOnOwnTask`, `commentOnAssignedTask`:
 *   `{actor, task, comment: {id, excerpt} | null}` (the excerpt: the comment's text, trimmed);
 * - `chatMention`: `{actor, channel}`;
 * - `taskChanged` (a watcher's notice; several changes by one person within two minutes fold into
 *   one): `{actor, task, changes}`, one entry per field in the order first changed, each with the
 *   first value before and the latest after:
 *   - `{field: "status", from: {id, title} | null, to: {id, title} | null}`: the columns (status
 *     value and the column's title then; name them with `columnName(locale, column)`, server/i18n,
 *     which translates a default column's title);
 *   - `{field: "assignedTo", from: {id, name} | null, to: {id, name} | null}` (null: nobody);
 *   - `{field: "dueDate", from: iso | null, to: iso | null}`;
 *   - `{field: "comment", comment: {id, excerpt} | null}`;
 *   - `{field: "attachment", files: string[]}` (the names attached).
 *
 * where `actor` is `{name, integration?: true}` or null (unknown: "Someone"; an integration's act
 * names it, e.g. "GitHub acme/webshop"), `task` is `{key, title}` (key null when unknown).
 * An email renders "moved from In Progress to Review, due 3 Dec" from `changes` directly.
 */
export type NotificationText = {
  type: (typeof NOTIFICATION_TYPES)[number];
  /** The English words (what a row stores when its recipient's language is not known yet). */
  title: string;
  message: string;
  content: NotificationContent;
};

/** A comment's text as a notice quotes it: one line, at most 280 characters. */
export function commentExcerpt(id: number, text: string): NoticeComment {
  const line = text.replace(/\s+/g, " ").trim();
  return { id, excerpt: line.length > 280 ? `${line.slice(0, 279).trimEnd()}…` : line };
}

function text(type: NotificationText["type"], content: NotificationContent): NotificationText {
  return { type, ...wordNotification(content, "en"), content };
}

const task = (title: string, key: string | null = null): NoticeTask => ({ key, title });
const person = (name: string | null | undefined): NoticeActor => (name ? { name } : null);

/**
 * Every notification the server creates, in one place (docs/product-rules.md §9, §38). The services
 * decide who hears of what; these say what it is.
 */
export const notificationText = {
  /** To a task's new assignee. */
  taskAssigned: (title: string, project: string, actor?: string): NotificationText =>
    text("task_assigned", { kind: "taskAssigned", actor: person(actor), task: task(title), project }),
  /** To a task's creator and assignee when someone else completes it. */
  taskCompleted: (title: string, project: string, actor?: string): NotificationText =>
    text("task_completed", { kind: "taskCompleted", actor: person(actor), task: task(title), project }),
  /** To a task's assignee before its due date, `hours` ahead. */
  deadlineReminder: (
    title: string,
    project: string,
    hours: number,
    dueDate?: Date | null,
  ): NotificationText =>
    text("deadline_reminder", {
      kind: "deadlineReminder",
      task: task(title),
      project,
      hours,
      dueDate: dueDate ? dueDate.toISOString() : null,
    }),
  /** To a sprint's participant who has not answered today's standup (product rules §22). */
  standupReminder: (sprint: string): NotificationText =>
    text("standup_reminder", { kind: "standupReminder", sprint }),
  /** To a project's new owner. */
  projectOwner: (project: string): NotificationText =>
    text("project_assigned", { kind: "projectOwner", project }),
  /** To a user added to a project's members. */
  projectMember: (project: string): NotificationText =>
    text("project_assigned", { kind: "projectMember", project }),
  /** To a user added to a department. */
  departmentMember: (actor: string, department: string): NotificationText =>
    text("member_invite", { kind: "departmentMember", actor: person(actor), department }),
  /** To the people who invited a user who has now registered. */
  invitationAccepted: (name: string): NotificationText =>
    text("team_invite_approved", { kind: "invitationAccepted", name }),
  /** To the author of the comment replied to. */
  replyToComment: (actor: string, title: string, comment: NoticeComment | null = null): NotificationText =>
    text("task_reply", { kind: "replyToComment", actor: person(actor), task: task(title), comment }),
  /** To the others who replied in that thread. */
  replyInThread: (actor: string, title: string, comment: NoticeComment | null = null): NotificationText =>
    text("task_reply", { kind: "replyInThread", actor: person(actor), task: task(title), comment }),
  /** To a task's creator, on a comment. */
  commentOnOwnTask: (actor: string, title: string, comment: NoticeComment | null = null): NotificationText =>
    text("task_message_reply", {
      kind: "commentOnOwnTask",
      actor: person(actor),
      task: task(title),
      comment,
    }),
  /** To a task's assignee, on a comment. */
  commentOnAssignedTask: (
    actor: string,
    title: string,
    comment: NoticeComment | null = null,
  ): NotificationText =>
    text("task_message_reply", {
      kind: "commentOnAssignedTask",
      actor: person(actor),
      task: task(title),
      comment,
    }),
  /** To a task's watchers: what someone else changed (watchers/watch-notices.ts). */
  taskChanged: (actor: NoticeActor, notice: NoticeTask, changes: NoticeChange[]): NotificationText =>
    text("task_changed", { kind: "taskChanged", actor, task: notice, changes }),
  /** To a reader of a chat channel mentioned in a message (product rules §23). */
  chatMention: (actor: string, channel: string): NotificationText =>
    text("chat_mention", { kind: "chatMention", actor: person(actor), channel }),
};
