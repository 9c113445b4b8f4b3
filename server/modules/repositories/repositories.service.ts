import { randomBytes } from "node:crypto";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Locale } from "../../../contract/locales.ts";
import {
  type ChecksState,
  type CreateRepository,
  type Development,
  MAX_REPOSITORIES_PER_PROJECT,
  type Repository,
  type RepositoryDeliverySummary,
  type RepositoryWithSecret,
  type UpdateRepository,
} from "../../../contract/repositories.ts";
import type { DbOrTx } from "../../db/client.ts";
import { lockProjectRow } from "../../db/row-locks.ts";
import {
  repositoryBranches,
  repositoryCommits,
  repositoryConnections,
  repositoryPullRequests,
} from "../../db/schema.ts";
import { loadOwnedProject, loadVisibleTask } from "../../platform/access.ts";
import type { AppContext } from "../../platform/context.ts";
import { badRequest, conflict, notFound } from "../../platform/errors.ts";
import { ownerColumns } from "../statuses/status-columns.ts";
import { lastDeliveries } from "./delivery-words.ts";
import { webUrl } from "./payload-values.ts";

/*
 * A project's repository connections (product rules §34): the owner only (404 for whoever cannot see
 * the project, 403 for a member), like outgoing webhooks. The secret is made here, sealed at rest
 * (HMAC needs it in the clear) and shown on creation and rotation only.
 */

type ConnectionRow = typeof repositoryConnections.$inferSelect;

export const OWNER_ONLY_MESSAGE = "Only the project owner can manage repositories";

function newSecret(): string {
  return randomBytes(32).toString("hex");
}

/** The inbound URL the provider posts to. */
export function webhookUrlOf(ctx: AppContext, row: Pick<ConnectionRow, "id" | "provider">): string {
  return `${ctx.config.appUrl.replace(/\/+$/, "")}/api/integrations/${row.provider}/${row.id}`;
}

