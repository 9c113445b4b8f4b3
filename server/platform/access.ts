import { type AnyColumn, and, eq, exists, inArray, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import {
  boards,
  chatChannels,
  chatMessages,
  comments,
  files,
  notifications,
  personalTeamMembers,
  projectMembers,
  projects,
  sprints,
  tasks,
  teamMembers,
  teams,
  users,
} from "../db/schema.ts";
import { badRequest, forbidden, notFound } from "./errors.ts";

/*
 * Who may see and do what (product rules §5), stated once. Every service asks here; none re-derives
 * a rule. A resource the user may not see answers 404 exactly like a missing one.
 *
 * | resource | see                                   | change                                   |
 * |----------|---------------------------------------|------------------------------------------|
 * | project  | owner, members                        | members: name, description, status, sprint; owner: owner, delete, members |
 * | assignee | -                                     | owner: any approved user (adds a member); members: the owner, members |
 * | task     | as its project                        | as its project's members; a repository connection: its project's tasks (status only) |
 * | sprint   | owner, members of a project in it     | owner                                    |
 * | comment  | as its task                           | author                                   |
 * | notification | its recipient; by email, only while they may see what it is about | its recipient (read) |
 * | task history | as its task; a project's feed (deleted tasks' entries too) as the project | nobody (written with each change) |
 * | department | every approved user                 | owner, admin members: rename, members, roles; owner: delete |
 * | file     | avatar: every signed-in user; attachment: as its project; chat: as its channel | (created with its comment, message or avatar) |
 * | chat channel | project: as the project; department: its owner and members; direct: its two people | readers post; author edits, deletes |
 * | person (search) | themselves; approved users sharing a project or a department | - |
 */

/**
 * The user a condition is about: an id (a parameter), or a column holding one, so that one query
 * checks a whole set of rows, each for its own person (the email of many people, §33).
 */
export type UserRef = number | SQL | AnyColumn;

/** SQL condition: the user owns or is a member of the project in `projectIdColumn`. */
export function projectVisibleTo(
  userId: UserRef,
  projectIdColumn: SQL | typeof projects.id = projects.id,
): SQL {
  return sql`(${projectIdColumn} in (select ${projects.id} from ${projects} where ${projects.ownerId} = ${userId}
    union select ${projectMembers.projectId} from ${projectMembers} where ${projectMembers.userId} = ${userId}))`;
}

/** SQL condition on the `sprints` table: the user owns it or is a member of a project in it. */
export function sprintVisibleTo(userId: UserRef): SQL {
  return or(
    eq(sprints.ownerId, userId),
    exists(
      sql`(select 1 from ${projects} where ${projects.sprintId} = ${sprints.id} and ${projectVisibleTo(userId)})`,
    ),
  )!;
}

/** The project if the user may see it; else 404. */
export async function loadVisibleProject(db: DbOrTx, userId: number, projectId: number) {
  const [project] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), projectVisibleTo(userId)))
    .limit(1);
  if (!project) throw notFound("Project");
  return project;
}

/** The project if the user owns it; 404 if invisible, 403 (with `denied`) if only a member. */
export async function loadOwnedProject(
  db: DbOrTx,
  userId: number,
  projectId: number,
  denied = "Only the project owner can do this",
) {
  const project = await loadVisibleProject(db, userId, projectId);
  if (project.ownerId !== userId) throw forbidden(denied);
  return project;
}

/** A board and its project if the user may see them; else 404. */
export async function loadVisibleBoard(db: DbOrTx, userId: number, boardId: number) {
  const [row] = await db
    .select({ board: boards, project: projects })
    .from(boards)
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .where(and(eq(boards.id, boardId), projectVisibleTo(userId)))
    .limit(1);
  if (!row) throw notFound("Board");
  return row;
}

/** A task with its board and project if the user may see them; else 404. */
export async function loadVisibleTask(db: DbOrTx, userId: number, taskId: number) {
  const [row] = await db
    .select({ task: tasks, board: boards, project: projects })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .where(and(eq(tasks.id, taskId), projectVisibleTo(userId)))
    .limit(1);
  if (!row) throw notFound("Task");
  return row;
}

/**
 * A task with its board and project if it belongs to `projectId`; else 404. For an actor that is not
 * a user, a repository connection (product rules §34): it acts only inside its own project.
 */
export async function loadProjectTask(db: DbOrTx, projectId: number, taskId: number) {
  const [row] = await db
    .select({ task: tasks, board: boards, project: projects })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .where(and(eq(tasks.id, taskId), eq(projects.id, projectId)))
    .limit(1);
  if (!row) throw notFound("Task");
  return row;
}

