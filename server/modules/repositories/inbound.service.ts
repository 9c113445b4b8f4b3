import { createHash } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import {
  type InboundResult,
  NO_MOVE,
  REPOSITORY_PROVIDER_LABELS,
  type RepositoryProvider,
} from "../../../contract/repositories.ts";
import type { DbOrTx } from "../../db/client.ts";
import {
  boards,
  type DeliveryNote,
  projects,
  repositoryConnections,
  repositoryDeliveries,
  tasks,
} from "../../db/schema.ts";
import type { AppContext } from "../../platform/context.ts";
import { HttpError, notFound, unauthorized } from "../../platform/errors.ts";
import type { EventOrigin } from "../../platform/realtime.ts";
import { completedStatus, ownerColumns } from "../statuses/status-columns.ts";
import { announceTasksChanged, updateTask } from "../tasks/tasks.service.ts";
import { applyEvent, type Move } from "./event-links.ts";
import { parseInbound } from "./providers.ts";
import { deliveryHeaders, type InboundHeaders, verifySignature } from "./signatures.ts";

/*
 * The inbound webhook (product rules §34). Order: the connection, the signature (401 and nothing
 * changes), the JSON, then one transaction that records the delivery id (a replay finds it and is
 * acknowledged without effect) and writes the links. The moves run after it through the tasks
 * service, as the connection (no user: its project is the only scope), so each is published live,
 * fires the outgoing webhooks and is told to the people concerned. A move into a column at its WIP
 * limit still happens (the code review or merge did); the delivery's summary says the limit was
 * exceeded.
 */

type ConnectionRow = typeof repositoryConnections.$inferSelect;
/** The answer's code and status, and its summary as notes (the route words them). */
type Outcome = { code: 200 | 202; status: InboundResult["status"]; notes: DeliveryNote[] };

/** How long delivery ids are kept for replay detection. */
const DELIVERY_RETENTION_DAYS = 30;
/** How long the same signed body counts as a replay, whatever its delivery id. */
const REPLAY_WINDOW_HOURS = 24;
const INVALID_SIGNATURE = "Invalid or missing webhook signature";

/** Receives one delivery for connection `connectionId` of `provider`. */
export async function receiveDelivery(
  ctx: AppContext,
  provider: RepositoryProvider,
  connectionId: number,
  headers: InboundHeaders,
  body: Buffer,
): Promise<Outcome> {
  const [connection] = await ctx.db
    .select()
    .from(repositoryConnections)
    .where(and(eq(repositoryConnections.id, connectionId), eq(repositoryConnections.provider, provider)))
    .limit(1);
  if (!connection) throw notFound("Repository connection");
  let secret: string;
  try {
    secret = ctx.secrets.decrypt(connection.secret);
  } catch {
    // The session secret changed: no signature can match until the owner rotates the secret.
    throw unauthorized(INVALID_SIGNATURE, "WEBHOOK_SIGNATURE_INVALID");
  }
  if (!verifySignature(provider, secret, headers, body))
    throw unauthorized(INVALID_SIGNATURE, "WEBHOOK_SIGNATURE_INVALID");
  let payload: unknown;
  try {
    payload = JSON.parse(body.toString("utf8"));
  } catch {
    throw new HttpError(400, "The request body is not valid JSON", undefined, "INVALID_JSON");
  }
  const { event, deliveryId: sent } = deliveryHeaders(provider, headers);
  const bodySha256 = createHash("sha256").update(body).digest("hex");
  const deliveryId = (sent?.trim() || `sha256:${bodySha256}`).slice(0, 100);
  const parsed = parseInbound(provider, event, payload);
  const matches =
    parsed.repository !== null && parsed.repository.toLowerCase() === connection.repository.toLowerCase();

  const applied = await ctx.db.transaction(async (tx) => {
    if (await isReplay(tx, connectionId, bodySha256)) return null;
    const [recorded] = await tx
      .insert(repositoryDeliveries)
      .values({ connectionId, deliveryId, bodySha256, event: event.slice(0, 60) || "unknown" })
      .onConflictDoNothing()
      .returning({ id: repositoryDeliveries.id });
    if (!recorded) return null;
    const cutoff = new Date(Date.now() - DELIVERY_RETENTION_DAYS * 24 * 3600 * 1000);
    await tx
      .delete(repositoryDeliveries)
      .where(
        and(eq(repositoryDeliveries.connectionId, connectionId), lt(repositoryDeliveries.receivedAt, cutoff)),
      );
    if (parsed.kind === "ignored" || !matches) {
      const ignored: DeliveryNote =
        parsed.kind === "ignored"
          ? { kind: "ignored", reason: parsed.reason }
          : {
              kind: "otherRepository",
              repository: parsed.repository ?? "",
              connected: connection.repository,
            };
      return { deliveryRowId: recorded.id, ignored: [ignored], notes: [], moves: [], changed: [] };
    }
    return { deliveryRowId: recorded.id, ignored: null, ...(await applyEvent(tx, connection, parsed)) };
  });
  if (!applied) return { code: 200, status: "duplicate", notes: [{ kind: "duplicate" }] };
  if (applied.ignored !== null) {
    await summarise(ctx, applied.deliveryRowId, applied.ignored);
    return { code: 202, status: "ignored", notes: applied.ignored };
  }
  const origin: EventOrigin = {
    actorId: null,
    originClientId: null,
    via: { kind: "integration", name: `${REPOSITORY_PROVIDER_LABELS[provider]} ${connection.repository}` },
  };
  const notes = [...applied.notes];
  const moved = new Set<number>();
  for (const move of applied.moves) {
    const note = await runMove(ctx, connection, move, origin);
    if (note.moved) moved.add(move.taskId);
    if (note.note) notes.push(note.note);
  }
  const badges = applied.changed.filter((id) => !moved.has(id));
  if (badges.length > 0) await announceTasksChanged(ctx, badges, origin);
  await summarise(ctx, applied.deliveryRowId, notes);
  return { code: 200, status: "processed", notes };
}

