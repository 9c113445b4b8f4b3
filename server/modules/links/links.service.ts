import { sql } from "drizzle-orm";
import {
  type CreateLinkBody,
  canonicalLink,
  type LinkedTask,
  linkTypeFrom,
  type ProjectLink,
  type TaskLink,
} from "../../../contract/links.ts";
import { ADVISORY_LOCKS } from "../../db/advisory-locks.ts";
import type { DbOrTx } from "../../db/client.ts";
import { boards, projects, taskLinks, tasks } from "../../db/schema.ts";
import { loadVisibleProject, loadVisibleTask } from "../../platform/access.ts";
import type { AppContext } from "../../platform/context.ts";
import { badRequest, conflict, notFound } from "../../platform/errors.ts";
import type { EventOrigin } from "../../platform/realtime.ts";
import { recordTaskActivity, viaOf } from "../activity/record.ts";
import { enqueueWebhookEvents } from "../webhooks/outbox.ts";
import { blocksPathExists, type LinkRow, selectLinks } from "./links-queries.ts";

/*
 * Links between tasks (issue 23, product rules §36). A link is stored once, in its canonical
 * direction, and read from either side. Whoever may see a task may link it to another task they may
 * see (any project), and may remove its links; the other end is shown only to those who may see it
 * ('a task you cannot open' otherwise), in answers, events, webhooks and exports alike. Every link
 * write takes one transaction-level advisory lock, so two requests cannot build a blocking cycle.
 */

/** A link from `taskId`'s side, the other end null unless visible. */
function fromSide(row: LinkRow, taskId: number): TaskLink {
  const isSource = row.sourceTaskId === taskId;
  const other = isSource ? row.target : row.source;
  const visible = isSource ? row.targetVisible : row.sourceVisible;
  return { id: row.id, type: linkTypeFrom(row, taskId), task: visible ? other : null };
}

/** GET /api/tasks/{id}/links: the task's links from its side (404 unless the user may see it). */
export async function listTaskLinks(ctx: AppContext, userId: number, taskId: number): Promise<TaskLink[]> {
  await loadVisibleTask(ctx.db, userId, taskId);
  const rows = await selectLinks(
    ctx.db,
    userId,
    sql`(l.source_task_id = ${taskId} or l.target_task_id = ${taskId})`,
  );
  return rows.map((r) => fromSide(r, taskId));
}

/** GET /api/projects/{id}/links: the links whose two ends are both tasks of the project (the Gantt). */
export async function listProjectLinks(
  ctx: AppContext,
  userId: number,
  projectId: number,
): Promise<ProjectLink[]> {
  await loadVisibleProject(ctx.db, userId, projectId);
  const projectTaskIds = sql`select tk.id from ${tasks} tk join ${boards} b on b.id = tk.board_id
    where b.project_id = ${projectId}`;
  const result = await ctx.db.execute<{ id: number; type: ProjectLink["type"]; s: number; t: number }>(sql`
    select l.id, l.type, l.source_task_id as s, l.target_task_id as t
    from ${taskLinks} l
    where l.source_task_id in (${projectTaskIds}) and l.target_task_id in (${projectTaskIds})
    order by l.id`);
  return result.rows.map((r) => ({
    id: Number(r.id),
    type: r.type,
    sourceTaskId: Number(r.s),
    targetTaskId: Number(r.t),
  }));
}

