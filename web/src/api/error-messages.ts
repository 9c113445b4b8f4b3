import { defineMessages } from "@/i18n";

export { GENERIC_ERROR_MESSAGES } from "./error-translation";

/**
 * The API's error messages by code (issue 24; the codes are contract/errors.ts's): the English text
 * is the server's `message`, word for word, with its values as placeholders (`params` of the answer).
 * The client shows the catalog's translation of `errors.<CODE>` (error-translation.ts), else the
 * English message. These tables exist for the extractor and the tests: the app reads translations by
 * code, so the English texts are not shipped in the app's scripts.
 */
/**
 * The specific messages the web shows people (toasts, form errors), by code; generic ones are in
 * error-translation.ts. Codes of messages only developers meet (API tokens, webhook signatures, malformed
 * requests) are left out: their English message shows.
 */
export const SPECIFIC_ERROR_MESSAGES = defineMessages({
  AI_NOT_CONFIGURED: {
    id: "errors.AI_NOT_CONFIGURED",
    defaultMessage: "The AI assistant is not configured. Ask your administrator to add an API key.",
  },
  AI_RATE_LIMITED: {
    id: "errors.AI_RATE_LIMITED",
    defaultMessage: "Too many AI requests. Please wait a few minutes and try again.",
  },
  ALREADY_DEPARTMENT_MEMBER: {
    id: "errors.ALREADY_DEPARTMENT_MEMBER",
    defaultMessage: "User is already a member of this department",
  },
  API_TOKEN_LIMIT: {
    id: "errors.API_TOKEN_LIMIT",
    defaultMessage: "You can have at most {max} API tokens; revoke one first",
  },
  ASSIGNEE_NOT_APPROVED: {
    id: "errors.ASSIGNEE_NOT_APPROVED",
    defaultMessage: "Assignee must be an approved user",
  },
  ASSIGN_PERSON_ONLY: { id: "errors.ASSIGN_PERSON_ONLY", defaultMessage: "Only a person can assign a task" },
  ATTACHMENT_TOO_LARGE: {
    id: "errors.ATTACHMENT_TOO_LARGE",
    defaultMessage: "File too large: Please upload a file smaller than 10MB.",
  },
  ATTACHMENT_TYPE_NOT_ALLOWED: {
    id: "errors.ATTACHMENT_TYPE_NOT_ALLOWED",
    defaultMessage: "Invalid file type: Please upload an image (JPG, PNG, GIF) or PDF file.",
  },
  AVATAR_NOT_IMAGE: { id: "errors.AVATAR_NOT_IMAGE", defaultMessage: "Please select a valid image file" },
  AVATAR_TOO_LARGE: { id: "errors.AVATAR_TOO_LARGE", defaultMessage: "File size must be less than 5MB" },
  AVATAR_URL_INVALID: {
    id: "errors.AVATAR_URL_INVALID",
    defaultMessage: "Invalid profile image URL: upload the picture with the avatar button",
  },
  CANNOT_INVITE_SELF: { id: "errors.CANNOT_INVITE_SELF", defaultMessage: "You cannot invite yourself" },
  CANNOT_MESSAGE_SELF: { id: "errors.CANNOT_MESSAGE_SELF", defaultMessage: "You cannot message yourself" },
  CANNOT_REMOVE_SELF: {
    id: "errors.CANNOT_REMOVE_SELF",
    defaultMessage: "You cannot remove your own account",
  },
  CANNOT_REMOVE_SUPER_ADMIN: {
    id: "errors.CANNOT_REMOVE_SUPER_ADMIN",
    defaultMessage: "The super administrator cannot be removed",
  },
  CAPTCHA_FAILED: {
    id: "errors.CAPTCHA_FAILED",
    defaultMessage: "reCAPTCHA verification failed. Please try again.",
  },
  CAPTCHA_REQUIRED: { id: "errors.CAPTCHA_REQUIRED", defaultMessage: "reCAPTCHA verification required" },
  CHAT_RATE_LIMITED: {
    id: "errors.CHAT_RATE_LIMITED",
    defaultMessage:
      "You are sending messages too fast: at most 10 every 10 seconds in a channel. Please wait a moment and send it again.",
  },
  CHECKLIST_FULL: { id: "errors.CHECKLIST_FULL", defaultMessage: "A checklist can have at most {max} items" },
  COMMENT_AUTHOR_ONLY: {
    id: "errors.COMMENT_AUTHOR_ONLY",
    defaultMessage: "Only the author can change this comment",
  },
  DEFAULT_STATUS_NOT_DELETABLE: {
    id: "errors.DEFAULT_STATUS_NOT_DELETABLE",
    defaultMessage: "Default statuses cannot be deleted",
  },
  DEPARTMENT_ADMIN_ONLY: {
    id: "errors.DEPARTMENT_ADMIN_ONLY",
    defaultMessage: "Only the department owner or an admin can do this",
  },
  DEPARTMENT_MEMBER_NOT_APPROVED: {
    id: "errors.DEPARTMENT_MEMBER_NOT_APPROVED",
    defaultMessage: "Only approved users can be added to a department",
  },
  DEPARTMENT_NOT_FOUND: { id: "errors.DEPARTMENT_NOT_FOUND", defaultMessage: "Department not found" },
  DEPARTMENT_OWNER_IS_ADMIN: {
    id: "errors.DEPARTMENT_OWNER_IS_ADMIN",
    defaultMessage: "The department owner is always an admin",
  },
  DEPARTMENT_OWNER_NOT_REMOVABLE: {
    id: "errors.DEPARTMENT_OWNER_NOT_REMOVABLE",
    defaultMessage: "The department owner cannot be removed",
  },
  DEPARTMENT_OWNER_ONLY: {
    id: "errors.DEPARTMENT_OWNER_ONLY",
    defaultMessage: "Only the department owner can do this",
  },
  EMAIL_LOCKED: { id: "errors.EMAIL_LOCKED", defaultMessage: "Email cannot be changed" },
  EMAIL_TAKEN: { id: "errors.EMAIL_TAKEN", defaultMessage: "An account with this email already exists" },
  END_BEFORE_START: { id: "errors.END_BEFORE_START", defaultMessage: "End date cannot be before start date" },
  EPIC_HAS_NO_PARENT: { id: "errors.EPIC_HAS_NO_PARENT", defaultMessage: "An epic cannot have a parent" },
  EPIC_MAKE_TOP_LEVEL: {
    id: "errors.EPIC_MAKE_TOP_LEVEL",
    defaultMessage: "An epic cannot have a parent: make this task top-level first",
  },
  FILE_TYPE_NOT_ALLOWED: {
    id: "errors.FILE_TYPE_NOT_ALLOWED",
    defaultMessage: "This type of file is not allowed",
  },
  HIERARCHY_EPIC_TOO_DEEP: {
    id: "errors.HIERARCHY_EPIC_TOO_DEEP",
    defaultMessage: "Three levels at most: this epic's children have sub-tasks of their own",
  },
  HIERARCHY_TOO_DEEP: {
    id: "errors.HIERARCHY_TOO_DEEP",
    defaultMessage: "Three levels at most: a task with sub-tasks cannot become a sub-task",
  },
  IMPORT_FILE_EMPTY: { id: "errors.IMPORT_FILE_EMPTY", defaultMessage: "The file is empty" },
  IMPORT_FILE_TOO_LARGE: {
    id: "errors.IMPORT_FILE_TOO_LARGE",
    defaultMessage: "The file is larger than 5 MB; split it into smaller files",
  },
  IMPORT_JIRA_NO_SUMMARY: {
    id: "errors.IMPORT_JIRA_NO_SUMMARY",
    defaultMessage: "This is not a Jira export: it has no 'Summary' column",
  },
  IMPORT_NO_TASKS: { id: "errors.IMPORT_NO_TASKS", defaultMessage: "The file has no tasks" },
  IMPORT_TRELLO_INVALID_JSON: {
    id: "errors.IMPORT_TRELLO_INVALID_JSON",
    defaultMessage: "The Trello file is not valid JSON (it may be cut short). Export the board again.",
  },
  IMPORT_TRELLO_NO_CARDS: {
    id: "errors.IMPORT_TRELLO_NO_CARDS",
    defaultMessage: "This is not a Trello board export: it has no 'cards'",
  },
  IMPORT_TRELLO_NO_LISTS: {
    id: "errors.IMPORT_TRELLO_NO_LISTS",
    defaultMessage: "This is not a Trello board export: it has no 'lists'",
  },
  IMPORT_TRELLO_TOO_BIG: {
    id: "errors.IMPORT_TRELLO_TOO_BIG",
    defaultMessage: "The Trello file holds too many entries to read; export a smaller board",
  },
  INVALID_CREDENTIALS: { id: "errors.INVALID_CREDENTIALS", defaultMessage: "Invalid email or password" },
  LINK_CYCLE: {
    id: "errors.LINK_CYCLE",
    defaultMessage: "This link would make a blocking cycle: {source} already waits on {target}",
  },
  LINK_CYCLE_HIDDEN: {
    id: "errors.LINK_CYCLE_HIDDEN",
    defaultMessage: "This link would make a blocking cycle through tasks you cannot open",
  },
  LINK_EXISTS: { id: "errors.LINK_EXISTS", defaultMessage: "These tasks are already linked this way" },
  LINK_SELF: { id: "errors.LINK_SELF", defaultMessage: "A task cannot be linked to itself" },
  MESSAGE_AUTHOR_ONLY: {
    id: "errors.MESSAGE_AUTHOR_ONLY",
    defaultMessage: "Only the author can change this message",
  },
  NEW_OWNER_NOT_APPROVED: {
    id: "errors.NEW_OWNER_NOT_APPROVED",
    defaultMessage: "The new owner must be an approved user",
  },
  OWN_PROFILE_ONLY: { id: "errors.OWN_PROFILE_ONLY", defaultMessage: "You can only update your own profile" },
  PARENT_OTHER_PROJECT: {
    id: "errors.PARENT_OTHER_PROJECT",
    defaultMessage: "The parent must be a task of the same project",
  },
  PENDING_APPROVAL: { id: "errors.PENDING_APPROVAL", defaultMessage: "Your account is waiting for approval" },
  PROJECT_KEY_TAKEN: { id: "errors.PROJECT_KEY_TAKEN", defaultMessage: "This project key is already taken" },
  PROJECT_OWNER_NOT_REMOVABLE: {
    id: "errors.PROJECT_OWNER_NOT_REMOVABLE",
    defaultMessage: "The project owner cannot be removed",
  },
  PROJECT_OWNER_ONLY: {
    id: "errors.PROJECT_OWNER_ONLY",
    defaultMessage: "Only the project owner can change the owner",
  },
  PROJECT_OWNER_ONLY_KEY: {
    id: "errors.PROJECT_OWNER_ONLY_KEY",
    defaultMessage: "Only the project owner can change the key",
  },
  PROJECT_OWNER_ONLY_MEMBERS: {
    id: "errors.PROJECT_OWNER_ONLY_MEMBERS",
    defaultMessage: "Only the project owner can add members",
  },
  REPLY_OTHER_TASK: {
    id: "errors.REPLY_OTHER_TASK",
    defaultMessage: "The comment replied to is not on this task",
  },
  REPLY_TO_REPLY: {
    id: "errors.REPLY_TO_REPLY",
    defaultMessage: "Replies cannot be replied to; reply to the thread's first comment",
  },
  REPOSITORY_ALREADY_CONNECTED: {
    id: "errors.REPOSITORY_ALREADY_CONNECTED",
    defaultMessage: "This repository is already connected to the project",
  },
  REPOSITORY_LIMIT: {
    id: "errors.REPOSITORY_LIMIT",
    defaultMessage: "A project can connect at most {max} repositories",
  },
  RESET_TOKEN_INVALID: { id: "errors.RESET_TOKEN_INVALID", defaultMessage: "Invalid or expired reset token" },
  RETRO_ACTION_NEEDS_OWNER: {
    id: "errors.RETRO_ACTION_NEEDS_OWNER",
    defaultMessage: "An action item needs an owner",
  },
  RETRO_ANONYMITY_LOCKED: {
    id: "errors.RETRO_ANONYMITY_LOCKED",
    defaultMessage: "Anonymity cannot be turned off once cards exist",
  },
  RETRO_CARD_ALREADY_TASK: {
    id: "errors.RETRO_CARD_ALREADY_TASK",
    defaultMessage: "This card is already a task",
  },
  RETRO_CARD_AUTHOR_ONLY: {
    id: "errors.RETRO_CARD_AUTHOR_ONLY",
    defaultMessage: "Only the card's author can edit its text",
  },
  RETRO_CARD_DELETE_FORBIDDEN: {
    id: "errors.RETRO_CARD_DELETE_FORBIDDEN",
    defaultMessage: "Only the card's author or the sprint owner can delete it",
  },
  RETRO_GROUP_HAS_CHILDREN: {
    id: "errors.RETRO_GROUP_HAS_CHILDREN",
    defaultMessage: "A card with grouped cards cannot be grouped",
  },
  RETRO_GROUP_NESTED: {
    id: "errors.RETRO_GROUP_NESTED",
    defaultMessage: "Group under a card that is not itself grouped",
  },
  RETRO_GROUP_OTHER_RETRO: {
    id: "errors.RETRO_GROUP_OTHER_RETRO",
    defaultMessage: "Group under a card of the same retro",
  },
  RETRO_GROUP_OWNER_ONLY: {
    id: "errors.RETRO_GROUP_OWNER_ONLY",
    defaultMessage: "Only the sprint owner can group cards",
  },
  RETRO_GROUP_SELF: {
    id: "errors.RETRO_GROUP_SELF",
    defaultMessage: "A card cannot be grouped under itself",
  },
  RETRO_TASK_OWNER_ONLY: {
    id: "errors.RETRO_TASK_OWNER_ONLY",
    defaultMessage: "Only the sprint owner can turn a card into a task",
  },
  RETRO_VOTES_USED: { id: "errors.RETRO_VOTES_USED", defaultMessage: "You have used all {limit} votes" },
  SLACK_NOT_CONFIGURED: {
    id: "errors.SLACK_NOT_CONFIGURED",
    defaultMessage: "Slack integration is not configured",
  },
  SLACK_TOKEN_MISSING: {
    id: "errors.SLACK_TOKEN_MISSING",
    defaultMessage: "Please enter your Slack Bot User OAuth Token first",
  },
  SPRINT_ALREADY_STARTED: {
    id: "errors.SPRINT_ALREADY_STARTED",
    defaultMessage: "This sprint has already been started",
  },
  SPRINT_COMPLETED: { id: "errors.SPRINT_COMPLETED", defaultMessage: "A completed sprint cannot be planned" },
  SPRINT_EMPTY: {
    id: "errors.SPRINT_EMPTY",
    defaultMessage: "Plan at least one task before starting the sprint",
  },
  SPRINT_GOALS_FULL: { id: "errors.SPRINT_GOALS_FULL", defaultMessage: "A sprint has at most {max} goals" },
  SPRINT_GONE: { id: "errors.SPRINT_GONE", defaultMessage: "This sprint is gone" },
  SPRINT_NOT_FOUND: { id: "errors.SPRINT_NOT_FOUND", defaultMessage: "Sprint not found" },
  SPRINT_NOT_PLANNING: {
    id: "errors.SPRINT_NOT_PLANNING",
    defaultMessage: "Only a sprint in planning can be started",
  },
  SPRINT_OWNER_ONLY: { id: "errors.SPRINT_OWNER_ONLY", defaultMessage: "Only the sprint owner can do this" },
  STANDUP_ANSWER_FORBIDDEN: {
    id: "errors.STANDUP_ANSWER_FORBIDDEN",
    defaultMessage: "Only the answer's author or the sprint owner can do this",
  },
  STANDUP_BLOCKER_ALREADY_TASK: {
    id: "errors.STANDUP_BLOCKER_ALREADY_TASK",
    defaultMessage: "This blocker is already a task",
  },
  STANDUP_NO_BLOCKER: { id: "errors.STANDUP_NO_BLOCKER", defaultMessage: "This answer has no blocker" },
  SUPER_ADMIN_ONLY: {
    id: "errors.SUPER_ADMIN_ONLY",
    defaultMessage: "Only the super administrator may do this",
  },
  TASK_IN_OTHER_SPRINT: {
    id: "errors.TASK_IN_OTHER_SPRINT",
    defaultMessage: "This task is planned into another sprint",
  },
  TASK_OWN_PARENT: { id: "errors.TASK_OWN_PARENT", defaultMessage: "A task cannot be its own parent" },
  TOO_MANY_ATTEMPTS: {
    id: "errors.TOO_MANY_ATTEMPTS",
    defaultMessage: "Too many attempts. Please try again in 15 minutes.",
  },
  TOO_MANY_FAILED_SIGN_INS: {
    id: "errors.TOO_MANY_FAILED_SIGN_INS",
    defaultMessage: "Too many failed sign-in attempts. Please try again in 15 minutes.",
  },
  UNSUBSCRIBE_INVALID: {
    id: "errors.UNSUBSCRIBE_INVALID",
    defaultMessage: "This unsubscribe link is not valid",
  },
  UNSUBSCRIBE_USED: {
    id: "errors.UNSUBSCRIBE_USED",
    defaultMessage: "This unsubscribe link has already been used",
  },
  UPLOAD_UNREADABLE: { id: "errors.UPLOAD_UNREADABLE", defaultMessage: "The upload could not be read" },
  WEBHOOK_LIMIT: { id: "errors.WEBHOOK_LIMIT", defaultMessage: "A project can have at most {max} webhooks" },
  WRONG_PASSWORD: { id: "errors.WRONG_PASSWORD", defaultMessage: "Current password is incorrect" },
});

