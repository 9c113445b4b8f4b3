/**
 * The validation messages people meet in forms (issue 24), by stable code: the English text is the
 * contract schemas' own message, word for word. The API gives each failed field of a 400 the code of
 * its message (`errors: [{path, message, code}]`, `VALIDATION` when the message has none here), and
 * the web translates a field's message by the same code (`errors.<CODE>` in its catalogs), whether the
 * API sent it or the form's own zod check found it. A code never changes meaning; new ones may be
 * added. Two codes are shared with whole-answer errors of the same text (END_BEFORE_START,
 * RESET_TOKEN_INVALID). `contract/validation.test.ts` checks that the schemas really produce these texts.
 */
export const VALIDATION_MESSAGES = {
  TITLE_REQUIRED: "Title is required",
  TITLE_TOO_LONG: "Title must be at most 255 characters",
  STATUS_REQUIRED: "Status is required",
  TASK_DESCRIPTION_TOO_LONG: "Description must be at most 20000 characters",
  DESCRIPTION_TOO_LONG: "Description must be at most 10000 characters",
  PROGRESS_INVALID: "Progress must be a whole number from 0 to 100",
  PROJECT_NAME_REQUIRED: "Project name is required",
  PROJECT_NAME_TOO_LONG: "Project name must be at most 255 characters",
  PROJECT_KEY_INVALID: "Key must be 2-6 letters or digits, starting with a letter",
  DEPARTMENT_NAME_REQUIRED: "Department name is required",
  DEPARTMENT_NAME_TOO_LONG: "Department name must be at most 255 characters",
  SPRINT_NAME_REQUIRED: "Sprint name is required",
  SPRINT_NAME_TOO_LONG: "Sprint name must be at most 255 characters",
  END_BEFORE_START: "End date cannot be before start date",
  DATE_INVALID: "Date must be a real ISO date from 1900 to 9999",
  START_AFTER_DUE: "Start date cannot be after the due date",
  EMAIL_REQUIRED: "Email is required",
  EMAIL_ENTER: "Please enter your email address",
  EMAIL_INVALID: "Invalid email format",
  EMAIL_TOO_LONG: "Email must be at most 255 characters",
  FIRST_NAME_REQUIRED: "First name is required",
  FIRST_NAME_TOO_LONG: "First name must be at most 100 characters",
  LAST_NAME_REQUIRED: "Last name is required",
  LAST_NAME_TOO_LONG: "Last name must be at most 100 characters",
  PHONE_TOO_LONG: "Phone number must be at most 20 characters",
  PASSWORD_REQUIRED: "Password is required",
  PASSWORD_TOO_SHORT: "Password must be at least 8 characters",
  PASSWORD_TOO_LONG: "Password must be at most 256 characters",
  PASSWORD_CONFIRM_REQUIRED: "Please confirm your password",
  PASSWORDS_DIFFER: "Passwords don't match",
  CURRENT_PASSWORD_REQUIRED: "Current password is required",
  RESET_TOKEN_REQUIRED: "Reset token is required",
  RESET_TOKEN_INVALID: "Invalid or expired reset token",
  WIP_LIMIT_INVALID: "WIP limit must be a whole number from 1 to 999, or none",
  CHECKLIST_ITEM_REQUIRED: "Item text is required",
  CHECKLIST_ITEM_TOO_LONG: "Item text must be at most 200 characters",
  REPOSITORY_REQUIRED: "Repository is required",
  REPOSITORY_NAME_INVALID:
    "Repository must be written owner/name (GitLab groups may nest: group/subgroup/name)",
  REPOSITORY_TOO_LONG: "Repository must be at most 200 characters",
  REPOSITORY_GIT_ENDING: "Leave out the .git ending",
  URL_REQUIRED: "URL is required",
  URL_NOT_HTTP: "URL must be an http or https address",
  URL_TOO_LONG: "URL must be at most 2,000 characters",
  DEMO_LINK_TOO_LONG: "A demo link must be at most 2000 characters",
  DEMO_LINK_NOT_HTTP: "A demo link must be an http(s) address",
  NAME_REQUIRED: "Name is required",
  NAME_TOO_LONG: "Name must be at most 100 characters",
  COMMENT_EMPTY: "Comment cannot be empty",
  COMMENT_TOO_LONG: "Comment must be at most 10000 characters",
  GOAL_TEXT_REQUIRED: "Goal text is required",
  GOAL_TEXT_TOO_LONG: "Goal text must be at most 500 characters",
  CHAT_MESSAGE_REQUIRED: "Message text is required",
  CHAT_MESSAGE_EMPTY: "A message needs text or a file",
  CHAT_MESSAGE_TOO_LONG: "A message is at most 4000 characters",
  CARD_TEXT_REQUIRED: "Card text is required",
  CARD_TEXT_TOO_LONG: "Card text must be at most 500 characters",
  ACCESS_TOKEN_REQUIRED: "Access token is required",
  CHANNEL_NAME_REQUIRED: "Channel name is required",
  CHANNEL_REQUIRED: "Please select a channel",
  USER_REQUIRED: "Please select a user",
} as const satisfies Record<string, string>;

/** The code of a field's validation message. */
export type ValidationCode = keyof typeof VALIDATION_MESSAGES;

/** The code a field error carries when its message has no code of its own. */
export const GENERIC_FIELD_CODE = "VALIDATION";

/** Codes by message, made on first use (so a bundle that never looks one up drops the table). */
let codeByMessage: Map<string, ValidationCode> | undefined;

/** The code of a validation message (the English text a schema gives), or undefined for another text. */
export function validationCode(message: string): ValidationCode | undefined {
  codeByMessage ??= new Map(
    (Object.entries(VALIDATION_MESSAGES) as [ValidationCode, string][]).map(([code, text]) => [text, code]),
  );
  return codeByMessage.get(message);
}
