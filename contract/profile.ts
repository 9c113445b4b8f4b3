import { z } from "zod";
import { singleSwitchBody } from "./notifications.ts";
import { LanguageSchema, NewPasswordSchema } from "./users.ts";

/** The avatar limit (product rules §16, product rules §6). */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;
/** Shown when an avatar is larger than MAX_AVATAR_BYTES. */
export const AVATAR_TOO_LARGE_MESSAGE = "File size must be less than 5MB";
/** Shown when an avatar is not a JPEG, PNG, GIF or WebP image. */
export const AVATAR_NOT_IMAGE_MESSAGE = "Please select a valid image file";
/** Shown when the profile form sends a different email. */
export const EMAIL_LOCKED_MESSAGE = "Email cannot be changed";
/** Shown when the current password does not match. */
export const WRONG_PASSWORD_MESSAGE = "Current password is incorrect";

const nameField = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);

/**
 * PATCH /api/user/profile. Every field is optional (only those present change); the form sends
 * `id` and `email` too: the id must be the caller's and the email may not change.
 */
export const UpdateProfileBody = z.object({
  /** The caller's own id, if sent. */
  id: z.union([z.number(), z.string()]).optional().nullable(),
  /** The caller's current email, if sent; any other value is refused. */
  email: z.string({ error: "Email must be text" }).max(255, EMAIL_LOCKED_MESSAGE).optional().nullable(),
  /** Given name, 1-100 characters. */
  firstName: nameField("First name").optional(),
  /** Family name, 1-100 characters. */
  lastName: nameField("Last name").optional(),
  /** Phone number up to 20 characters; empty or null clears it. */
  phoneNumber: z
    .string({ error: "Phone number must be text" })
    .trim()
    .max(20, "Phone number must be at most 20 characters")
    .optional()
    .nullable()
    .transform((v) => (v === "" ? null : v)),
  /** Avatar URL: unchanged, an `/api/files/{id}` avatar of the caller's, or null/empty to remove it. */
  profileImageUrl: z
    .string({ error: "Profile image URL must be text" })
    .trim()
    .max(2048, "Invalid profile image URL")
    .optional()
    .nullable()
    .transform((v) => (v === "" ? null : v)),
  /** The language to keep on the account (every device), or null to follow the browser's languages. */
  language: LanguageSchema.nullable().optional(),
});
export type UpdateProfile = z.output<typeof UpdateProfileBody>;
export type UpdateProfileInput = z.input<typeof UpdateProfileBody>;

/** PATCH /api/user/password (product rules §2: the current password is required; other sessions end). */
export const ChangePasswordBody = z.object({
  /** The password in use now. */
  currentPassword: z
    .string({ error: "Current password is required" })
    .min(1, "Current password is required")
    .max(256, WRONG_PASSWORD_MESSAGE),
  /** The new password, 8-256 characters. */
  newPassword: NewPasswordSchema,
});
export type ChangePassword = z.output<typeof ChangePasswordBody>;
export type ChangePasswordInput = z.input<typeof ChangePasswordBody>;

/** The four profile switches governing comment notifications (product rules §9); true when never set. */
export const NotificationSettingsSchema = z.object({
  /** A comment on a task the user created. */
  writeUpdateOnOwnItem: z.boolean(),
  /** A comment on a task the user is assigned. */
  writeUpdateOnSubscribedItem: z.boolean(),
  /** A reply in a thread the user commented in. */
  repliedToThreadCommented: z.boolean(),
  /** A reply to the user's own comment. */
  repliedToUpdateWrote: z.boolean(),
});
export type NotificationSettings = z.output<typeof NotificationSettingsSchema>;

/** PATCH /api/user/notification-settings: exactly one of the four switches. */
export const UpdateNotificationSettingsBody = singleSwitchBody([
  "writeUpdateOnOwnItem",
  "writeUpdateOnSubscribedItem",
  "repliedToThreadCommented",
  "repliedToUpdateWrote",
]);
export type UpdateNotificationSettings = z.output<typeof UpdateNotificationSettingsBody>;
export type UpdateNotificationSettingsInput = z.input<typeof UpdateNotificationSettingsBody>;

/** The most open tasks one call of GET /api/user/tasks returns (also its default). */
export const OPEN_TASKS_MAX_LIMIT = 200;
const OPEN_LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${OPEN_TASKS_MAX_LIMIT}`;

/**
 * GET /api/user/tasks?limit=N: the first N open tasks (issue 14: the profile card shows a few). With
 * `limit` the answer's `X-Total-Count` header counts every open task; without it, the list is the
 * first 200, as before.
 */
export const OpenTasksQuery = z.object({
  /** How many tasks, 1-200; "" or absence means the first 200 and no count header. */
  limit: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.coerce
      .number({ error: OPEN_LIMIT_MESSAGE })
      .int(OPEN_LIMIT_MESSAGE)
      .min(1, OPEN_LIMIT_MESSAGE)
      .max(OPEN_TASKS_MAX_LIMIT, OPEN_LIMIT_MESSAGE)
      .optional(),
  ),
});

/** One of GET /api/user/tasks: an open task assigned to the caller (profile 'My Open Tasks'). */
export const OpenTaskSchema = z.object({
  /** Task id. */
  id: z.number(),
  /** Title. */
  title: z.string(),
  /** Description, or null. */
  description: z.string().nullable(),
  /** Status value (board column). */
  status: z.string(),
  /** high, medium or low. */
  priority: z.string(),
  /** ISO due date, or null. */
  dueDate: z.string().nullable(),
  /** ISO time of last change. */
  updatedAt: z.string(),
  /** ISO creation time. */
  createdAt: z.string(),
  /** The task's project. */
  project: z.object({ /** Project id. */ id: z.number(), /** Project name. */ name: z.string() }),
});
export type OpenTask = z.output<typeof OpenTaskSchema>;

/** PATCH /api/user/password answer. */
export const ChangePasswordResultSchema = z.object({
  /** Confirmation text. */
  message: z.string(),
});
export type ChangePasswordResult = z.output<typeof ChangePasswordResultSchema>;
