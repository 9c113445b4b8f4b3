import { createHash } from "node:crypto";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import {
  type InboundResult,
  NO_MOVE,
  REPOSITORY_PROVIDER_LABELS,
  type RepositoryProvider,
} from "../../../contract/repositories.ts";
import type { DbOrTx } from "../../db/client.ts";
import {
  boards,
  projects,
  repositoryBranches,
  repositoryCommits,
  repositoryConnections,
  repositoryDeliveries,
  repositoryPullRequests,
  tasks,
} from "../../db/schema.ts";
import type { AppContext } from "../../platform/context.ts";
import { HttpError, notFound, unauthorized } from "../../platform/errors.ts";
import type { EventOrigin } from "../../platform/realtime.ts";
import { completedStatus, ownerColumns } from "../statuses/status-columns.ts";
import { announceTasksChanged, updateTask } from "../tasks/tasks.service.ts";
import {
  deliveryHeaders,
  type InboundEvent,
  type InboundHeaders,
  parseInbound,
  verifySignature,
} from "./providers.ts";
import { completedKeyNumbers, keyNumbers } from "./task-links.ts";

/*
 * The inbound webhook (product rules §31). Order: the connection, the signature (401 and nothing
 * changes), the JSON, then one transaction that records the delivery id (a replay finds it and is
 * acknowledged without effect) and writes the links. The moves run after it through the tasks
 * service, as the connection (no user: its project is the only scope), so each is published live,
 * fires the outgoing webhooks and is told to the people concerned. A move into a column at its WIP
 * limit still happens (the code review or merge did); the delivery's summary says the limit was
 * exceeded.
 */

type ConnectionRow = typeof repositoryConnections.$inferSelect;
type Move = { taskId: number; key: string; target: "review" | "done" | "complete" };
type Outcome = { code: 200 | 202; result: InboundResult };

/** How long delivery ids are kept for replay detection. */
const DELIVERY_RETENTION_DAYS = 30;
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
    throw unauthorized(INVALID_SIGNATURE);
  }
  if (!verifySignature(provider, secret, headers, body)) throw unauthorized(INVALID_SIGNATURE);
  let payload: unknown;
  try {
    payload = JSON.parse(body.toString("utf8"));
  } catch {
    throw new HttpError(400, "The request body is not valid JSON");
  }
  const { event, deliveryId: sent } = deliveryHeaders(provider, headers);
  const deliveryId = (sent?.trim() || `sha256:${createHash("sha256").update(body).digest("hex")}`).slice(
    0,
    100,
  );
  const parsed = parseInbound(provider, event, payload);
  const matches =
    parsed.repository !== null && parsed.repository.toLowerCase() === connection.repository.toLowerCase();

  const applied = await ctx.db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(repositoryDeliveries)
      .values({ connectionId, deliveryId, event: event.slice(0, 60) || "unknown" })
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
      const reason =
        parsed.kind === "ignored"
          ? parsed.reason
          : `the repository ${parsed.repository} is not ${connection.repository}`;
      return { deliveryRowId: recorded.id, ignored: `Ignored: ${reason}`, note: "", moves: [], changed: [] };
    }
    return { deliveryRowId: recorded.id, ignored: null, ...(await applyEvent(tx, connection, parsed)) };
  });
  if (!applied) {
    return { code: 200, result: { status: "duplicate", summary: "This delivery was received before" } };
  }
  if (applied.ignored !== null) {
    await summarise(ctx, applied.deliveryRowId, applied.ignored);
    return { code: 202, result: { status: "ignored", summary: applied.ignored } };
  }
  const origin: EventOrigin = {
    actorId: null,
    originClientId: null,
    via: { kind: "integration", name: `${REPOSITORY_PROVIDER_LABELS[provider]} ${connection.repository}` },
  };
  const notes = [applied.note];
  const moved = new Set<number>();
  for (const move of applied.moves) {
    const note = await runMove(ctx, connection, move, origin);
    if (note.moved) moved.add(move.taskId);
    if (note.text) notes.push(note.text);
  }
  const badges = applied.changed.filter((id) => !moved.has(id));
  if (badges.length > 0) await announceTasksChanged(ctx, badges, origin);
  const summary = notes.join("; ");
  await summarise(ctx, applied.deliveryRowId, summary);
  return { code: 200, result: { status: "processed", summary } };
}

async function summarise(ctx: AppContext, id: number, summary: string): Promise<void> {
  await ctx.db
    .update(repositoryDeliveries)
    .set({ summary: summary.slice(0, 1000) })
    .where(eq(repositoryDeliveries.id, id));
}

/** The project's tasks with these numbers (one statement). */
async function tasksNumbered(tx: DbOrTx, projectId: number, numbers: readonly number[]) {
  if (numbers.length === 0) return [];
  return tx
    .select({ id: tasks.id, number: tasks.number, status: tasks.status, completedAt: tasks.completedAt })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .where(and(eq(boards.projectId, projectId), inArray(tasks.number, [...numbers])));
}

