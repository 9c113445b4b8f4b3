import { generateNKeysBetween } from "fractional-indexing";
import type { Task } from "../../../contract/tasks.ts";
import { boards, comments, projectMembers, projects } from "../../db/schema.ts";
import type { TestApp } from "../../test/app.ts";
import { as, type TestUser } from "../../test/factories.ts";

/** Test helper: a project owned by `owner` with its first board, written straight to the database. */
export async function createBoard(
  t: Pick<TestApp, "database">,
  owner: { id: number },
  opts: { name?: string; members?: { id: number }[] } = {},
): Promise<{ projectId: number; boardId: number }> {
  const db = t.database.db;
  const [project] = await db
    .insert(projects)
    .values({ name: opts.name ?? "Board project", ownerId: owner.id })
    .returning({ id: projects.id });
  const [board] = await db
    .insert(boards)
    .values({ projectId: project!.id, name: "Main Board" })
    .returning({ id: boards.id });
  for (const member of opts.members ?? []) {
    await db.insert(projectMembers).values({ projectId: project!.id, userId: member.id });
  }
  return { projectId: project!.id, boardId: board!.id };
}

/** Test helper: creates a task through the API and returns it (fails the test on a non-201). */
export async function createTask(
  t: Pick<TestApp, "app">,
  user: TestUser,
  boardId: number,
  body: Record<string, unknown>,
): Promise<Task> {
  const res = await as(t.app, user).post(`/api/boards/${boardId}/tasks`, body);
  if (res.statusCode !== 201) throw new Error(`create task failed ${res.statusCode}: ${res.body}`);
  return res.json() as Task;
}

/** Test helper: the tasks of a board as the API lists them. */
export async function boardTasks(t: Pick<TestApp, "app">, user: TestUser, boardId: number): Promise<Task[]> {
  const res = await as(t.app, user).get(`/api/boards/${boardId}/tasks`);
  if (res.statusCode !== 200) throw new Error(`list failed ${res.statusCode}: ${res.body}`);
  return res.json() as Task[];
}

/** Test helper: the ids of a column in position order, and whether positions are exactly 0..n-1. */
export function column(tasks: Task[], status: string): { ids: number[]; dense: boolean } {
  const list = tasks.filter((x) => x.status === status).sort((a, b) => a.position - b.position);
  return { ids: list.map((x) => x.id), dense: list.every((x, i) => x.position === i) };
}

/** Test helper: adds a comment row to a task. */
export async function addComment(
  t: Pick<TestApp, "database">,
  taskId: number,
  userId: number,
): Promise<void> {
  await t.database.db.insert(comments).values({ taskId, userId, content: "hello" });
}

/** Test helper: the board-order key of the `i`-th task of a column, for rows written straight to the database. */
export function testRank(i = 0): string {
  return generateNKeysBetween(null, null, i + 1)[i]!;
}
