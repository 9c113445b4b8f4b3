import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Project, ProjectWithOwner, UpdateProject } from "../../../contract/projects.ts";
import type { Db, DbOrTx } from "../../db/client.ts";
import { projectMembers, projects, users } from "../../db/schema.ts";
import {
  loadOwnedProject,
  loadVisibleProject,
  loadVisibleSprint,
  projectVisibleTo,
} from "../../platform/access.ts";
import { badRequest, forbidden, HttpError } from "../../platform/errors.ts";
import { notificationText } from "../notifications/messages.ts";
import { createNotifications } from "../notifications/notify.ts";
import { isApprovedUser, presentOptionalUser, publicUserColumns } from "../users/users.service.ts";
import { enqueueWebhookEvent } from "../webhooks/outbox.ts";
import { assertFreeProjectKey, bumpProjectBoards, lockProjectBoards } from "./project-keys.service.ts";

type ProjectRow = typeof projects.$inferSelect;

/** A project row as the API returns it. */
export function presentProject(row: ProjectRow, members: number): Project {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    sprintId: row.sprintId,
    ownerId: row.ownerId,
    key: row.key,
    memberCount: Number(members),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Projects the user may see, most recently updated first, optionally only those of one sprint.
 * One query.
 */
export async function listVisibleProjects(
  db: DbOrTx,
  userId: number,
  filter: { sprintId?: number } = {},
): Promise<Project[]> {
  const rows = await selectVisibleProjects(db, userId, filter);
  return rows.map((r) => presentProject(r.project, 1 + Number(r.members ?? 0)));
}

/** `listVisibleProjects` with each project's owner (GET /api/projects?include=owner). Still one query. */
export async function listVisibleProjectsWithOwner(db: DbOrTx, userId: number): Promise<ProjectWithOwner[]> {
  const rows = await selectVisibleProjects(db, userId, {});
  return rows.map((r) => ({
    ...presentProject(r.project, 1 + Number(r.members ?? 0)),
    owner: presentOptionalUser(r.owner),
  }));
}

async function selectVisibleProjects(db: DbOrTx, userId: number, filter: { sprintId?: number }) {
  const conditions: SQL[] = [projectVisibleTo(userId)];
  if (filter.sprintId !== undefined) conditions.push(eq(projects.sprintId, filter.sprintId));
  // Member rows per visible project, joined (a correlated subquery in a one-table select loses its qualifiers).
  const counts = db
    .select({ projectId: projectMembers.projectId, n: sql<number>`count(*)::int`.as("member_count") })
    .from(projectMembers)
    .where(projectVisibleTo(userId, sql`${projectMembers.projectId}`))
    .groupBy(projectMembers.projectId)
    .as("member_counts");
  return db
    .select({ project: projects, members: counts.n, owner: publicUserColumns })
    .from(projects)
    .leftJoin(counts, eq(counts.projectId, projects.id))
    .leftJoin(users, eq(users.id, projects.ownerId))
    .where(and(...conditions))
    .orderBy(desc(projects.updatedAt), desc(projects.id));
}

/** One visible project with its member count; 404 when missing or not visible. */
export async function getProject(db: DbOrTx, userId: number, projectId: number): Promise<Project> {
  const project = await loadVisibleProject(db, userId, projectId);
  return presentProject(project, await countMembers(db, project.id));
}

async function countMembers(db: DbOrTx, projectId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(projectMembers)
    .where(eq(projectMembers.projectId, projectId));
  return Number(row?.n ?? 0) + 1;
}

/** A sprint id from a request body must name a sprint the user may see; else 400. */
export async function assertUsableSprint(db: DbOrTx, userId: number, sprintId: number): Promise<void> {
  try {
    await loadVisibleSprint(db, userId, sprintId);
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 404)
      throw badRequest("Sprint not found", "SPRINT_NOT_FOUND");
    throw err;
  }
}

/**
 * Changes the fields present (product rules §5): members may change name, description, status and
 * sprint; only the owner may hand the project to another approved user, who leaves the member
 * list while the old owner joins it and keeps access.
 */
export async function updateProject(
  db: Db,
  userId: number,
  projectId: number,
  input: UpdateProject,
): Promise<Project> {
  return db.transaction(async (tx) => {
    const project = await loadVisibleProject(tx, userId, projectId);
    const newOwnerId =
      input.ownerId !== undefined && input.ownerId !== project.ownerId ? input.ownerId : null;
    if (newOwnerId !== null) {
      if (project.ownerId !== userId)
        throw forbidden("Only the project owner can change the owner", "PROJECT_OWNER_ONLY");
      if (!(await isApprovedUser(tx, newOwnerId)))
        throw badRequest("The new owner must be an approved user", "NEW_OWNER_NOT_APPROVED");
    }
    if (input.sprintId != null && input.sprintId !== project.sprintId) {
      await assertUsableSprint(tx, userId, input.sprintId);
    }
    const newKey = input.key !== undefined && input.key !== project.key ? input.key : undefined;
    if (newKey !== undefined) await prepareKeyChange(tx, project, userId, newKey);
    const [updated] = await tx
      .update(projects)
      .set({
        name: input.name,
        description: input.description,
        status: input.status,
        sprintId: input.sprintId,
        ownerId: newOwnerId ?? undefined,
        key: newKey,
        updatedAt: new Date(),
      })
      .where(eq(projects.id, project.id))
      .returning();
    if (newOwnerId !== null) await transferOwnership(tx, project, newOwnerId, userId);
    if (newKey !== undefined) await bumpProjectBoards(tx, project.id);
    const presented = presentProject(updated!, await countMembers(tx, project.id));
    await enqueueWebhookEvent(tx, project.id, "project.updated", { project: presented });
    return presented;
  });
}

/**
 * A new key (product rules §26): the owner only (403), free (409). The project's boards are locked
 * first, in the order task writers take them, since every task key on them changes.
 */
async function prepareKeyChange(tx: DbOrTx, project: ProjectRow, userId: number, key: string) {
  if (project.ownerId !== userId)
    throw forbidden("Only the project owner can change the key", "PROJECT_OWNER_ONLY_KEY");
  await lockProjectBoards(tx, project.id);
  await assertFreeProjectKey(tx, key);
}

async function transferOwnership(tx: DbOrTx, project: ProjectRow, newOwnerId: number, actorId: number) {
  await tx
    .delete(projectMembers)
    .where(and(eq(projectMembers.projectId, project.id), eq(projectMembers.userId, newOwnerId)));
  await tx
    .insert(projectMembers)
    .values({ projectId: project.id, userId: project.ownerId, role: "member" })
    .onConflictDoNothing();
  await createNotifications(tx, [
    {
      userId: newOwnerId,
      ...notificationText.projectOwner(project.name),
      relatedEntityId: project.id,
      relatedEntityType: "project",
      actionUserId: actorId,
    },
  ]);
}

/** Deletes a project with its boards and tasks; owner only (404 invisible, 403 member). */
export async function deleteProject(db: Db, userId: number, projectId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const project = await loadOwnedProject(tx, userId, projectId);
    await tx.delete(projects).where(eq(projects.id, project.id));
  });
}