type Applied = { note: string; moves: Move[]; changed: number[] };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : word.endsWith("h") ? "es" : "s"}`;

/** Writes the links an event makes and decides the moves it asks for (in the delivery's transaction). */
async function applyEvent(
  tx: DbOrTx,
  connection: ConnectionRow,
  event: Exclude<InboundEvent, { kind: "ignored" }>,
): Promise<Applied> {
  const [project] = await tx
    .select({ key: projects.key })
    .from(projects)
    .where(eq(projects.id, connection.projectId));
  const projectKey = project!.key;
  const keyOf = (n: number) => `${projectKey}-${n}`;
  let defaultBranch = connection.defaultBranch;
  if (event.kind !== "checks" && event.defaultBranch && event.defaultBranch !== defaultBranch) {
    defaultBranch = event.defaultBranch;
    await tx
      .update(repositoryConnections)
      .set({ defaultBranch })
      .where(eq(repositoryConnections.id, connection.id));
  }

  if (event.kind === "push") {
    if (event.branch === null) return { note: "Ignored: a tag was pushed", moves: [], changed: [] };
    if (event.deleted) {
      await tx
        .delete(repositoryBranches)
        .where(
          and(eq(repositoryBranches.connectionId, connection.id), eq(repositoryBranches.name, event.branch)),
        );
      return { note: `Branch ${event.branch} deleted`, moves: [], changed: [] };
    }
    const named = new Set(
      [
        keyNumbers(projectKey, [event.branch]),
        ...event.commits.map((c) => keyNumbers(projectKey, [c.message])),
      ].flat(),
    );
    const onDefault = defaultBranch !== null && event.branch === defaultBranch;
    const fixes = onDefault
      ? completedKeyNumbers(
          projectKey,
          event.commits.map((c) => c.message),
        )
      : [];
    const found = await tasksNumbered(tx, connection.projectId, [...new Set([...named, ...fixes])]);
    const byNumber = new Map(found.map((t) => [t.number, t]));
    const branchTasks = keyNumbers(projectKey, [event.branch]).flatMap((n) => byNumber.get(n) ?? []);
    const now = new Date();
    if (branchTasks.length > 0) {
      await tx
        .insert(repositoryBranches)
        .values(
          branchTasks.map((t) => ({
            taskId: t.id,
            connectionId: connection.id,
            name: event.branch!.slice(0, 255),
            url: event.branchUrl?.slice(0, 2000) ?? null,
            updatedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: [repositoryBranches.connectionId, repositoryBranches.name, repositoryBranches.taskId],
          set: { updatedAt: now, url: sql`excluded.url` },
        });
    }
    const commitRows = event.commits.flatMap((c) =>
      keyNumbers(projectKey, [c.message]).flatMap((n) => {
        const task = byNumber.get(n);
        if (!task) return [];
        return [
          {
            taskId: task.id,
            connectionId: connection.id,
            sha: c.sha.slice(0, 64),
            message: c.message.slice(0, 2000),
            author: c.author?.slice(0, 255) ?? null,
            url: c.url?.slice(0, 2000) ?? null,
            committedAt:
              c.committedAt && !Number.isNaN(Date.parse(c.committedAt)) ? new Date(c.committedAt) : null,
          },
        ];
      }),
    );
    if (commitRows.length > 0) await tx.insert(repositoryCommits).values(commitRows).onConflictDoNothing();
    const moves = fixes.flatMap((n) => {
      const task = byNumber.get(n);
      return task ? [{ taskId: task.id, key: keyOf(n), target: "complete" as const }] : [];
    });
    return {
      note: `Linked ${plural(branchTasks.length, "branch")} and ${plural(commitRows.length, "commit")}`,
      moves,
      changed: [],
    };
  }

  if (event.kind === "pull_request") {
    const pr = event.pullRequest;
    const named = keyNumbers(projectKey, [pr.title, pr.body, pr.branch]);
    const fixes = event.action === "merged" ? completedKeyNumbers(projectKey, [pr.title, pr.body]) : [];
    const found = await tasksNumbered(tx, connection.projectId, [...new Set([...named, ...fixes])]);
    const now = new Date();
    const fields = {
      title: pr.title.slice(0, 500),
      url: pr.url?.slice(0, 2000) ?? null,
      state: pr.state,
      branch: pr.branch?.slice(0, 255) ?? null,
      headSha: pr.headSha?.slice(0, 64) ?? null,
      updatedAt: now,
    };
    // Tasks linked before keep their link (a title edited later does not unlink them).
    const updated = await tx
      .update(repositoryPullRequests)
      .set({
        ...fields,
        checks: sql`case when ${repositoryPullRequests.headSha} is distinct from ${fields.headSha}
          then '{}'::jsonb else ${repositoryPullRequests.checks} end`,
      })
      .where(
        and(
          eq(repositoryPullRequests.connectionId, connection.id),
          eq(repositoryPullRequests.number, pr.number),
        ),
      )
      .returning({ taskId: repositoryPullRequests.taskId });
    const linkedBefore = new Set(updated.map((r) => r.taskId));
    const fresh = found.filter((t) => named.includes(t.number) && !linkedBefore.has(t.id));
    if (fresh.length > 0) {
      await tx
        .insert(repositoryPullRequests)
        .values(
          fresh.map((t) => ({ taskId: t.id, connectionId: connection.id, number: pr.number, ...fields })),
        )
        .onConflictDoNothing();
    }
    const linkedIds = [...linkedBefore, ...fresh.map((t) => t.id)];
    const linkedTasks = await tx
      .select({ id: tasks.id, number: tasks.number, completedAt: tasks.completedAt })
      .from(tasks)
      .where(inArray(tasks.id, linkedIds.length > 0 ? linkedIds : [0]));
    let moves: Move[] = [];
    if (event.action === "opened" && pr.state === "open") {
      // A task already completed stays where it is: a pull request opened late does not reopen it.
      moves = linkedTasks
        .filter((t) => t.completedAt === null)
        .map((t) => ({ taskId: t.id, key: keyOf(t.number), target: "review" }));
    } else if (event.action === "merged") {
      moves = linkedTasks.map((t) => ({ taskId: t.id, key: keyOf(t.number), target: "done" as const }));
      for (const n of fixes) {
        const task = found.find((t) => t.number === n);
        if (!task) continue;
        moves = moves.filter((m) => m.taskId !== task.id);
        moves.push({ taskId: task.id, key: keyOf(n), target: "complete" });
      }
    }
    return {
      note: `Pull request #${pr.number} linked to ${plural(linkedIds.length, "task")}`,
      moves,
      changed: linkedIds,
    };
  }

  // Checks: one status per check name, on the pull requests of the commit (or named by number).
  const conditions = [];
  if (event.headSha) conditions.push(eq(repositoryPullRequests.headSha, event.headSha));
  if (event.numbers.length > 0) conditions.push(inArray(repositoryPullRequests.number, event.numbers));
  if (conditions.length === 0) return { note: "Ignored: the checks name no commit", moves: [], changed: [] };
  const touched = await tx
    .update(repositoryPullRequests)
    .set({
      checks: sql`${repositoryPullRequests.checks} || jsonb_build_object(${event.name}::text, ${event.status}::text)`,
    })
    .where(
      and(
        eq(repositoryPullRequests.connectionId, connection.id),
        conditions.length === 1 ? conditions[0] : sql`(${conditions[0]} or ${conditions[1]})`,
      ),
    )
    .returning({ taskId: repositoryPullRequests.taskId });
  return {
    note: `Checks of ${plural(touched.length, "linked pull request")} updated`,
    moves: [],
    changed: [],
  };
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
): Promise<{ moved: boolean; text: string | null }> {
  const [row] = await ctx.db
    .select({ ownerId: projects.ownerId, status: tasks.status, boardId: tasks.boardId })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .where(and(eq(tasks.id, move.taskId), eq(projects.id, connection.projectId)))
    .limit(1);
  if (!row) return { moved: false, text: null };
  const columns = await ownerColumns(ctx.db, row.ownerId);
  let target: string | null;
  if (move.target === "complete") target = completedStatus(columns);
  else {
    const chosen = move.target === "review" ? connection.reviewColumn : connection.doneColumn;
    if (chosen === NO_MOVE) return { moved: false, text: null };
    if (chosen !== null) target = chosen;
    else if (move.target === "done") target = completedStatus(columns);
    else target = columns.find((c) => /review/i.test(c.title) || /review/i.test(c.id))?.id ?? null;
  }
  if (target === null) return { moved: false, text: null };
  const column = columns.find((c) => c.id === target);
  if (!column) return { moved: false, text: `${move.key}: the column '${target}' no longer exists` };
  if (row.status === target) return { moved: false, text: null };
  try {
    await updateTask(
      ctx,
      { projectId: connection.projectId },
      move.taskId,
      { status: target, overrideWipLimit: true },
      origin,
    );
  } catch (err) {
    if (err instanceof HttpError) return { moved: false, text: `${move.key}: not moved (${err.message})` };
    throw err;
  }
  const over = await wipExcess(ctx.db, row.boardId, target);
  const text = `Moved ${move.key} to ${column.title}`;
  return {
    moved: true,
    text: over ? `${text} (over its WIP limit: ${over.count} tasks, limit ${over.limit})` : text,
  };
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
