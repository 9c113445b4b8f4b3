import type { NOTIFICATION_TYPES } from "../../../contract/notifications.ts";
import { type ServerMessageKey, type ServerMessageValues, serverT } from "../../i18n/index.ts";

/**
 * The words of a notification: its type, title and message, in English, and the keys and values
 * they were written from (`i18n`), so createNotifications writes each recipient's copy in their
 * language (issue 24).
 */
export type NotificationText = {
  type: (typeof NOTIFICATION_TYPES)[number];
  title: string;
  message: string;
  i18n?: NotificationI18n;
};

/** The catalog keys of a notification's title and message (a message without a key stays as given). */
export type NotificationI18n = {
  title: ServerMessageKey;
  message?: ServerMessageKey;
  values: ServerMessageValues;
};

/** A notification text from catalog keys, in English (the stored source) with its keys kept. */
function text(
  type: NotificationText["type"],
  title: ServerMessageKey,
  message: ServerMessageKey,
  values: ServerMessageValues,
): NotificationText {
  return {
    type,
    title: serverT("en", title),
    message: serverT("en", message, values),
    i18n: { title, message, values },
  };
}

/**
 * Every notification the server creates, worded in one place (docs/product-rules.md,
 * notifications). The services decide who hears of what; these decide what they read.
 */
export const notificationText = {
  /** To a task's new assignee. */
  taskAssigned: (task: string, project: string): NotificationText =>
    text("task_assigned", "notification.taskAssigned.title", "notification.taskAssigned.message", {
      task,
      project,
    }),
  /** To a task's creator and assignee when someone else completes it. */
  taskCompleted: (task: string, project: string): NotificationText =>
    text("task_completed", "notification.taskCompleted.title", "notification.taskCompleted.message", {
      task,
      project,
    }),
  /** To a task's assignee before its due date; `dueIn` reads "in 5 hours". */
  deadlineReminder: (task: string, project: string, hours: number): NotificationText =>
    text(
      "deadline_reminder",
      "notification.deadlineReminder.title",
      "notification.deadlineReminder.message",
      {
        task,
        project,
        hours,
      },
    ),
  /** To a sprint's participant who has not answered today's standup (product rules §22). */
  standupReminder: (sprint: string): NotificationText =>
    text("standup_reminder", "notification.standupReminder.title", "notification.standupReminder.message", {
      sprint,
    }),
  /** To a project's new owner. */
  projectOwner: (project: string): NotificationText =>
    text("project_assigned", "notification.projectOwner.title", "notification.projectOwner.message", {
      project,
    }),
  /** To a user added to a project's members. */
  projectMember: (project: string): NotificationText =>
    text("project_assigned", "notification.projectMember.title", "notification.projectMember.message", {
      project,
    }),
  /** To a user added to a department. */
  departmentMember: (actor: string, department: string): NotificationText =>
    text("member_invite", "notification.departmentMember.title", "notification.departmentMember.message", {
      actor,
      department,
    }),
  /** To the people who invited a user who has now registered. */
  invitationAccepted: (name: string): NotificationText =>
    text(
      "team_invite_approved",
      "notification.invitationAccepted.title",
      "notification.invitationAccepted.message",
      { name },
    ),
  /** To the author of the comment replied to. */
  replyToComment: (actor: string, task: string): NotificationText =>
    text("task_reply", "notification.reply.title", "notification.replyToComment.message", { actor, task }),
  /** To the others who replied in that thread. */
  replyInThread: (actor: string, task: string): NotificationText =>
    text("task_reply", "notification.reply.title", "notification.replyInThread.message", { actor, task }),
  /** To a task's creator, on a comment. */
  commentOnOwnTask: (actor: string, task: string): NotificationText =>
    text("task_message_reply", "notification.comment.title", "notification.commentOnOwnTask.message", {
      actor,
      task,
    }),
  /** To a task's assignee, on a comment. */
  commentOnAssignedTask: (actor: string, task: string): NotificationText =>
    text("task_message_reply", "notification.comment.title", "notification.commentOnAssignedTask.message", {
      actor,
      task,
    }),
  /** To a task's watchers: what someone else changed (`message` from watchers/watch-messages.ts). */
  taskChanged: (message: string): NotificationText => ({
    type: "task_changed",
    title: serverT("en", "notification.taskChanged.title"),
    message,
    i18n: { title: "notification.taskChanged.title", values: {} },
  }),
  /** To a reader of a chat channel mentioned in a message (product rules §23). */
  chatMention: (actor: string, channel: string): NotificationText =>
    text("chat_mention", "notification.chatMention.title", "notification.chatMention.message", {
      actor,
      channel,
    }),
};
