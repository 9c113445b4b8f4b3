/** The app processes the bench measures and the data it gives them: accounts, projects, boards. */
import type pg from "pg";
import { startApp as startBenchApp } from "../bench-kit.ts";
import { request } from "../measure.ts";
import { PASSWORD } from "./config.ts";

export type Board = {
  size: number;
  projectId: number;
  boardId: number;
  columnIds: string[];
  /** Task id → its column, kept up to date by the one-client moves. */
  statusOf: Map<number, string>;
  taskIds: number[];
  /** The smallest column's length when loaded: moves go to an index below 80 % of it. */
  minColumn: number;
};

/** The bench apps' cookie secret (the crowd phase signs its seeded sessions' cookies with it). */
export const SESSION_SECRET = "bench-secret-bench-secret-bench-secret";

export function startApp(databaseUrl: string, name: string) {
  return startBenchApp(databaseUrl, {
    dataDirPrefix: `sb-speed-${name}-`,
    env: { SESSION_SECRET, AUTO_APPROVE: "true" },
    startSeconds: 90,
  });
}

export async function api(base: string, cookie: string, method: string, url: string, body?: unknown) {
  const res = await request(base + url, { method, headers: { cookie }, body });
  if (res.status < 200 || res.status >= 300) {
    throw new Error(`${method} ${url}: ${res.status} ${res.body.toString().slice(0, 300)}`);
  }
  return res.status === 204 ? null : JSON.parse(res.body.toString());
}

/** Registers the first account (super administrator, approved) and returns it with its cookie. */
export async function signUp(base: string): Promise<{ id: number; cookie: string }> {
  const res = await request(`${base}/api/auth/register`, {
    method: "POST",
    body: {
      email: "bench@example.test",
      firstName: "Bench",
      lastName: "User",
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${res.body.toString()}`);
  const setCookie = res.headers["set-cookie"] ?? [];
  const sid = setCookie.find((c) => c.startsWith("sid="));
  if (!sid) throw new Error("register: no session cookie");
  return { id: JSON.parse(res.body.toString()).id, cookie: sid.split(";")[0]! };
}

/** A project through the API, with its first board's id and column ids. */
export async function newProject(base: string, cookie: string, name: string) {
  const project = await api(base, cookie, "POST", "/api/projects", { name });
  const [board] = await api(base, cookie, "GET", `/api/projects/${project.id}/boards`);
  return {
    projectId: project.id as number,
    boardId: board.id as number,
    columnIds: (board.columns as { id: string }[]).map((c) => c.id),
  };
}

/**
 * A board's task ids and columns, read from the database: not through app A, whose memory would
 * then hold the biggest boards' answers before its peak is measured.
 */
export async function loadBoard(
  db: pg.Client,
  b: Omit<Board, "statusOf" | "taskIds" | "minColumn">,
): Promise<Board> {
  const tasks = (await db.query("select id, status from tasks where board_id = $1", [b.boardId])).rows as {
    id: number;
    status: string;
  }[];
  const statusOf = new Map(tasks.map((t) => [t.id, t.status]));
  const counts = b.columnIds.map((c) => tasks.filter((t) => t.status === c).length);
  return { ...b, statusOf, taskIds: tasks.map((t) => t.id), minColumn: Math.min(...counts) };
}

export const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** A valid move of a random task: another column, an index below 80 % of the smallest column. */
export function randomMove(board: Board): { id: number; status: string; position: number } {
  const id = pick(board.taskIds);
  const from = board.statusOf.get(id)!;
  const others = board.columnIds.filter((c) => c !== from);
  return {
    id,
    status: pick(others),
    position: Math.floor(Math.random() * Math.max(1, Math.floor(board.minColumn * 0.8))),
  };
}
