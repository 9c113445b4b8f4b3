/** Personal API tokens (product rules §27). */
import { index, integer, pgTable, serial, varchar } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, ts } from "./columns.ts";

/** A user's personal API token: only the SHA-256 of its secret is kept; revoking deletes the row. */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: varchar({ length: 100 }).notNull(),
    /** `read` or `write`. */
    scope: varchar({ length: 10 }).$type<"read" | "write">().notNull(),
    /** sha256 hex of the whole secret. */
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    /** The secret's first characters, shown to tell tokens apart. */
    prefix: varchar({ length: 16 }).notNull(),
    lastUsedAt: ts(),
    expiresAt: ts(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
);
