/** Accounts, sessions and sign-in failures. */
import { boolean, index, integer, jsonb, pgTable, serial, text, unique, varchar } from "drizzle-orm/pg-core";
import type { Locale } from "../../../contract/locales.ts";
import { createdAt, ts, updatedAt } from "./columns.ts";

/** Accounts. Emails are stored trimmed and lower-cased. */
export const users = pgTable(
  "users",
  {
    id: serial().primaryKey(),
    email: varchar({ length: 255 }).notNull().unique(),
    firstName: varchar({ length: 100 }),
    lastName: varchar({ length: 100 }),
    phoneNumber: varchar({ length: 20 }),
    passwordHash: text().notNull(),
    profileImageUrl: text(),
    isApproved: boolean().notNull().default(false),
    isSuperAdmin: boolean().notNull().default(false),
    /** sha256 of the reset token; the token itself is never stored. */
    resetTokenHash: varchar({ length: 64 }),
    resetTokenExpiry: ts(),
    emailVerified: boolean().notNull().default(false),
    /** Colour theme chosen in the user menu: 'light', 'dark' or 'system' (follow the device). */
    theme: varchar({ length: 10 }).$type<"light" | "dark" | "system">().notNull().default("system"),
    /** Language chosen on the profile (a LOCALES code); null follows the browser's languages. */
    language: varchar({ length: 10 }).$type<Locale>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.createdAt), index().on(t.resetTokenHash)],
);

/** Server-side sessions; the cookie carries only the signed `sid`. */
export const sessions = pgTable(
  "sessions",
  {
    sid: varchar({ length: 128 }).primaryKey(),
    sess: jsonb().$type<{ userId: number; createdAt: string }>().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expire: ts().notNull(),
  },
  (t) => [index().on(t.expire), index().on(t.userId)],
);

/** Failed sign-in attempts, for the per-account-and-address limit and per-account brake of every process. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: serial().primaryKey(),
    email: varchar({ length: 255 }).notNull(),
    /** The client address the attempt came from (`request.ip`). */
    address: varchar({ length: 64 }).notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.email, t.createdAt)],
);

/** Single sign-on links: the provider's (issuer, subject) of an account (product rules §29). */
export const userIdentities = pgTable(
  "user_identities",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    issuer: varchar({ length: 500 }).notNull(),
    subject: varchar({ length: 255 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.issuer, t.subject), index().on(t.userId)],
);
