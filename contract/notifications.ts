import { z } from "zod";
import { PathIdSchema } from "./common.ts";
import { PublicUserSchema } from "./users.ts";

/** Path of /api/notifications/{id}/read. */
export const NotificationIdParams = z.object({ /** Notification id. */ id: PathIdSchema });
export type NotificationIdParams = z.output<typeof NotificationIdParams>;
export type NotificationIdParamsInput = z.input<typeof NotificationIdParams>;

/** The notification types the server creates (product rules §9). */
export const NOTIFICATION_TYPES = [
  "task_assigned",
  "task_completed",
  "project_assigned",
  "task_reply",
  "task_message_reply",
  "team_invite_approved",
  "member_invite",
  "deadline_reminder",
  "standup_reminder",
  "chat_mention",
  "task_changed",
] as const;

/** The user whose act caused a notification. */
export const NotificationActorSchema = PublicUserSchema;
export type NotificationActor = z.output<typeof NotificationActorSchema>;

/** A notification as GET /api/user/notifications returns it. */
export const NotificationSchema = z.object({
  /** Notification id. */
  id: z.number().int(),
  /** Kind, e.g. task_assigned (see NOTIFICATION_TYPES). */
  type: z.string(),
  /** Short title. */
  title: z.string(),
  /** Sentence describing what happened. */
  message: z.string(),
  /** Whether the user has read it. */
  isRead: z.boolean(),
  /** ISO creation time. */
  createdAt: z.string(),
  /** Id of the task, project, comment or user it is about, or null. */
  relatedEntityId: z.number().int().nullable(),
  /** What relatedEntityId names: task, project, comment, team or user; or null. */
  relatedEntityType: z.string().nullable(),
  /** Who acted, or null for the system (deadline reminders). */
  actionUser: NotificationActorSchema.nullable(),
  /**
   * The app path of what it is about: `/projects/{id}?taskId={taskId}` for a task,
   * `/projects/{id}`, `/teams/{id}`, `/team-members` for an accepted invitation, `/chat/{channelId}`
   * for a chat mention; null when there
   * is none (or the task is gone).
   */
  link: z.string().nullable(),
});
export type Notification = z.output<typeof NotificationSchema>;

/** How many notifications GET /api/user/notifications returns at most (newest first): one page. */
export const NOTIFICATION_LIST_LIMIT = 100;

/**
 * GET /api/user/notifications?before={id}&limit={n}: one page of the feed, newest first. `before`
 * is the last id of the previous page (the page holds what came before it); a page shorter than
 * `limit` is the last.
 */
export const NotificationListQuery = z.object({
  /** The id of the last notification of the previous page. */
  before: PathIdSchema.optional(),
  /** Page size, 1 to 100 (default 100). */
  limit: z.coerce
    .number({ error: `Limit must be a whole number from 1 to ${NOTIFICATION_LIST_LIMIT}` })
    .int(`Limit must be a whole number from 1 to ${NOTIFICATION_LIST_LIMIT}`)
    .min(1, `Limit must be a whole number from 1 to ${NOTIFICATION_LIST_LIMIT}`)
    .max(NOTIFICATION_LIST_LIMIT, `Limit must be a whole number from 1 to ${NOTIFICATION_LIST_LIMIT}`)
    .optional(),
});
export type NotificationListQuery = z.output<typeof NotificationListQuery>;
export type NotificationListQueryInput = z.input<typeof NotificationListQuery>;

/** GET /api/user/notifications/unread-count: the user's unread notifications, all of them. */
export const UnreadCountSchema = z.object({
  /** How many are unread. */
  count: z.number(),
});
export type UnreadCount = z.output<typeof UnreadCountSchema>;

/** PATCH /api/notifications/mark-all-read answer: how many changed from unread to read. */
export const MarkAllReadResultSchema = z.object({
  /** Notifications marked read by this call. */
  updated: z.number(),
});
export type MarkAllReadResult = z.output<typeof MarkAllReadResultSchema>;

/** The /settings switches: which notifications also go to the chat workspace (product rules §9, 12). */
export const NotificationPreferencesSchema = z.object({
  /** Being assigned a task. */
  taskAssignments: z.boolean(),
  /** A task one is involved in was completed. */
  taskCompletions: z.boolean(),
  /** Being added to a project or made its owner. */
  projectUpdates: z.boolean(),
  /** Comments and replies on one's tasks and comments. */
  commentMentions: z.boolean(),
  /** A task due within 24 hours. */
  deadlineReminders: z.boolean(),
  /** Ceremony reminders: today's standup not answered yet (product rules §22); off means none at all. */
  ceremonyReminders: z.boolean(),
});
export type NotificationPreferences = z.output<typeof NotificationPreferencesSchema>;
/** The name of one of the preference switches. */
export type NotificationPreferenceKey = keyof NotificationPreferences;

/** Builds a body schema that takes exactly one of `keys` as a boolean (a one-key partial update). */
export function singleSwitchBody<K extends string>(keys: readonly [K, ...K[]]) {
  const shape = Object.fromEntries(
    keys.map((k) => [k, z.boolean({ error: `${k} must be true or false` }).optional()]),
  ) as Record<K, z.ZodOptional<z.ZodBoolean>>;
  return z
    .strictObject(shape, {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? `Unknown setting: ${(issue as { keys?: string[] }).keys?.join(", ") ?? ""}`.trim()
          : undefined,
    })
    .refine((body) => Object.values(body).filter((v) => v !== undefined).length === 1, {
      message: `Send exactly one setting: ${keys.join(", ")}`,
    });
}

/** PATCH /api/user/notification-preferences: exactly one of the switches. */
export const UpdateNotificationPreferencesBody = singleSwitchBody([
  "taskAssignments",
  "taskCompletions",
  "projectUpdates",
  "commentMentions",
  "deadlineReminders",
  "ceremonyReminders",
]);
export type UpdateNotificationPreferences = z.output<typeof UpdateNotificationPreferencesBody>;
export type UpdateNotificationPreferencesInput = z.input<typeof UpdateNotificationPreferencesBody>;
