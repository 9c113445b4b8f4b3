import { randomBytes } from "node:crypto";
import { and, count, desc, eq } from "drizzle-orm";
import {
  type CreateWebhook,
  MAX_WEBHOOKS_PER_PROJECT,
  type UpdateWebhook,
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  type Webhook,
  type WebhookDeliveryPage,
  type WebhookEvent,
  type WebhookWithSecret,
} from "../../../contract/webhooks.ts";
import type { DbOrTx } from "../../db/client.ts";
import { lockProjectRow } from "../../db/row-locks.ts";
import { webhookDeliveries, webhooks } from "../../db/schema.ts";
import { loadOwnedProject } from "../../platform/access.ts";
import type { AppContext } from "../../platform/context.ts";
import { badRequest, conflict, notFound } from "../../platform/errors.ts";
import { assertPublicTarget, TargetRefusedError } from "./target-guard.ts";

/*
 * A project's outgoing webhooks (product rules §28): the owner only (404 for whoever cannot see the
 * project, 403 for a member). The secret is made here, sealed at rest and shown once.
 */

type WebhookRow = typeof webhooks.$inferSelect;

export const OWNER_ONLY_MESSAGE = "Only the project owner can manage webhooks";

function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

function present(ctx: AppContext, row: WebhookRow): Webhook {
  let hint = "????";
  try {
    hint = ctx.secrets.decrypt(row.secret).slice(-4);
  } catch {
    // The session secret changed: the hint is unknown, rotating makes a new secret.
  }
  return {
    id: row.id,
    projectId: row.projectId,
    url: row.url,
    events: row.events as WebhookEvent[],
    active: row.active,
    secretHint: hint,
    createdAt: row.createdAt.toISOString(),
  };
}

async function assertTarget(ctx: AppContext, url: string): Promise<void> {
  try {
    await assertPublicTarget(url, ctx.config.webhookAllowPrivate);
  } catch (err) {
    if (err instanceof TargetRefusedError) throw badRequest(err.message);
    throw err;
  }
}

async function ownedWebhook(tx: DbOrTx, userId: number, projectId: number, webhookId: number) {
  const project = await loadOwnedProject(tx, userId, projectId, OWNER_ONLY_MESSAGE);
  const [row] = await tx
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, webhookId), eq(webhooks.projectId, projectId)))
    .limit(1);
  if (!row) throw notFound("Webhook");
  return { project, row };
}

/** The project's webhooks, oldest first. */
export async function listWebhooks(ctx: AppContext, userId: number, projectId: number): Promise<Webhook[]> {
  await loadOwnedProject(ctx.db, userId, projectId, OWNER_ONLY_MESSAGE);
  const rows = await ctx.db
    .select()
    .from(webhooks)
    .where(eq(webhooks.projectId, projectId))
    .orderBy(webhooks.id);
  return rows.map((row) => present(ctx, row));
}

/** Adds a webhook with a new secret, returned this once. */
export async function createWebhook(
  ctx: AppContext,
  userId: number,
  projectId: number,
  input: CreateWebhook,
): Promise<WebhookWithSecret> {
  await loadOwnedProject(ctx.db, userId, projectId, OWNER_ONLY_MESSAGE);
  await assertTarget(ctx, input.url);
  const secret = newSecret();
  const row = await ctx.db.transaction(async (tx) => {
    await loadOwnedProject(tx, userId, projectId, OWNER_ONLY_MESSAGE);
    await lockProjectRow(tx, projectId);
    const [existing] = await tx
      .select({ n: count() })
      .from(webhooks)
      .where(eq(webhooks.projectId, projectId));
    if ((existing?.n ?? 0) >= MAX_WEBHOOKS_PER_PROJECT) {
      throw conflict(`A project can have at most ${MAX_WEBHOOKS_PER_PROJECT} webhooks`, "WEBHOOK_LIMIT", {
        max: MAX_WEBHOOKS_PER_PROJECT,
      });
    }
    const [inserted] = await tx
      .insert(webhooks)
      .values({
        projectId,
        url: input.url,
        secret: ctx.secrets.encrypt(secret),
        events: input.events,
        active: input.active ?? true,
        createdBy: userId,
      })
      .returning();
    return inserted!;
  });
  return { webhook: present(ctx, row), secret };
}

