/** Stored files and instance-wide settings. */
import { index, integer, pgTable, serial, text, varchar } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { bytea, createdAt, updatedAt } from "./columns.ts";
import { projects } from "./work.ts";

/** Uploaded bytes (avatars, attachments), so every instance sees them. */
export const files = pgTable(
  "files",
  {
    id: serial().primaryKey(),
    ownerId: integer().references(() => users.id, { onDelete: "set null" }),
    /** `avatar` or `attachment`. */
    kind: varchar({ length: 20 }).notNull(),
    /** For attachments: the project whose members may read it. */
    projectId: integer().references(() => projects.id, { onDelete: "cascade" }),
    name: varchar({ length: 255 }).notNull(),
    mimeType: varchar({ length: 100 }).notNull(),
    size: integer().notNull(),
    sha256: varchar({ length: 64 }).notNull(),
    data: bytea().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.ownerId), index().on(t.projectId)],
);

/** Instance-wide settings (e.g. the encrypted AI key). */
export const appSettings = pgTable("app_settings", {
  key: varchar({ length: 100 }).primaryKey(),
  value: text().notNull(),
  updatedAt: updatedAt(),
});