/** A comment with its task's project if the user may see it; else 404. */
export async function loadVisibleComment(db: DbOrTx, userId: number, commentId: number) {
  const [row] = await db
    .select({ comment: comments, task: tasks, project: projects })
    .from(comments)
    .innerJoin(tasks, eq(tasks.id, comments.taskId))
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .where(and(eq(comments.id, commentId), projectVisibleTo(userId)))
    .limit(1);
  if (!row) throw notFound("Comment");
  return row;
}

/** Only its author edits or deletes a comment. */
export function assertCommentAuthor(comment: { userId: number }, userId: number): void {
  if (comment.userId !== userId)
    throw forbidden("Only the author can change this comment", "COMMENT_AUTHOR_ONLY");
}

/** The sprint if the user may see it; else 404. */
export async function loadVisibleSprint(db: DbOrTx, userId: number, sprintId: number) {
  const [sprint] = await db
    .select()
    .from(sprints)
    .where(and(eq(sprints.id, sprintId), sprintVisibleTo(userId)))
    .limit(1);
  if (!sprint) throw notFound("Sprint");
  return sprint;
}

/** The sprint if the user owns it; 404 if invisible, 403 if visible through a project only. */
export async function loadOwnedSprint(db: DbOrTx, userId: number, sprintId: number) {
  const sprint = await loadVisibleSprint(db, userId, sprintId);
  if (sprint.ownerId !== userId) throw forbidden("Only the sprint owner can do this", "SPRINT_OWNER_ONLY");
  return sprint;
}

/**
 * Who may be given a project's tasks (product rules §5), checked for a set of ids in one query: each must
 * be an approved user (else 400); one who is neither the owner nor a member may be assigned only by
 * the owner (else 403 'Only the project owner can add members') and is returned, for the caller to
 * add as a member. A plain member assigns among the owner and the members; the owner's personal team
 * members count as non-members for them. The member rows read are locked (`for share`) until the
 * caller commits, so a concurrent removal cannot leave a task assigned to a non-member.
 */
export async function assertMayAssign(
  db: DbOrTx,
  project: { id: number; ownerId: number },
  actorId: number,
  userIds: readonly number[],
): Promise<number[]> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return [];
  const result = await db.execute<{ id: number; approved: boolean; member: boolean }>(sql`
    select ${users.id} as id, ${users.isApproved} as approved,
      exists(select 1 from ${projectMembers} where ${projectMembers.projectId} = ${project.id}
        and ${projectMembers.userId} = ${users.id} for share) as member
    from ${users} where ${inArray(users.id, ids)}`);
  const found = new Map(result.rows.map((r) => [Number(r.id), r]));
  if (ids.some((id) => found.get(id)?.approved !== true)) {
    throw badRequest("Assignee must be an approved user", "ASSIGNEE_NOT_APPROVED");
  }
  const newMembers = ids.filter((id) => id !== project.ownerId && !found.get(id)!.member);
  if (newMembers.length > 0 && actorId !== project.ownerId) {
    throw forbidden("Only the project owner can add members", "PROJECT_OWNER_ONLY_MEMBERS");
  }
  return newMembers;
}

/**
 * SQL condition on the `users` table mirroring `assertMayAssign` for the asking user: approved, and
 * the owner or a member; for the owner also their registered personal team members (product rules §5).
 */
export function assignableUserCondition(project: { id: number; ownerId: number }, actorId: number): SQL {
  const team =
    actorId === project.ownerId
      ? sql` or ${users.id} in (select ${personalTeamMembers.invitedUserId} from ${personalTeamMembers}
          where ${personalTeamMembers.ownerId} = ${project.ownerId})`
      : sql``;
  return sql`(${users.isApproved} = true and (${users.id} = ${project.ownerId}
    or ${users.id} in (select ${projectMembers.userId} from ${projectMembers} where ${projectMembers.projectId} = ${project.id})${team}))`;
}

/** Of `projectIds`, those the user may see (one query; real-time joins and their periodic re-check). */
export async function filterVisibleProjectIds(
  db: DbOrTx,
  userId: number,
  projectIds: number[],
): Promise<number[]> {
  if (projectIds.length === 0) return [];
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(inArray(projects.id, projectIds), projectVisibleTo(userId)));
  return rows.map((r) => r.id);
}

/**
 * Every id in `teamIds` must name a department the user may see (every approved user sees every
 * department, product rules §5); one query for the whole set. A missing one is a 400.
 */
export async function assertVisibleTeams(db: DbOrTx, teamIds: readonly number[]): Promise<void> {
  const wanted = [...new Set(teamIds)];
  if (wanted.length === 0) return;
  const rows = await db.select({ id: teams.id }).from(teams).where(inArray(teams.id, wanted));
  if (rows.length < wanted.length) throw badRequest("Department not found", "DEPARTMENT_NOT_FOUND");
}

/** The department; every approved user sees every department (product rules §5). 404 when missing. */
export async function loadVisibleTeam(db: DbOrTx, teamId: number) {
  const [team] = await db.select().from(teams).where(eq(teams.id, teamId)).limit(1);
  if (!team) throw notFound("Department");
  return team;
}