/**
 * Whether the connection processed this very body within the last 24 hours, whatever delivery id it
 * came with (a captured delivery replayed). The connection's row is locked first, so two copies sent
 * at once are judged one after the other.
 */
async function isReplay(tx: DbOrTx, connectionId: number, bodySha256: string): Promise<boolean> {
  await tx
    .select({ id: repositoryConnections.id })
    .from(repositoryConnections)
    .where(eq(repositoryConnections.id, connectionId))
    .for("update");
  const [seen] = await tx
    .select({ id: repositoryDeliveries.id })
    .from(repositoryDeliveries)
    .where(
      and(
        eq(repositoryDeliveries.connectionId, connectionId),
        eq(repositoryDeliveries.bodySha256, bodySha256),
        gt(repositoryDeliveries.receivedAt, sql`now() - make_interval(hours => ${REPLAY_WINDOW_HOURS})`),
      ),
    )
    .limit(1);
  return seen !== undefined;
}

/** Stores the delivery's notes (at most 50: a push moving more tasks keeps the first 50). */
async function summarise(ctx: AppContext, id: number, notes: DeliveryNote[]): Promise<void> {
  await ctx.db
    .update(repositoryDeliveries)
    .set({ content: notes.slice(0, 50) })
    .where(eq(repositoryDeliveries.id, id));
}

/**
 * Moves one task as the connection: to the chosen column (review, done) or the completed column
 * (`complete`, for 'Fixes WEB-42'); a column that is unset, "never" or gone leaves it. Returns
 * what to say in the delivery's summary.
 */
async function runMove(
  ctx: AppContext,
  connection: ConnectionRow,
  move: Move,
  origin: EventOrigin,
): Promise<{ moved: boolean; note: DeliveryNote | null }> {
  const [row] = await ctx.db
    .select({ ownerId: projects.ownerId, status: tasks.status, boardId: tasks.boardId })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .where(and(eq(tasks.id, move.taskId), eq(projects.id, connection.projectId)))
    .limit(1);
  if (!row) return { moved: false, note: null };
  const columns = await ownerColumns(ctx.db, row.ownerId);
  let target: string | null;
  if (move.target === "complete") target = completedStatus(columns);
  else {
    const chosen = move.target === "review" ? connection.reviewColumn : connection.doneColumn;
    if (chosen === NO_MOVE) return { moved: false, note: null };
    if (chosen !== null) target = chosen;
    else if (move.target === "done") target = completedStatus(columns);
    else target = columns.find((c) => /review/i.test(c.title) || /review/i.test(c.id))?.id ?? null;
  }
  if (target === null) return { moved: false, note: null };
  const column = columns.find((c) => c.id === target);
  if (!column) return { moved: false, note: { kind: "columnGone", task: move.key, column: target } };
  if (row.status === target) return { moved: false, note: null };
  try {
    await updateTask(
      ctx,
      { projectId: connection.projectId },
      move.taskId,
      { status: target, overrideWipLimit: true },
      origin,
    );
  } catch (err) {
    if (err instanceof HttpError)
      return { moved: false, note: { kind: "notMoved", task: move.key, reason: err.message } };
    throw err;
  }
  const over = await wipExcess(ctx.db, row.boardId, target);
  const moved = { task: move.key, column: { id: column.id, title: column.title } };
  return { moved: true, note: { kind: "moved", ...moved, ...(over ? { wip: over } : {}) } };
}

/** The column's count and limit when it now holds more tasks than its WIP limit; else null. */
async function wipExcess(db: DbOrTx, boardId: number, status: string) {
  const result = await db.execute<{ lim: number | null; n: number }>(sql`
    select (b.wip_limits ->> ${status})::int as lim,
      (select count(*)::int from ${tasks} t where t.board_id = b.id and t.status = ${status}) as n
    from ${boards} b where b.id = ${boardId}`);
  const row = result.rows[0];
  if (!row || row.lim === null) return null;
  const limit = Number(row.lim);
  const count = Number(row.n);
  return count > limit ? { limit, count } : null;
}
