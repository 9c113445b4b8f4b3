/** Team chat: channels, messages and read marks (product rules §23). */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, ts } from "./columns.ts";
import { teams } from "./departments.ts";
import { files } from "./platform.ts";
import { projects } from "./work.ts";

/**
 * Team chat channels (product rules §23): one per project and per department, made on first use, and
 * direct ones between two users (`directLow` < `directHigh`, unique per pair).
 */
export const chatChannels = pgTable(
  "chat_channels",
  {
    id: serial().primaryKey(),
    /** project, department or direct. */
    kind: varchar({ length: 12 }).notNull(),
    projectId: integer()
      .unique()
      .references(() => projects.id, { onDelete: "cascade" }),
    teamId: integer()
      .unique()
      .references(() => teams.id, { onDelete: "cascade" }),
    directLow: integer().references(() => users.id, { onDelete: "cascade" }),
    directHigh: integer().references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("chat_channels_direct_pair_unique").on(t.directLow, t.directHigh),
    index().on(t.directHigh),
    check(
      "chat_channels_kind_check",
      sql`(${t.kind} = 'project' and ${t.projectId} is not null and ${t.teamId} is null and ${t.directLow} is null)
        or (${t.kind} = 'department' and ${t.teamId} is not null and ${t.projectId} is null and ${t.directLow} is null)
        or (${t.kind} = 'direct' and ${t.directLow} is not null and ${t.directHigh} is not null
          and ${t.directLow} < ${t.directHigh} and ${t.projectId} is null and ${t.teamId} is null)`,
    ),
  ],
);

/** Chat messages; pages are read newest first by id (keyset). */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: serial().primaryKey(),
    channelId: integer()
      .notNull()
      .references(() => chatChannels.id, { onDelete: "cascade" }),
    authorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text().notNull(),
    /** The one attached file (kind `chat` in `files`), or null. */
    fileId: integer().references(() => files.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    editedAt: ts(),
  },
  (t) => [index().on(t.channelId, t.id), index().on(t.authorId), index().on(t.fileId)],
);

/** How far a user has read a channel: the newest message id seen. */
export const chatReads = pgTable(
  "chat_reads",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    channelId: integer()
      .notNull()
      .references(() => chatChannels.id, { onDelete: "cascade" }),
    lastReadId: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.channelId] }), index().on(t.channelId)],
);
