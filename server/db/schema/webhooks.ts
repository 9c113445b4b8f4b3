/** Outgoing webhooks per project and their durable delivery queue (product rules §28). */
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, ts } from "./columns.ts";
import { projects } from "./work.ts";

/** A project's webhook: where events go and the secret that signs them (sealed at rest). */
export const webhooks = pgTable(
  "webhooks",
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    url: varchar({ length: 2000 }).notNull(),
    /** The signing secret, sealed with platform/secrets.ts. */
    secret: text().notNull(),
    /** Events it is subscribed to (contract/webhooks.ts WEBHOOK_EVENTS). */
    events: text().array().notNull(),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
    createdBy: integer().references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index().on(t.projectId)],
);

/**
 * One event for one webhook: the outbox row written in the transaction of the change, then claimed,
 * sent and recorded by the delivery worker of any process (server/modules/webhooks/delivery.ts).
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: serial().primaryKey(),
    webhookId: integer()
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    /** The X-Sprintboard-Delivery header and the body's `id`: the same on every attempt. */
    delivery: uuid().notNull().defaultRandom(),
    event: varchar({ length: 40 }).notNull(),
    /** The body without its `id`. */
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    /** pending, delivered or failed. */
    state: varchar({ length: 10 }).$type<"pending" | "delivered" | "failed">().notNull().default("pending"),
    attempts: smallint().notNull().default(0),
    nextAttemptAt: ts().notNull().defaultNow(),
    /** A worker's lease on the row while it sends it. */
    lockedUntil: ts(),
    lastStatusCode: smallint(),
    lastError: varchar({ length: 300 }),
    createdAt: createdAt(),
    deliveredAt: ts(),
  },
  (t) => [
    index("webhook_deliveries_due_idx").on(t.nextAttemptAt, t.id).where(sql`${t.state} = 'pending'`),
    index().on(t.webhookId, t.id),
  ],
);