/** Takes the link writers' lock for the rest of the transaction. */
async function lockLinks(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.taskLinks})`);
}

/** The webhook `link` object for one project: each end only when it is a task of that project. */
function webhookLink(row: LinkRow, projectId: number) {
  const end = (t: LinkedTask) => (t.projectId === projectId ? t : null);
  return { id: row.id, type: row.type, source: end(row.source), target: end(row.target) };
}

/**
 * What follows a link change in its transaction: history on both tasks (field `link`, the type
 * from each side and the other task's id), and a webhook event to each end's project.
 */
async function recordLinkChange(
  tx: DbOrTx,
  row: LinkRow,
  origin: EventOrigin,
  added: boolean,
): Promise<void> {
  const entry = (taskId: number, otherId: number) => {
    const value = { type: linkTypeFrom(row, taskId), taskId: otherId };
    return {
      taskId,
      actorId: origin.actorId,
      via: viaOf(origin),
      kind: "link" as const,
      changes: [{ field: "link" as const, from: added ? null : value, to: added ? value : null }],
    };
  };
  await recordTaskActivity(tx, [
    entry(row.sourceTaskId, row.targetTaskId),
    entry(row.targetTaskId, row.sourceTaskId),
  ]);
  const projectIds = [...new Set([row.source.projectId, row.target.projectId])];
  await enqueueWebhookEvents(
    tx,
    projectIds.map((projectId) => ({
      projectId,
      event: added ? ("task.linked" as const) : ("task.unlinked" as const),
      data: { link: webhookLink(row, projectId) },
    })),
  );
}

/** Tells each end's project that these of its tasks' links changed (ids only: clients refetch). */
function publishLinkChange(ctx: AppContext, row: LinkRow, origin: EventOrigin): void {
  const byProject = new Map<number, number[]>();
  for (const end of [row.source, row.target]) {
    byProject.set(end.projectId, [...(byProject.get(end.projectId) ?? []), end.id]);
  }
  for (const [projectId, taskIds] of byProject) {
    ctx.realtime.publish({ type: "task_links_changed", projectId, ...origin, taskIds });
  }
}

/**
 * POST /api/tasks/{id}/links: links the task to `taskId` (both must be visible to the user, else 404
 * for the one that is not). 400 for a self-link or a blocking cycle, 409 when the link exists.
 * Answers the link from the path task's side.
 */
export async function createLink(
  ctx: AppContext,
  origin: EventOrigin,
  userId: number,
  taskId: number,
  body: CreateLinkBody,
): Promise<TaskLink> {
  const row = await ctx.db.transaction(async (tx) => {
    await loadVisibleTask(tx, userId, taskId);
    if (body.taskId === taskId) throw badRequest("A task cannot be linked to itself", "LINK_SELF");
    await loadVisibleTask(tx, userId, body.taskId);
    await lockLinks(tx);
    const link = canonicalLink(taskId, body.type, body.taskId);
    if (link.type === "blocks" && (await blocksPathExists(tx, link.targetTaskId, link.sourceTaskId))) {
      const keys = await taskKeys(tx, link.sourceTaskId, link.targetTaskId);
      throw badRequest(
        `This link would make a blocking cycle: ${keys.source} already waits on ${keys.target}`,
        "LINK_CYCLE",
        { source: keys.source, target: keys.target },
      );
    }
    const [inserted] = await tx
      .insert(taskLinks)
      .values({ ...link, createdBy: userId })
      .onConflictDoNothing()
      .returning({ id: taskLinks.id });
    if (!inserted) throw conflict("These tasks are already linked this way", "LINK_EXISTS");
    const [full] = await selectLinks(tx, userId, sql`l.id = ${inserted.id}`);
    if (!full) throw notFound("Link");
    await recordLinkChange(tx, full, origin, true);
    return full;
  });
  publishLinkChange(ctx, row, origin);
  return fromSide(row, taskId);
}

/** The keys of two tasks, for the cycle message (both are visible to the user). */
async function taskKeys(tx: DbOrTx, sourceId: number, targetId: number) {
  const key = (id: number) => sql`(select p.key || '-' || t.number from ${tasks} t
    join ${boards} b on b.id = t.board_id join ${projects} p on p.id = b.project_id where t.id = ${id})`;
  const result = await tx.execute<{ source: string; target: string }>(
    sql`select ${key(sourceId)} as source, ${key(targetId)} as target`,
  );
  return result.rows[0]!;
}

/**
 * DELETE /api/task-links/{id}: whoever may see either end (and so may edit that task) removes the
 * link; 404 for anyone else.
 */
export async function deleteLink(
  ctx: AppContext,
  origin: EventOrigin,
  userId: number,
  linkId: number,
): Promise<void> {
  const row = await ctx.db.transaction(async (tx) => {
    await lockLinks(tx);
    const [link] = await selectLinks(tx, userId, sql`l.id = ${linkId}`);
    if (!link || (!link.sourceVisible && !link.targetVisible)) throw notFound("Link");
    await recordLinkChange(tx, link, origin, false);
    await tx.execute(sql`delete from ${taskLinks} where id = ${linkId}`);
    return link;
  });
  publishLinkChange(ctx, row, origin);
}
export { writeImportedLinks } from "./import-links.ts";
