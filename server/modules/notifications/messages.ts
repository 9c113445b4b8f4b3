import type { NOTIFICATION_TYPES } from "../../../contract/notifications.ts";

/** The words of a notification: its type, title and message. */
export type NotificationText = { type: (typeof NOTIFICATION_TYPES)[number]; title: string; message: string };

/**
 * Every notification the server creates, worded in one place (docs/product-rules.md,
 * notifications). The services decide who hears of what; these decide what they read.
 */
export const notificationText = {
  /** To a task's new assignee. */
  taskAssigned: (task: string, project: string): NotificationText => ({
    type: "task_assigned",
    title: "New task assigned",
    message: `You were assigned "${task}" in ${project}`,
  }),
  /** To a task's creator and assignee when someone else completes it. */
  taskCompleted: (task: string, project: string): NotificationText => ({
    type: "task_completed",
    title: "Task completed",
    message: `"${task}" in ${project} was completed`,
  }),
  /** To a task's assignee before its due date; `dueIn` reads "in 5 hours". */
  deadlineReminder: (task: string, project: string, dueIn: string): NotificationText => ({
    type: "deadline_reminder",
    title: "Task due soon",
    message: `"${task}" in ${project} is due ${dueIn}`,
  }),
  /** To a sprint's participant who has not answered today's standup (product rules §22). */
  standupReminder: (sprint: string): NotificationText => ({
    type: "standup_reminder",
    title: "Daily standup",
    message: `You have not answered today's standup in the sprint "${sprint}"`,
  }),
  /** To a project's new owner. */
  projectOwner: (project: string): NotificationText => ({
    type: "project_assigned",
    title: "Project assigned",
    message: `You are now the owner of the project "${project}"`,
  }),
  /** To a user added to a project's members. */
  projectMember: (project: string): NotificationText => ({
    type: "project_assigned",
    title: "Added to a project",
    message: `You were added to the project "${project}"`,
  }),
  /** To a user added to a department. */
  departmentMember: (actor: string, department: string): NotificationText => ({
    type: "member_invite",
    title: "Added to a department",
    message: `${actor} added you to the department "${department}"`,
  }),
  /** To the people who invited a user who has now registered. */
  invitationAccepted: (name: string): NotificationText => ({
    type: "team_invite_approved",
    title: "Invitation accepted",
    message: `${name} accepted your invitation and joined the workspace`,
  }),
  /** To the author of the comment replied to. */
  replyToComment: (actor: string, task: string): NotificationText => ({
    type: "task_reply",
    title: "New reply",
    message: `${actor} replied to your comment on "${task}"`,
  }),
  /** To the others who replied in that thread. */
  replyInThread: (actor: string, task: string): NotificationText => ({
    type: "task_reply",
    title: "New reply",
    message: `${actor} replied in a thread you commented in on "${task}"`,
  }),
  /** To a task's creator, on a comment. */
  commentOnOwnTask: (actor: string, task: string): NotificationText => ({
    type: "task_message_reply",
    title: "New comment",
    message: `${actor} commented on your task "${task}"`,
  }),
  /** To a task's assignee, on a comment. */
  commentOnAssignedTask: (actor: string, task: string): NotificationText => ({
    type: "task_message_reply",
    title: "New comment",
    message: `${actor} commented on "${task}", which is assigned to you`,
  }),
  /** To a task's watchers: what someone else changed (`message` from watchers/watch-messages.ts). */
  taskChanged: (message: string): NotificationText => ({
    type: "task_changed",
    title: "Watched task changed",
    message,
  }),
  /** To a reader of a chat channel mentioned in a message (product rules §23). */
  chatMention: (actor: string, channel: string): NotificationText => ({
    type: "chat_mention",
    title: "Mentioned in chat",
    message: `${actor} mentioned you in ${channel}`,
  }),
};
