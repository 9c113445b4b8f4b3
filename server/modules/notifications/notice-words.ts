import type { Locale } from "../../../contract/locales.ts";
import type { NoticeChange, NoticeTask, NotificationContent } from "../../db/schema.ts";
import { columnName } from "../../i18n/columns.ts";
import { isolate, type ServerMessageKey, type ServerMessageValues, serverT } from "../../i18n/index.ts";

/** What is true when a notification is read: the actor's and the task's names now (the feed's joins). */
export type CurrentNames = { actor?: string | null; task?: NoticeTask | null };

/** A notification's words in one language. */
export type NotificationWords = { title: string; message: string };

/** A date-time as the reader's calendar day ("3 Dec 2026", "03.12.2026"), its UTC day. */
export function noticeDate(locale: Locale, iso: string | null): string {
  if (iso === null) return serverT(locale, "notification.none");
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(date);
}

/** File names as a list in the reader's language ("a.png and b.pdf"), each isolated. */
function files(locale: Locale, names: string[]): string {
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(names.map((n) => isolate(locale, n)));
}

/**
 * The words of a notification's `content` in `locale` (issue 32; the shape is documented in
 * messages.ts). `current` names the actor and task as they are now, where known.
 */
export function wordNotification(
  content: NotificationContent,
  locale: Locale,
  current: CurrentNames = {},
): NotificationWords {
  const t = (key: ServerMessageKey, values?: ServerMessageValues) => serverT(locale, key, values);
  // User content keeps its own order inside right-to-left words.
  const u = (text: string) => isolate(locale, text);
  const storedActor = "actor" in content ? content.actor : null;
  const named = (storedActor?.integration ? storedActor.name : current.actor) ?? storedActor?.name;
  const actor = named ? u(named) : t("notification.someone");
  const notice = "task" in content ? { ...content.task, ...(current.task ?? {}) } : { key: null, title: "" };
  const title = u(notice.title);
  const task = notice.key ? u(notice.key) : t("notification.quotedTitle", { title });
  switch (content.kind) {
    case "taskAssigned":
      return {
        title: t("notification.taskAssigned.title"),
        message: t("notification.taskAssigned.message", { task: title, project: u(content.project) }),
      };
    case "taskCompleted":
      return {
        title: t("notification.taskCompleted.title"),
        message: t("notification.taskCompleted.message", { task: title, project: u(content.project) }),
      };
    case "deadlineReminder":
      return {
        title: t("notification.deadlineReminder.title"),
        message: t("notification.deadlineReminder.message", {
          task: title,
          project: u(content.project),
          hours: content.hours,
        }),
      };
    case "standupReminder":
      return {
        title: t("notification.standupReminder.title"),
        message: t("notification.standupReminder.message", { sprint: u(content.sprint) }),
      };
    case "projectOwner":
    case "projectMember":
      return {
        title: t(`notification.${content.kind}.title`),
        message: t(`notification.${content.kind}.message`, { project: u(content.project) }),
      };
    case "departmentMember":
      return {
        title: t("notification.departmentMember.title"),
        message: t("notification.departmentMember.message", { actor, department: u(content.department) }),
      };
    case "invitationAccepted":
      return {
        title: t("notification.invitationAccepted.title"),
        message: t("notification.invitationAccepted.message", { name: u(content.name) }),
      };
    case "replyToComment":
    case "replyInThread":
    case "commentOnOwnTask":
    case "commentOnAssignedTask":
      return {
        title: t(`notification.${content.kind}.heading`, { actor, task }),
        message: content.comment
          ? t("notification.comment.excerpt", { task: title, excerpt: u(content.comment.excerpt) })
          : t(`notification.${content.kind}.message`, { actor, task: title }),
      };
    case "chatMention":
      return {
        title: t("notification.chatMention.title"),
        message: t("notification.chatMention.message", { actor, channel: u(content.channel) }),
      };
    case "taskChanged":
      return {
        title: changeHeading(locale, content.changes, actor, task),
        message: [
          t("notification.quotedTitle", { title }),
          ...content.changes.map((c) => changeLine(locale, c)),
        ].join(" · "),
      };
  }
}

/** What a watcher's notice says happened: one change by name, a comment with files, else a count. */
function changeHeading(locale: Locale, changes: NoticeChange[], actor: string, task: string): string {
  const t = (key: ServerMessageKey, values?: ServerMessageValues) =>
    serverT(locale, key, { actor, task, ...values });
  if (changes.length === 2) {
    const attached = changes.find((c) => c.field === "attachment");
    if (attached && changes.some((c) => c.field === "comment"))
      return t("notification.changed.commentAndFiles", { count: attached.files.length });
  }
  const [only] = changes;
  if (changes.length !== 1 || !only) return t("notification.changed.several", { count: changes.length });
  switch (only.field) {
    case "status":
      return only.to
        ? t("notification.changed.status", { column: columnName(locale, only.to) })
        : t("notification.changed.other");
    case "assignedTo":
      return only.to
        ? t("notification.changed.assigned", { person: isolate(locale, only.to.name) })
        : t("notification.changed.unassigned");
    case "dueDate":
      return only.to
        ? t("notification.changed.dueSet", { date: noticeDate(locale, only.to) })
        : t("notification.changed.dueRemoved");
    case "comment":
      return t("notification.changed.comment");
    case "attachment":
      return only.files.length <= 2
        ? t("notification.changed.attached", { files: files(locale, only.files) })
        : t("notification.changed.attachedMany", { count: only.files.length });
  }
}

/** One change with its value before and after ("Status: In Progress → Review"). */
function changeLine(locale: Locale, c: NoticeChange): string {
  const t = (key: ServerMessageKey, values?: ServerMessageValues) => serverT(locale, key, values);
  const none = t("notification.none");
  switch (c.field) {
    case "status":
      return t("notification.change.status", {
        from: c.from ? columnName(locale, c.from) : none,
        to: c.to ? columnName(locale, c.to) : none,
      });
    case "assignedTo":
      return t("notification.change.assignee", {
        from: c.from ? isolate(locale, c.from.name) : t("notification.nobody"),
        to: c.to ? isolate(locale, c.to.name) : t("notification.nobody"),
      });
    case "dueDate":
      return t("notification.change.dueDate", {
        from: noticeDate(locale, c.from),
        to: noticeDate(locale, c.to),
      });
    case "comment":
      return c.comment
        ? t("notification.change.comment", { excerpt: isolate(locale, c.comment.excerpt) })
        : t("notification.change.commented");
    case "attachment":
      return t("notification.change.attachment", { files: files(locale, c.files) });
  }
}
