import { z } from "zod";

/**
 * The notification kinds a person can choose email for: every type the server creates
 * (NOTIFICATION_TYPES in notifications.ts, kept in step by a test) and `task_changed` (watchers).
 */
export const EMAIL_KINDS = [
  "task_assigned",
  "task_completed",
  "task_changed",
  "task_reply",
  "task_message_reply",
  "chat_mention",
  "deadline_reminder",
  "standup_reminder",
  "project_assigned",
  "member_invite",
  "team_invite_approved",
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** How a kind reaches the inbox: never, a message per task within two minutes, or the daily digest. */
export const EMAIL_DELIVERIES = ["off", "immediately", "digest"] as const;
export type EmailDelivery = (typeof EMAIL_DELIVERIES)[number];

/** Assignment, mentions and replies come at once; everything else waits for the digest. */
export const DEFAULT_EMAIL_KINDS: Record<EmailKind, EmailDelivery> = {
  task_assigned: "immediately",
  task_completed: "digest",
  task_changed: "digest",
  task_reply: "immediately",
  task_message_reply: "immediately",
  chat_mention: "immediately",
  deadline_reminder: "digest",
  standup_reminder: "digest",
  project_assigned: "digest",
  member_invite: "digest",
  team_invite_approved: "digest",
};

/** What each kind is called on the profile and in emails ("You will no longer get email about …"). */
export const EMAIL_KIND_LABELS: Record<EmailKind, string> = {
  task_assigned: "Tasks assigned to you",
  task_completed: "Your tasks being completed",
  task_changed: "Changes to tasks you watch",
  task_reply: "Replies to your comments",
  task_message_reply: "Comments on your tasks",
  chat_mention: "Mentions in chat",
  deadline_reminder: "Due-date reminders",
  standup_reminder: "Standup reminders",
  project_assigned: "Being added to projects",
  member_invite: "Being added to departments",
  team_invite_approved: "Accepted invitations",
};

/** Whether `zone` is an IANA time zone this runtime knows (Intl refuses unknown ones). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone.length > 0 && zone.length <= 64;
  } catch {
    return false;
  }
}

const TimeZoneField = z
  .string({ error: "Time zone must be text" })
  .trim()
  .refine(isTimeZone, "Time zone must be an IANA time zone such as Europe/Berlin");
const DigestHourField = z
  .number({ error: "Digest hour must be a whole number from 0 to 23" })
  .int("Digest hour must be a whole number from 0 to 23")
  .min(0, "Digest hour must be a whole number from 0 to 23")
  .max(23, "Digest hour must be a whole number from 0 to 23");
const DeliveryField = z.enum(EMAIL_DELIVERIES, { error: "Choose off, immediately or digest" });

/** A permanent delivery failure to the person's address, shown on the profile. */
export const EmailBounceSchema = z.object({
  /** ISO time of the first permanent failure. */
  since: z.string(),
  /** What the mail server answered. */
  error: z.string().nullable(),
});

/** GET and PUT /api/user/email-preferences. */
export const EmailPreferencesSchema = z.object({
  /** IANA time zone of the digest; null until saved (the digest then uses UTC, the profile offers the browser's). */
  timeZone: z.string().nullable(),
  /** Local hour 0-23 at which the daily digest leaves. */
  digestHour: z.number().int(),
  /** Every kind with its delivery. */
  kinds: z.object(
    Object.fromEntries(EMAIL_KINDS.map((k) => [k, DeliveryField])) as Record<EmailKind, typeof DeliveryField>,
  ),
  /** Set while mail to the address is bouncing ('Mail to this address is bouncing'). */
  bouncing: EmailBounceSchema.nullable(),
});
export type EmailPreferences = z.output<typeof EmailPreferencesSchema>;

/** PUT /api/user/email-preferences: only the fields present change; `kinds` may name some kinds. */
export const UpdateEmailPreferencesBody = z.strictObject(
  {
    /** IANA time zone, e.g. Europe/Berlin. */
    timeZone: TimeZoneField.optional(),
    /** Local hour 0-23. */
    digestHour: DigestHourField.optional(),
    /** Kinds to change; an unknown kind is refused. */
    kinds: z
      .strictObject(
        Object.fromEntries(EMAIL_KINDS.map((k) => [k, DeliveryField.optional()])) as Record<
          EmailKind,
          z.ZodOptional<typeof DeliveryField>
        >,
        { error: "Unknown notification kind" },
      )
      .optional(),
  },
  { error: "Unknown field" },
);
export type UpdateEmailPreferences = z.output<typeof UpdateEmailPreferencesBody>;
export type UpdateEmailPreferencesInput = z.input<typeof UpdateEmailPreferencesBody>;

/** ?token= of /api/email/unsubscribe: the signed token of an email's unsubscribe link. */
export const UnsubscribeQuery = z.object({
  /** Signed token naming the person and the kind. */
  token: z.string({ error: "The unsubscribe link is missing its token" }).min(1).max(500),
});
export type UnsubscribeQuery = z.output<typeof UnsubscribeQuery>;

/** What POST /api/email/unsubscribe answers (JSON; a browser form gets a page saying the same). */
export const UnsubscribeResultSchema = z.object({
  /** "You will no longer get email about …". */
  message: z.string(),
  /** The kind turned off. */
  kind: z.enum(EMAIL_KINDS),
});
export type UnsubscribeResult = z.output<typeof UnsubscribeResultSchema>;
