import { eq } from "drizzle-orm";
import { boards, projects, tasks } from "../../db/schema.ts";
import { taskKeySql } from "../../db/task-key-sql.ts";
import type { Entry } from "./entry.ts";
import { freshComment, freshGoal, freshProject, freshSprint, freshTask } from "./fresh.ts";
import { approved, pendingToo, project } from "./roles.ts";
import type { World } from "./world.ts";

/** The world's task's key (WEB-42), read from the database. */
async function taskKeyOf(w: World): Promise<string> {
  const [row] = await w.t.database.db
    .select({ key: taskKeySql })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .where(eq(tasks.id, w.taskId));
  return row!.key;
}

/** Rows for projects, boards, tasks, comments, sprints, files, calendar, dashboard and reports. */
export const projectRows: Entry[] = [
  { route: "GET /api/projects", expect: approved(200) },
  { route: "POST /api/projects", expect: approved(201), call: () => ({ body: { name: "Matrix project" } }) },
  { route: "GET /api/projects/tasks", expect: approved(200) },
  {
    route: "GET /api/projects/:id",
    expect: project(200, 200),
    call: (w) => ({ params: { id: w.projectId } }),
  },
  ...["PUT", "PATCH"].map(
    (m): Entry => ({
      route: `${m} /api/projects/:id`,
      expect: project(200, 200),
      call: (w) => ({ params: { id: w.projectId }, body: { description: "Edited by the matrix" } }),
    }),
  ),
  {
    route: "DELETE /api/projects/:id",
    expect: project(403, 204),
    call: async (w) => ({ params: { id: (await freshProject(w)).projectId } }),
  },
  {
    route: "GET /api/projects/:id/boards",
    expect: project(200, 200),
    call: (w) => ({ params: { id: w.projectId } }),
  },
  {
    route: "GET /api/projects/:id/members",
    expect: project(200, 200),
    call: (w) => ({ params: { id: w.projectId } }),
  },
  {
    route: "GET /api/projects/:id/assignable-users",
    expect: project(200, 200),
    call: (w) => ({ params: { id: w.projectId } }),
  },
  {
    route: "DELETE /api/projects/:id/members/:userId",
    expect: project(403, 204),
    call: async (w) => {
      const { projectId } = await freshProject(w, [w.spare]);
      return { params: { id: projectId, userId: w.spare.id } };
    },
  },
  {
    route: "DELETE /api/projects/:id/members/:userId",
    label: "the owner cannot be removed",
    expect: project(403, 400),
    call: (w) => ({ params: { id: w.projectId, userId: w.users.owner.id } }),
  },

  {
    route: "GET /api/boards/:boardId/tasks",
    expect: project(200, 200),
    call: (w) => ({ params: { boardId: w.boardId } }),
  },
  {
    route: "POST /api/boards/:boardId/tasks",
    expect: project(201, 201),
    call: (w) => ({
      params: { boardId: w.boardId },
      body: { title: "Matrix task", assignedTo: w.users.member.id },
    }),
  },
  {
    route: "POST /api/boards/:boardId/tasks",
    label: "assigning a non-member (owner only, product rules §5)",
    expect: project(403, 201),
    call: async (w) => {
      const { boardId } = await freshProject(w);
      return { params: { boardId }, body: { title: "Matrix task", assignedTo: w.spare.id } };
    },
  },
  { route: "GET /api/tasks/calendar", expect: approved(200) },
  { route: "GET /api/tasks/recent", expect: approved(200) },
  { route: "GET /api/tasks/user", expect: approved(200) },
  { route: "GET /api/tasks/:id", expect: project(200, 200), call: (w) => ({ params: { id: w.taskId } }) },
  {
    // Product rules §26: a key reads its task as the id does (404 to an outsider).
    route: "GET /api/tasks/by-key/:key",
    expect: project(200, 200),
    call: async (w) => ({ params: { key: await taskKeyOf(w) } }),
  },
  {
    // Resolving keys is open to every approved user; an invisible task is left out, not refused.
    route: "GET /api/tasks/keys",
    expect: approved(200),
    call: async (w) => ({ query: `keys=${await taskKeyOf(w)}` }),
  },
  { route: "GET /api/search", expect: approved(200), call: () => ({ query: "q=matrix" }) },
  ...["PUT", "PATCH"].flatMap((m): Entry[] => [
    {
      route: `${m} /api/tasks/:id`,
      expect: project(200, 200),
      call: (w) => ({ params: { id: w.taskId }, body: { progress: 10, assignedTo: w.users.member.id } }),
    },
    {
      route: `${m} /api/tasks/:id`,
      label: "assigning a non-member (owner only, product rules §5)",
      expect: project(403, 200),
      call: async (w) => {
        const { projectId } = await freshProject(w);
        return { params: { id: await freshTask(w, projectId) }, body: { assignedTo: w.spare.id } };
      },
    },
  ]),
  {
    route: "PUT /api/tasks/:id/position",
    expect: project(200, 200),
    call: (w) => ({ params: { id: w.taskId }, body: { status: "todo", position: 0 } }),
  },
  {
    route: "DELETE /api/tasks/:id",
    expect: project(204, 204),
    call: async (w) => ({ params: { id: await freshTask(w) } }),
  },
  {
    route: "GET /api/tasks/:id/comments",
    expect: project(200, 200),
    call: (w) => ({ params: { id: w.taskId } }),
  },
  {
    route: "POST /api/tasks/:id/comments",
    expect: project(201, 201),
    call: (w) => ({ params: { id: w.taskId }, body: { content: "Matrix comment" } }),
  },

  // The world's comment is the owner's: only its author edits or deletes it.
  ...["PUT", "PATCH"].map(
    (m): Entry => ({
      route: `${m} /api/comments/:id`,
      expect: project(403, 200),
      call: (w) => ({ params: { id: w.commentId }, body: { content: w.commentText } }),
    }),
  ),
  {
    route: "DELETE /api/comments/:id",
    expect: project(403, 204),
    call: async (w) => ({ params: { id: await freshComment(w) } }),
  },

  // Attachments as their project; avatars for anyone signed in, a waiting account too.
  {
    route: "GET /api/files/:id",
    expect: pendingToo(404, { member: 200, owner: 200 }),
    call: (w) => ({ params: { id: w.fileId } }),
  },
  {
    route: "GET /api/files/:id",
    label: "an avatar",
    expect: pendingToo(200),
    call: (w) => ({ params: { id: w.avatarFileId } }),
  },

  // The sprint is the owner's; the member sees it through the project in it.
  { route: "GET /api/sprints", expect: approved(200) },
  { route: "GET /api/sprints/progress", expect: approved(200) },
  { route: "POST /api/sprints", expect: approved(201), call: () => ({ body: { name: "Matrix sprint" } }) },
  { route: "GET /api/sprints/:id", expect: project(200, 200), call: (w) => ({ params: { id: w.sprintId } }) },
  ...["PUT", "PATCH"].map(
    (m): Entry => ({
      route: `${m} /api/sprints/:id`,
      expect: project(403, 200),
      call: (w) => ({ params: { id: w.sprintId }, body: { description: "Edited by the matrix" } }),
    }),
  ),
  {
    route: "DELETE /api/sprints/:id",
    expect: project(403, 204),
    call: async (w) => ({ params: { id: await freshSprint(w) } }),
  },
  {
    route: "GET /api/sprints/:id/burndown",
    expect: project(200, 200),
    call: (w) => ({ params: { id: w.sprintId } }),
  },
  { route: "GET /api/sprint-goals", expect: approved(200) },
  {
    route: "GET /api/sprints/:id/goals",
    expect: project(200, 200),
    call: (w) => ({ params: { id: w.sprintId } }),
  },
  {
    route: "GET /api/sprints/:id/tasks",
    expect: project(200, 200),
    call: (w) => ({ params: { id: w.sprintId }, query: "search=a" }),
  },
  {
    route: "POST /api/sprints/:id/goals",
    expect: project(403, 201),
    call: (w) => ({ params: { id: w.sprintId }, body: { text: `Matrix goal ${w.unique()}` } }),
  },
  ...["PUT", "PATCH"].map(
    (m): Entry => ({
      route: `${m} /api/sprint-goals/:id`,
      expect: project(403, 200),
      call: async (w) => ({ params: { id: await freshGoal(w) }, body: { outcome: "met" } }),
    }),
  ),
  {
    route: "DELETE /api/sprint-goals/:id",
    expect: project(403, 204),
    call: async (w) => ({ params: { id: await freshGoal(w) } }),
  },

  { route: "GET /api/dashboard/stats", expect: approved(200), call: () => ({ query: "tz=Europe/Berlin" }) },
  { route: "GET /api/reports", expect: approved(200) },
  {
    route: "GET /api/reports",
    label: "filtered by the department",
    expect: approved(200),
    call: (w) => ({ query: `teamId=${w.teamId}&userId=${w.users.member.id}` }),
  },
  { route: "GET /api/reports/export", expect: approved(200), call: (w) => ({ query: `teamId=${w.teamId}` }) },
];
