import { z } from "zod";

/** One failed field of a validation error. */
export const FieldErrorSchema = z.object({
  /** The field, dotted (`tasks.0.title`). */
  path: z.string(),
  /** What is wrong with it, in English. */
  message: z.string(),
  /**
   * The message's stable code (issue 24), which clients translate: one of contract/validation.ts's
   * (TITLE_REQUIRED, PASSWORD_TOO_SHORT...), else VALIDATION.
   */
  code: z.string(),
  /** The values the message shows, for a translation (none yet: each code names one exact text). */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type FieldError = z.output<typeof FieldErrorSchema>;

/**
 * The stable codes of error answers (issue 24): one per status for the general case, and one per
 * message the web shows people, which it translates by code (`errors.<CODE>`), falling back to the
 * English `message`. A code never changes meaning; new ones may be added.
 */
export const GENERIC_ERROR_CODES = [
  "VALIDATION",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "INTERNAL",
  "BAD_GATEWAY",
  "UNAVAILABLE",
] as const;

/** Codes of specific messages; their `params` hold the values the English message shows. */
export const SPECIFIC_ERROR_CODES = [
  "AI_NOT_CONFIGURED",
  "AI_RATE_LIMITED",
  "ALREADY_DEPARTMENT_MEMBER",
  "API_TOKEN_INVALID",
  "API_TOKEN_LIMIT",
  "API_TOKEN_READ_ONLY",
  "API_TOKEN_REFUSED",
  "ASSIGNEE_NOT_APPROVED",
  "ASSIGN_PERSON_ONLY",
  "ATTACHMENT_TOO_LARGE",
  "ATTACHMENT_TYPE_NOT_ALLOWED",
  "ATTACHMENT_URL_INVALID",
  "AVATAR_FIELD_MISSING",
  "AVATAR_NOT_IMAGE",
  "AVATAR_NOT_MULTIPART",
  "AVATAR_ONE_FILE",
  "AVATAR_TOO_LARGE",
  "AVATAR_URL_INVALID",
  "CANNOT_INVITE_SELF",
  "CANNOT_MESSAGE_SELF",
  "CANNOT_REMOVE_SELF",
  "CANNOT_REMOVE_SUPER_ADMIN",
  "CAPTCHA_FAILED",
  "CAPTCHA_REQUIRED",
  "CHAT_RATE_LIMITED",
  "CHECKLIST_FULL",
  "CHECKLIST_ITEM_AFTER_ITSELF",
  "COMMENT_AUTHOR_ONLY",
  "CROSS_ORIGIN",
  "DEFAULT_STATUS_NOT_DELETABLE",
  "DEPARTMENT_ADMIN_ONLY",
  "DEPARTMENT_MEMBER_NOT_APPROVED",
  "DEPARTMENT_NOT_FOUND",
  "DEPARTMENT_OWNER_IS_ADMIN",
  "DEPARTMENT_OWNER_NOT_REMOVABLE",
  "DEPARTMENT_OWNER_ONLY",
  "EMAIL_LOCKED",
  "EMAIL_TAKEN",
  "END_BEFORE_START",
  "EPIC_HAS_NO_PARENT",
  "EPIC_MAKE_TOP_LEVEL",
  "FILE_TYPE_NOT_ALLOWED",
  "HIERARCHY_EPIC_TOO_DEEP",
  "HIERARCHY_TOO_DEEP",
  "IMPORT_FILE_EMPTY",
  "IMPORT_FILE_TOO_LARGE",
  "IMPORT_JIRA_NO_SUMMARY",
  "IMPORT_NO_TASKS",
  "IMPORT_TRELLO_INVALID_JSON",
  "IMPORT_TRELLO_NO_CARDS",
  "IMPORT_TRELLO_NO_LISTS",
  "IMPORT_TRELLO_TOO_BIG",
  "INVALID_CREDENTIALS",
  "INVALID_JSON",
  "LINK_CYCLE",
  "LINK_EXISTS",
  "LINK_SELF",
  "MESSAGE_AUTHOR_ONLY",
  "MESSAGE_NOT_IN_CHANNEL",
  "NEW_OWNER_NOT_APPROVED",
  "OWN_PROFILE_ONLY",
  "PARENT_OTHER_PROJECT",
  "PENDING_APPROVAL",
  "PROJECT_KEY_TAKEN",
  "PROJECT_NOT_IN_SPRINT",
  "PROJECT_OWNER_NOT_REMOVABLE",
  "PROJECT_OWNER_ONLY",
  "PROJECT_OWNER_ONLY_KEY",
  "PROJECT_OWNER_ONLY_MEMBERS",
  "REPLY_OTHER_TASK",
  "REPLY_TO_REPLY",
  "REPOSITORY_ALREADY_CONNECTED",
  "REPOSITORY_LIMIT",
  "RESET_TOKEN_INVALID",
  "RETRO_ACTION_NEEDS_OWNER",
  "RETRO_ANONYMITY_LOCKED",
  "RETRO_CARD_ALREADY_TASK",
  "RETRO_CARD_AUTHOR_ONLY",
  "RETRO_CARD_DELETE_FORBIDDEN",
  "RETRO_COLUMN_INVALID",
  "RETRO_GROUP_HAS_CHILDREN",
  "RETRO_GROUP_NESTED",
  "RETRO_GROUP_OTHER_RETRO",
  "RETRO_GROUP_OWNER_ONLY",
  "RETRO_GROUP_SELF",
  "RETRO_TASK_OWNER_ONLY",
  "RETRO_VOTES_USED",
  "SLACK_NOT_CONFIGURED",
  "SLACK_TOKEN_MISSING",
  "SPRINT_ALREADY_STARTED",
  "SPRINT_COMPLETED",
  "SPRINT_EMPTY",
  "SPRINT_GOALS_FULL",
  "SPRINT_GONE",
  "SPRINT_NOT_FOUND",
  "SPRINT_NOT_PLANNING",
  "SPRINT_OWNER_ONLY",
  "STANDUP_ANSWER_FORBIDDEN",
  "STANDUP_BLOCKER_ALREADY_TASK",
  "STANDUP_NO_BLOCKER",
  "STATUS_ORDER_INVALID",
  "SUPER_ADMIN_ONLY",
  "TASK_IN_OTHER_SPRINT",
  "TASK_OWN_PARENT",
  "TOO_MANY_ATTEMPTS",
  "TOO_MANY_FAILED_SIGN_INS",
  "UNSUBSCRIBE_INVALID",
  "UNSUBSCRIBE_USED",
  "UPLOAD_UNREADABLE",
  "WEBHOOK_LIMIT",
  "WEBHOOK_SIGNATURE_INVALID",
  "WIP_LIMIT",
  "WRONG_PASSWORD",
] as const;

/** Any error code the API answers. */
export type ErrorCode = (typeof GENERIC_ERROR_CODES)[number] | (typeof SPECIFIC_ERROR_CODES)[number];

/** Every error body of the API: one named schema (`ApiError`) that the OpenAPI document references. */
export const ApiErrorSchema = z
  .object({
    /** Human-readable message in English, safe to show. */
    message: z.string(),
    /**
     * Stable code (VALIDATION, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, TOO_LARGE,
     * UNSUPPORTED_MEDIA_TYPE, RATE_LIMITED, INTERNAL, BAD_GATEWAY, UNAVAILABLE, or a specific one
     * such as EMAIL_TAKEN or WIP_LIMIT) that clients translate; the English message stays.
     */
    code: z.string(),
    /** The values the message shows (`{limit: 3}`, `{resource: "Task"}`), for a translation. */
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    /** Present on 400 validation errors: each failed field with its message and code. */
    errors: z.array(FieldErrorSchema).optional(),
  })
  .meta({
    id: "ApiError",
    description:
      "An error: a message safe to show (English), its stable code, and the failed fields on a 400.",
  });
export type ApiError = z.output<typeof ApiErrorSchema>;

/** The message every pending account gets from every call but `GET /api/auth/user` and logout. */
export const PENDING_MESSAGE = "Your account is waiting for approval";