/**
 * The validation messages of forms by code (contract/validation.ts, whose texts they repeat word for
 * word): the API gives each failed field its code, and a form's own check of a contract schema finds
 * the code by the English text (`translateFieldMessage`, field-messages.ts). END_BEFORE_START and
 * RESET_TOKEN_INVALID are above: one text, one code.
 */
export const VALIDATION_ERROR_MESSAGES = defineMessages({
  TITLE_REQUIRED: { id: "errors.TITLE_REQUIRED", defaultMessage: "Title is required" },
  TITLE_TOO_LONG: { id: "errors.TITLE_TOO_LONG", defaultMessage: "Title must be at most 255 characters" },
  STATUS_REQUIRED: { id: "errors.STATUS_REQUIRED", defaultMessage: "Status is required" },
  TASK_DESCRIPTION_TOO_LONG: {
    id: "errors.TASK_DESCRIPTION_TOO_LONG",
    defaultMessage: "Description must be at most 20000 characters",
  },
  DESCRIPTION_TOO_LONG: {
    id: "errors.DESCRIPTION_TOO_LONG",
    defaultMessage: "Description must be at most 10000 characters",
  },
  PROGRESS_INVALID: {
    id: "errors.PROGRESS_INVALID",
    defaultMessage: "Progress must be a whole number from 0 to 100",
  },
  PROJECT_NAME_REQUIRED: { id: "errors.PROJECT_NAME_REQUIRED", defaultMessage: "Project name is required" },
  PROJECT_NAME_TOO_LONG: {
    id: "errors.PROJECT_NAME_TOO_LONG",
    defaultMessage: "Project name must be at most 255 characters",
  },
  PROJECT_KEY_INVALID: {
    id: "errors.PROJECT_KEY_INVALID",
    defaultMessage: "Key must be 2-6 letters or digits, starting with a letter",
  },
  DEPARTMENT_NAME_REQUIRED: {
    id: "errors.DEPARTMENT_NAME_REQUIRED",
    defaultMessage: "Department name is required",
  },
  DEPARTMENT_NAME_TOO_LONG: {
    id: "errors.DEPARTMENT_NAME_TOO_LONG",
    defaultMessage: "Department name must be at most 255 characters",
  },
  SPRINT_NAME_REQUIRED: { id: "errors.SPRINT_NAME_REQUIRED", defaultMessage: "Sprint name is required" },
  SPRINT_NAME_TOO_LONG: {
    id: "errors.SPRINT_NAME_TOO_LONG",
    defaultMessage: "Sprint name must be at most 255 characters",
  },
  DATE_INVALID: {
    id: "errors.DATE_INVALID",
    defaultMessage: "Date must be a real ISO date from 1900 to 9999",
  },
  START_AFTER_DUE: {
    id: "errors.START_AFTER_DUE",
    defaultMessage: "Start date cannot be after the due date",
  },
  EMAIL_REQUIRED: { id: "errors.EMAIL_REQUIRED", defaultMessage: "Email is required" },
  EMAIL_ENTER: { id: "errors.EMAIL_ENTER", defaultMessage: "Please enter your email address" },
  EMAIL_INVALID: { id: "errors.EMAIL_INVALID", defaultMessage: "Invalid email format" },
  EMAIL_TOO_LONG: { id: "errors.EMAIL_TOO_LONG", defaultMessage: "Email must be at most 255 characters" },
  FIRST_NAME_REQUIRED: { id: "errors.FIRST_NAME_REQUIRED", defaultMessage: "First name is required" },
  FIRST_NAME_TOO_LONG: {
    id: "errors.FIRST_NAME_TOO_LONG",
    defaultMessage: "First name must be at most 100 characters",
  },
  LAST_NAME_REQUIRED: { id: "errors.LAST_NAME_REQUIRED", defaultMessage: "Last name is required" },
  LAST_NAME_TOO_LONG: {
    id: "errors.LAST_NAME_TOO_LONG",
    defaultMessage: "Last name must be at most 100 characters",
  },
  PHONE_TOO_LONG: {
    id: "errors.PHONE_TOO_LONG",
    defaultMessage: "Phone number must be at most 20 characters",
  },
  PASSWORD_REQUIRED: { id: "errors.PASSWORD_REQUIRED", defaultMessage: "Password is required" },
  PASSWORD_TOO_SHORT: {
    id: "errors.PASSWORD_TOO_SHORT",
    defaultMessage: "Password must be at least 8 characters",
  },
  PASSWORD_TOO_LONG: {
    id: "errors.PASSWORD_TOO_LONG",
    defaultMessage: "Password must be at most 256 characters",
  },
  PASSWORD_CONFIRM_REQUIRED: {
    id: "errors.PASSWORD_CONFIRM_REQUIRED",
    defaultMessage: "Please confirm your password",
  },
  PASSWORDS_DIFFER: { id: "errors.PASSWORDS_DIFFER", defaultMessage: "Passwords don't match" },
  CURRENT_PASSWORD_REQUIRED: {
    id: "errors.CURRENT_PASSWORD_REQUIRED",
    defaultMessage: "Current password is required",
  },
  RESET_TOKEN_REQUIRED: { id: "errors.RESET_TOKEN_REQUIRED", defaultMessage: "Reset token is required" },
  WIP_LIMIT_INVALID: {
    id: "errors.WIP_LIMIT_INVALID",
    defaultMessage: "WIP limit must be a whole number from 1 to 999, or none",
  },
  CHECKLIST_ITEM_REQUIRED: { id: "errors.CHECKLIST_ITEM_REQUIRED", defaultMessage: "Item text is required" },
  CHECKLIST_ITEM_TOO_LONG: {
    id: "errors.CHECKLIST_ITEM_TOO_LONG",
    defaultMessage: "Item text must be at most 200 characters",
  },
  REPOSITORY_REQUIRED: { id: "errors.REPOSITORY_REQUIRED", defaultMessage: "Repository is required" },
  REPOSITORY_NAME_INVALID: {
    id: "errors.REPOSITORY_NAME_INVALID",
    defaultMessage: "Repository must be written owner/name (GitLab groups may nest: group/subgroup/name)",
  },
  REPOSITORY_TOO_LONG: {
    id: "errors.REPOSITORY_TOO_LONG",
    defaultMessage: "Repository must be at most 200 characters",
  },
  REPOSITORY_GIT_ENDING: { id: "errors.REPOSITORY_GIT_ENDING", defaultMessage: "Leave out the .git ending" },
  URL_REQUIRED: { id: "errors.URL_REQUIRED", defaultMessage: "URL is required" },
  URL_NOT_HTTP: { id: "errors.URL_NOT_HTTP", defaultMessage: "URL must be an http or https address" },
  URL_TOO_LONG: { id: "errors.URL_TOO_LONG", defaultMessage: "URL must be at most 2,000 characters" },
  DEMO_LINK_TOO_LONG: {
    id: "errors.DEMO_LINK_TOO_LONG",
    defaultMessage: "A demo link must be at most 2000 characters",
  },
  DEMO_LINK_NOT_HTTP: {
    id: "errors.DEMO_LINK_NOT_HTTP",
    defaultMessage: "A demo link must be an http(s) address",
  },
  NAME_REQUIRED: { id: "errors.NAME_REQUIRED", defaultMessage: "Name is required" },
  NAME_TOO_LONG: { id: "errors.NAME_TOO_LONG", defaultMessage: "Name must be at most 100 characters" },
  COMMENT_EMPTY: { id: "errors.COMMENT_EMPTY", defaultMessage: "Comment cannot be empty" },
  COMMENT_TOO_LONG: {
    id: "errors.COMMENT_TOO_LONG",
    defaultMessage: "Comment must be at most 10000 characters",
  },
  GOAL_TEXT_REQUIRED: { id: "errors.GOAL_TEXT_REQUIRED", defaultMessage: "Goal text is required" },
  GOAL_TEXT_TOO_LONG: {
    id: "errors.GOAL_TEXT_TOO_LONG",
    defaultMessage: "Goal text must be at most 500 characters",
  },
  CHAT_MESSAGE_REQUIRED: { id: "errors.CHAT_MESSAGE_REQUIRED", defaultMessage: "Message text is required" },
  CHAT_MESSAGE_EMPTY: { id: "errors.CHAT_MESSAGE_EMPTY", defaultMessage: "A message needs text or a file" },
  CHAT_MESSAGE_TOO_LONG: {
    id: "errors.CHAT_MESSAGE_TOO_LONG",
    defaultMessage: "A message is at most 4000 characters",
  },
  CARD_TEXT_REQUIRED: { id: "errors.CARD_TEXT_REQUIRED", defaultMessage: "Card text is required" },
  CARD_TEXT_TOO_LONG: {
    id: "errors.CARD_TEXT_TOO_LONG",
    defaultMessage: "Card text must be at most 500 characters",
  },
  ACCESS_TOKEN_REQUIRED: { id: "errors.ACCESS_TOKEN_REQUIRED", defaultMessage: "Access token is required" },
  CHANNEL_NAME_REQUIRED: { id: "errors.CHANNEL_NAME_REQUIRED", defaultMessage: "Channel name is required" },
  CHANNEL_REQUIRED: { id: "errors.CHANNEL_REQUIRED", defaultMessage: "Please select a channel" },
  USER_REQUIRED: { id: "errors.USER_REQUIRED", defaultMessage: "Please select a user" },
});