/** Changes the URL, the events or the switch. */
export async function updateWebhook(
  ctx: AppContext,
  userId: number,
  projectId: number,
  webhookId: number,
  input: UpdateWebhook,
): Promise<Webhook> {
  await ownedWebhook(ctx.db, userId, projectId, webhookId);
  if (input.url !== undefined) await assertTarget(ctx, input.url);
  const [row] = await ctx.db
    .update(webhooks)
    .set({ url: input.url, events: input.events, active: input.active })
    .where(and(eq(webhooks.id, webhookId), eq(webhooks.projectId, projectId)))
    .returning();
  if (!row) throw notFound("Webhook");
  return present(ctx, row);
}

/** Removes a webhook and its delivery log (pending deliveries are dropped). */
export async function deleteWebhook(
  ctx: AppContext,
  userId: number,
  projectId: number,
  webhookId: number,
): Promise<void> {
  await ownedWebhook(ctx.db, userId, projectId, webhookId);
  await ctx.db.delete(webhooks).where(and(eq(webhooks.id, webhookId), eq(webhooks.projectId, projectId)));
}

/** Replaces the secret; the new one is returned this once. */
export async function rotateWebhookSecret(
  ctx: AppContext,
  userId: number,
  projectId: number,
  webhookId: number,
): Promise<WebhookWithSecret> {
  await ownedWebhook(ctx.db, userId, projectId, webhookId);
  const secret = newSecret();
  const [row] = await ctx.db
    .update(webhooks)
    .set({ secret: ctx.secrets.encrypt(secret) })
    .where(eq(webhooks.id, webhookId))
    .returning();
  if (!row) throw notFound("Webhook");
  return { webhook: present(ctx, row), secret };
}

/** Queues a `ping` for this webhook (even when switched off); returns the log's new row. */
export async function sendTestEvent(
  ctx: AppContext,
  userId: number,
  projectId: number,
  webhookId: number,
): Promise<{ delivery: string }> {
  const { project } = await ownedWebhook(ctx.db, userId, projectId, webhookId);
  const payload = {
    event: "ping",
    occurredAt: new Date().toISOString(),
    project: { id: project.id, key: project.key, name: project.name },
    webhook: { id: webhookId },
  };
  const [row] = await ctx.db
    .insert(webhookDeliveries)
    .values({ webhookId, event: "ping", payload })
    .returning({ delivery: webhookDeliveries.delivery });
  return { delivery: row!.delivery };
}

/** The webhook's deliveries, newest first, 20 a page. */
export async function listDeliveries(
  ctx: AppContext,
  userId: number,
  projectId: number,
  webhookId: number,
  page: number,
): Promise<WebhookDeliveryPage> {
  await ownedWebhook(ctx.db, userId, projectId, webhookId);
  const rows = await ctx.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(WEBHOOK_DELIVERIES_PAGE_SIZE + 1)
    .offset((page - 1) * WEBHOOK_DELIVERIES_PAGE_SIZE);
  return {
    page,
    hasMore: rows.length > WEBHOOK_DELIVERIES_PAGE_SIZE,
    items: rows.slice(0, WEBHOOK_DELIVERIES_PAGE_SIZE).map((d) => ({
      id: d.id,
      delivery: d.delivery,
      event: d.event,
      state: d.state,
      attempts: d.attempts,
      lastStatusCode: d.lastStatusCode,
      lastError: d.lastError,
      createdAt: d.createdAt.toISOString(),
      deliveredAt: d.deliveredAt?.toISOString() ?? null,
      nextAttemptAt: d.state === "pending" ? d.nextAttemptAt.toISOString() : null,
    })),
  };
}