function present(
  ctx: AppContext,
  row: ConnectionRow,
  last: RepositoryDeliverySummary | undefined,
): Repository {
  return {
    id: row.id,
    projectId: row.projectId,
    provider: row.provider,
    repository: row.repository,
    webhookUrl: webhookUrlOf(ctx, row),
    reviewColumn: row.reviewColumn,
    doneColumn: row.doneColumn,
    defaultBranch: row.defaultBranch,
    lastDelivery: last ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function ownedConnection(tx: DbOrTx, userId: number, projectId: number, connectionId: number) {
  const project = await loadOwnedProject(tx, userId, projectId, OWNER_ONLY_MESSAGE);
  const [row] = await tx
    .select()
    .from(repositoryConnections)
    .where(and(eq(repositoryConnections.id, connectionId), eq(repositoryConnections.projectId, projectId)))
    .limit(1);
  if (!row) throw notFound("Repository");
  return { project, row };
}

/** The project's connections, oldest first, each with its last delivery (two statements). */
export async function listRepositories(
  ctx: AppContext,
  userId: number,
  projectId: number,
  locale: Locale,
): Promise<Repository[]> {
  await loadOwnedProject(ctx.db, userId, projectId, OWNER_ONLY_MESSAGE);
  const rows = await ctx.db
    .select()
    .from(repositoryConnections)
    .where(eq(repositoryConnections.projectId, projectId))
    .orderBy(repositoryConnections.id);
  const last = await lastDeliveries(
    ctx.db,
    rows.map((r) => r.id),
    locale,
  );
  return rows.map((row) => present(ctx, row, last.get(row.id)));
}

/** Connects a repository; its secret is returned this once. */
export async function createRepository(
  ctx: AppContext,
  userId: number,
  projectId: number,
  input: CreateRepository,
): Promise<RepositoryWithSecret> {
  const secret = newSecret();
  const row = await ctx.db.transaction(async (tx) => {
    await loadOwnedProject(tx, userId, projectId, OWNER_ONLY_MESSAGE);
    await lockProjectRow(tx, projectId);
    const [existing] = await tx
      .select({ n: count() })
      .from(repositoryConnections)
      .where(eq(repositoryConnections.projectId, projectId));
    if ((existing?.n ?? 0) >= MAX_REPOSITORIES_PER_PROJECT) {
      throw conflict(
        `A project can connect at most ${MAX_REPOSITORIES_PER_PROJECT} repositories`,
        "REPOSITORY_LIMIT",
        {
          max: MAX_REPOSITORIES_PER_PROJECT,
        },
      );
    }
    const [same] = await tx
      .select({ id: repositoryConnections.id })
      .from(repositoryConnections)
      .where(
        and(
          eq(repositoryConnections.projectId, projectId),
          eq(repositoryConnections.provider, input.provider),
          sql`lower(${repositoryConnections.repository}) = lower(${input.repository})`,
        ),
      )
      .limit(1);
    if (same)
      throw conflict("This repository is already connected to the project", "REPOSITORY_ALREADY_CONNECTED");
    const [inserted] = await tx
      .insert(repositoryConnections)
      .values({
        projectId,
        provider: input.provider,
        repository: input.repository,
        secret: ctx.secrets.encrypt(secret),
        createdBy: userId,
      })
      .returning();
    return inserted!;
  });
  return { ...present(ctx, row, undefined), secret };
}

/** Changes the columns tasks move to; a named column must be one of the board's. */
export async function updateRepository(
  ctx: AppContext,
  userId: number,
  projectId: number,
  connectionId: number,
  input: UpdateRepository,
  locale: Locale,
): Promise<Repository> {
  const { project } = await ownedConnection(ctx.db, userId, projectId, connectionId);
  const named = [input.reviewColumn, input.doneColumn].filter((c): c is string => !!c);
  if (named.length > 0) {
    const columns = await ownerColumns(ctx.db, project.ownerId);
    const unknown = named.find((c) => !columns.some((col) => col.id === c));
    if (unknown !== undefined) throw badRequest(`The board has no column '${unknown}'`);
  }
  const [row] = await ctx.db
    .update(repositoryConnections)
    .set({ reviewColumn: input.reviewColumn, doneColumn: input.doneColumn })
    .where(eq(repositoryConnections.id, connectionId))
    .returning();
  if (!row) throw notFound("Repository");
  const last = await lastDeliveries(ctx.db, [row.id], locale);
  return present(ctx, row, last.get(row.id));
}

/** Disconnects a repository; the branches, commits and pull requests it linked go with it. */
export async function deleteRepository(
  ctx: AppContext,
  userId: number,
  projectId: number,
  connectionId: number,
): Promise<void> {
  await ownedConnection(ctx.db, userId, projectId, connectionId);
  await ctx.db.delete(repositoryConnections).where(eq(repositoryConnections.id, connectionId));
}

/** Replaces the secret; the new one is returned this once (the old one stops working at once). */
export async function rotateRepositorySecret(
  ctx: AppContext,
  userId: number,
  projectId: number,
  connectionId: number,
  locale: Locale,
): Promise<RepositoryWithSecret> {
  await ownedConnection(ctx.db, userId, projectId, connectionId);
  const secret = newSecret();
  const [row] = await ctx.db
    .update(repositoryConnections)
    .set({ secret: ctx.secrets.encrypt(secret) })
    .where(eq(repositoryConnections.id, connectionId))
    .returning();
  if (!row) throw notFound("Repository");
  const last = await lastDeliveries(ctx.db, [row.id], locale);
  return { ...present(ctx, row, last.get(row.id)), secret };
}

/** The checks' status from each check's: any failure fails, else any pending is pending; null when none. */
export function checksOf(checks: Record<string, ChecksState>): ChecksState | null {
  const states = Object.values(checks);
  if (states.length === 0) return null;
  if (states.includes("failure")) return "failure";
  if (states.includes("pending")) return "pending";
  return "success";
}

/** The branches, commits and pull requests linked to a task the user may see (404 otherwise); four statements. */
export async function getDevelopment(ctx: AppContext, userId: number, taskId: number): Promise<Development> {
  await loadVisibleTask(ctx.db, userId, taskId);
  const c = repositoryConnections;
  const branches = await ctx.db
    .select({
      provider: c.provider,
      repository: c.repository,
      name: repositoryBranches.name,
      url: repositoryBranches.url,
      updatedAt: repositoryBranches.updatedAt,
    })
    .from(repositoryBranches)
    .innerJoin(c, eq(c.id, repositoryBranches.connectionId))
    .where(eq(repositoryBranches.taskId, taskId))
    .orderBy(desc(repositoryBranches.updatedAt), desc(repositoryBranches.id));
  const commits = await ctx.db
    .select({
      provider: c.provider,
      repository: c.repository,
      sha: repositoryCommits.sha,
      message: repositoryCommits.message,
      author: repositoryCommits.author,
      url: repositoryCommits.url,
      committedAt: repositoryCommits.committedAt,
    })
    .from(repositoryCommits)
    .innerJoin(c, eq(c.id, repositoryCommits.connectionId))
    .where(eq(repositoryCommits.taskId, taskId))
    .orderBy(desc(repositoryCommits.id))
    .limit(100);
  const pulls = await ctx.db
    .select({
      provider: c.provider,
      repository: c.repository,
      number: repositoryPullRequests.number,
      title: repositoryPullRequests.title,
      url: repositoryPullRequests.url,
      state: repositoryPullRequests.state,
      checks: repositoryPullRequests.checks,
      branch: repositoryPullRequests.branch,
      updatedAt: repositoryPullRequests.updatedAt,
    })
    .from(repositoryPullRequests)
    .innerJoin(c, eq(c.id, repositoryPullRequests.connectionId))
    .where(eq(repositoryPullRequests.taskId, taskId))
    .orderBy(desc(repositoryPullRequests.id));
  return {
    // Links stored before only web addresses were kept are served only when they are ones.
    branches: branches.map((b) => ({ ...b, url: webUrl(b.url), updatedAt: b.updatedAt.toISOString() })),
    commits: commits.map((m) => ({
      ...m,
      url: webUrl(m.url),
      shortSha: m.sha.slice(0, 7),
      committedAt: m.committedAt?.toISOString() ?? null,
    })),
    pullRequests: pulls.map((p) => ({
      ...p,
      url: webUrl(p.url),
      checks: checksOf(p.checks),
      updatedAt: p.updatedAt.toISOString(),
    })),
  };
}