/** Whether the user may manage the department: its owner or one of its `admin` members. */
export async function canManageTeam(db: DbOrTx, team: { id: number; ownerId: number }, userId: number) {
  if (team.ownerId === userId) return true;
  const [row] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(
      and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, userId), eq(teamMembers.role, "admin")),
    )
    .limit(1);
  return row !== undefined;
}

/** The department if the user may rename it and manage its members (owner, admins); 404 missing, 403 others. */
export async function loadManagedTeam(db: DbOrTx, userId: number, teamId: number) {
  const team = await loadVisibleTeam(db, teamId);
  if (!(await canManageTeam(db, team, userId))) {
    throw forbidden("Only the department owner or an admin can do this", "DEPARTMENT_ADMIN_ONLY");
  }
  return team;
}

/** The department if the user owns it; 404 missing, 403 others. */
export async function loadOwnedTeam(db: DbOrTx, userId: number, teamId: number) {
  const team = await loadVisibleTeam(db, teamId);
  if (team.ownerId !== userId)
    throw forbidden("Only the department owner can do this", "DEPARTMENT_OWNER_ONLY");
  return team;
}

/** SQL condition on the `chat_channels` table: the user may read the channel (product rules §23). */
export function chatChannelVisibleTo(userId: UserRef): SQL {
  return sql`((${chatChannels.kind} = 'project' and ${projectVisibleTo(userId, sql`${chatChannels.projectId}`)})
    or (${chatChannels.kind} = 'department' and ${chatChannels.teamId} in (select ${teams.id} from ${teams}
      where ${teams.ownerId} = ${userId} union select ${teamMembers.teamId} from ${teamMembers}
      where ${teamMembers.userId} = ${userId}))
    or (${chatChannels.kind} = 'direct' and ${userId} in (${chatChannels.directLow}, ${chatChannels.directHigh})))`;
}

/**
 * SQL condition on the `notifications` table: its recipient may still see what it is about, now: a
 * task (as its project; a deleted task no longer), a project, a sprint, a chat channel. Departments
 * and people are seen by every approved user. Each row is checked for its own recipient, so a whole
 * set is one query (emails as they are built, §33: someone removed from a project hears nothing more).
 */
export function notificationSubjectVisible(): SQL {
  const user = notifications.userId;
  const id = notifications.relatedEntityId;
  return sql`(case ${notifications.relatedEntityType}
    when 'task' then exists (select 1 from ${tasks} inner join ${boards} on ${boards.id} = ${tasks.boardId}
      where ${tasks.id} = ${id} and ${projectVisibleTo(user, sql`${boards.projectId}`)})
    when 'project' then ${projectVisibleTo(user, sql`${id}`)}
    when 'sprint' then exists (select 1 from ${sprints} where ${sprints.id} = ${id} and ${sprintVisibleTo(user)})
    when 'chat' then exists (select 1 from ${chatChannels} where ${chatChannels.id} = ${id}
      and ${chatChannelVisibleTo(user)})
    else true end)`;
}

/** SQL condition on the `files` table: an avatar (any signed-in user), an attachment of a visible project, a file of a readable chat message. */
export function fileVisibleTo(userId: number): SQL {
  return or(
    eq(files.kind, "avatar"),
    and(eq(files.kind, "attachment"), projectVisibleTo(userId, sql`${files.projectId}`)),
    and(
      eq(files.kind, "chat"),
      exists(sql`(select 1 from ${chatMessages} join ${chatChannels} on ${chatChannels.id} = ${chatMessages.channelId}
        where ${chatMessages.fileId} = ${files.id} and ${chatChannelVisibleTo(userId)})`),
    ),
  )!;
}

/**
 * SQL condition on the `users` table: a person the search shows the user (product rules §26): the
 * user themselves, and the approved users who share a project with them (owner or member of a
 * project the user may see) or a department (owner or member of one the user owns or belongs to).
 */
export function personVisibleTo(userId: number): SQL {
  const myTeams = sql`(select ${teams.id} from ${teams} where ${teams.ownerId} = ${userId}
    union select ${teamMembers.teamId} from ${teamMembers} where ${teamMembers.userId} = ${userId})`;
  return sql`(${users.id} = ${userId} or (${users.isApproved} = true and ${users.id} in (
    select ${projects.ownerId} from ${projects} where ${projectVisibleTo(userId)}
    union select ${projectMembers.userId} from ${projectMembers}
      where ${projectVisibleTo(userId, sql`${projectMembers.projectId}`)}
    union select ${teams.ownerId} from ${teams} where ${teams.id} in ${myTeams}
    union select ${teamMembers.userId} from ${teamMembers} where ${teamMembers.teamId} in ${myTeams})))`;
}
