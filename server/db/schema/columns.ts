import { customType, timestamp } from "drizzle-orm/pg-core";

export const ts = (name?: string) =>
  name
    ? timestamp(name, { withTimezone: true, mode: "date" })
    : timestamp({ withTimezone: true, mode: "date" });
export const createdAt = () => ts().notNull().defaultNow();
export const updatedAt = () =>
  ts()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** A full-text search vector (a generated column: written by PostgreSQL, never by the app). */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** A board column: `id` is the status value. */
export type BoardColumn = { id: string; title: string; color: string };
/** A comment attachment as the client sends and reads it. */
export type Attachment = { type: "file" | "link"; name: string; url: string };
