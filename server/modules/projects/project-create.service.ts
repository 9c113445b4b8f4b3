import { generateNKeysBetween } from "fractional-indexing";
import type { ActivityVia } from "../../../contract/activity.ts";
import type { CreateProject, Project } from "../../../contract/projects.ts";
import type { Db, DbOrTx } from "../../db/client.ts";
import { boards, projects, tasks } from "../../db/schema.ts";
import { assertMayAssign, assertVisibleTeams } from "../../platform/access.ts";
import { ChangeSet, recordTaskActivity } from "../activity/record.ts";
import { addProjectMembers } from "../memberships/memberships.service.ts";
import { notificationText } from "../notifications/messages.ts";
import { createNotifications, type NewNotification } from "../notifications/notify.ts";
import { ownerColumns } from "../statuses/status-columns.ts";
import { autoWatchPairs } from "../watchers/watchers.service.ts";
import { assertFreeProjectKey } from "./project-keys.service.ts";
import { assertUsableSprint, presentProject } from "./projects.service.ts";

type ProjectRow = typeof projects.$inferSelect;

/** The name of the board every new project starts with. */
export const FIRST_BOARD_NAME = "Main Board";

/**
 * Creates a project owned by the user, with its first board and, for the assistant, its tasks
 * (status todo, dense positions, each with the department chosen in the review, if any). The creator
 * is the owner, so any approved assignee may be named (`assertMayAssign`) and becomes a member;
 * assignees are notified. One transaction.
 */
export async function createProject(
  db: Db,
  userId: number,
  input: CreateProject,
  /** The history's origin of its tasks (the assistant, or the API token that sent them). */
  via: ActivityVia,
): Promise<Project> {
  return db.transaction(async (tx) => {
    const { project, boardId } = await insertProject(tx, userId, input);
    const added = await addTasks(tx, project, boardId, input.tasks ?? [], userId, via);
    return presentProject(project, 1 + added);
  });
}

/**
 * Inserts a project owned by the user and its first board, inside the caller's transaction (the
 * import creates its project this way): the sprint is checked, the key checked or derived, the
 * board gets the owner's columns. Returns the row and the board's id.
 */
export async function insertProject(
  tx: DbOrTx,
  userId: number,
  input: Pick<CreateProject, "name" | "description" | "status" | "sprintId" | "key">,
): Promise<{ project: ProjectRow; boardId: number }> {
  if (input.sprintId != null) await assertUsableSprint(tx, userId, input.sprintId);
  if (input.key !== undefined) await assertFreeProjectKey(tx, input.key);
  const [project] = await tx
    .insert(projects)
    .values({
      name: input.name,
      description: input.description ?? null,
      status: input.status,
      sprintId: input.sprintId ?? null,
      ownerId: userId,
      // Absent, the database derives one from the name (projects_key_default).
      key: input.key,
    })
    .returning();
  const [board] = await tx
    .insert(boards)
    .values({ projectId: project!.id, name: FIRST_BOARD_NAME, columns: await ownerColumns(tx, userId) })
    .returning({ id: boards.id });
  return { project: project!, boardId: board!.id };
}

/** Inserts the given tasks and adds their assignees as members; returns how many members were added. */
async function addTasks(
  tx: DbOrTx,
  project: ProjectRow,
  boardId: number,
  items: NonNullable<CreateProject["tasks"]>,
  userId: number,
  via: ActivityVia,
): Promise<number> {
  if (items.length === 0) return 0;
  const assignees = [...new Set(items.map((t) => t.assignedTo).filter((id): id is number => id != null))];
  const newMembers = await assertMayAssign(tx, project, userId, assignees);
  await assertVisibleTeams(
    tx,
    items.map((t) => t.departmentId).filter((id): id is number => id != null),
  );
  const now = new Date();
  const ranks = generateNKeysBetween(null, null, items.length);
  const created = await tx
    .insert(tasks)
    .values(
      items.map((t, i) => ({
        boardId,
        title: t.title,
        description: t.description ?? null,
        status: "todo",
        priority: t.priority,
        assignedTo: t.assignedTo ?? null,
        dueDate: t.dueDate ? new Date(t.dueDate) : null,
        departmentId: t.departmentId ?? null,
        rank: ranks[i]!,
        createdBy: userId,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: tasks.id, title: tasks.title, assignedTo: tasks.assignedTo });
  await recordTaskActivity(
    tx,
    created.map((t) => ({
      taskId: t.id,
      actorId: userId,
      via,
      kind: "created" as const,
      changes: new ChangeSet()
        .add("title", null, t.title)
        .add("status", null, "todo")
        .add("assignee", null, t.assignedTo).changes,
    })),
  );
  const added = await addProjectMembers(tx, project, newMembers, userId);
  const watchers = created.flatMap((t) => [userId, t.assignedTo].map((id) => ({ taskId: t.id, userId: id })));
  await autoWatchPairs(tx, watchers);
  await createNotifications(
    tx,
    created.filter((t) => t.assignedTo != null).map((t) => taskAssigned(project, t, userId)),
  );
  return added.length;
}

function taskAssigned(
  project: ProjectRow,
  task: { id: number; title: string; assignedTo: number | null },
  actorId: number,
): NewNotification {
  return {
    userId: task.assignedTo!,
    ...notificationText.taskAssigned(task.title, project.name),
    relatedEntityId: task.id,
    relatedEntityType: "task",
    actionUserId: actorId,
  };
}
