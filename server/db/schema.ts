/** The database schema, one file per area under schema/; import tables from here. */

export * from "./schema/accounts.ts";
export * from "./schema/activity.ts";
export * from "./schema/api-tokens.ts";
export * from "./schema/ceremonies.ts";
export * from "./schema/chat.ts";
export type { Attachment, BoardColumn } from "./schema/columns.ts";
export * from "./schema/departments.ts";
export * from "./schema/email.ts";
export * from "./schema/links.ts";
export * from "./schema/notification-settings.ts";
export * from "./schema/notifications.ts";
export * from "./schema/planning.ts";
export * from "./schema/platform.ts";
export * from "./schema/repositories.ts";
export * from "./schema/watchers.ts";
export * from "./schema/webhooks.ts";
export * from "./schema/work.ts";
