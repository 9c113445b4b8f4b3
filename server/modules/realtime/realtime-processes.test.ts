import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { users } from "../../db/schema.ts";
import { openTestDatabase } from "../../test/app.ts";
import { createBoard } from "../tasks/task-fixtures.ts";
import { collect, sendJson, sleep, watchClose } from "./ws-client.ts";

/*
 * Two app processes on one PostgreSQL database: a change made through process A reaches a socket of
 * process B through LISTEN/NOTIFY. Needs a real server, so it runs under `npm run test:pg` only.
 */

const hasPg = Boolean(process.env.TEST_DATABASE_URL);
const root = path.resolve(import.meta.dirname, "../../..");

type Proc = { child: ChildProcess; base: string; log: string[] };
let db: Awaited<ReturnType<typeof openTestDatabase>>;
let dataDir: string;
const procs: Proc[] = [];
const sockets: WebSocket[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startProcess(databaseUrl: string, port: number): Promise<Proc> {
  const log: string[] = [];
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SESSION_SECRET: "two-process-secret-two-process-secret",
      CAPTCHA_PROVIDER: "none",
      LOG_LEVEL: "warn",
      AUTO_APPROVE: "false",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => log.push(String(d)));
  child.stderr?.on("data", (d) => log.push(String(d)));
  const proc = { child, base: `http://127.0.0.1:${port}`, log };
  procs.push(proc);
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`app exited early: ${log.join("")}`);
    try {
      if ((await fetch(`${proc.base}/api/health`)).ok) return proc;
    } catch {}
    await sleep(250);
  }
  throw new Error(`app did not start: ${log.join("")}`);
}

async function register(proc: Proc, email: string): Promise<{ id: number; cookie: string }> {
  const res = await fetch(`${proc.base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email,
      firstName: "Pat",
      lastName: "Q",
      password: "password123",
      confirmPassword: "password123",
    }),
  });
  if (res.status !== 201) throw new Error(`register ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith("sid="))!
    .split(";")[0]!;
  const { id } = (await res.json()) as { id: number };
  await db.database.db.update(users).set({ isApproved: true }).where(eq(users.id, id));
  return { id, cookie };
}

function connect(proc: Proc, cookie: string | null): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${proc.base.replace("http", "ws")}/ws`, { headers: cookie ? { cookie } : {} });
    sockets.push(ws);
    ws.once("open", () => resolve(ws));
    ws.once("error", reject);
  });
}

describe.skipIf(!hasPg)(
  "real-time across two app processes (PostgreSQL only; skipped without TEST_DATABASE_URL)",
  () => {
    beforeAll(async () => {
      db = await openTestDatabase();
      dataDir = mkdtempSync(path.join(os.tmpdir(), "sb-two-procs-"));
      const ports = [await freePort(), await freePort()];
      await Promise.all(ports.map((port) => startProcess(db.url!, port)));
    }, 120_000);

    afterAll(async () => {
      for (const ws of sockets) ws.terminate();
      for (const p of procs) p.child.kill("SIGTERM");
      await Promise.all(
        procs.map((p) => (p.child.exitCode === null ? new Promise((r) => p.child.once("exit", r)) : null)),
      );
      await db?.database.close();
      await db?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it("a change through process A reaches a member's socket on process B; an outsider's join gets nothing", async () => {
      const [a, b] = procs as [Proc, Proc];
      const owner = await register(a, "owner@two.test");
      const outsider = await register(b, "outsider@two.test");
      const board = await createBoard(db, owner);

      const ownerOnA = await connect(a, owner.cookie);
      sendJson(ownerOnA, { type: "join_project", projectId: board.projectId, userId: owner.id });
      const member = collect(await connect(b, owner.cookie));
      const memberSocket = sockets.at(-1)!;
      sendJson(memberSocket, { type: "join_project", projectId: board.projectId, userId: owner.id });
      await member.next((m) => m.type === "presence");
      const spy = collect(await connect(b, outsider.cookie));
      sendJson(sockets.at(-1)!, { type: "join_project", projectId: board.projectId, userId: owner.id });
      await sleep(500);

      const res = await fetch(`${a.base}/api/boards/${board.boardId}/tasks`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: owner.cookie, "x-client-id": "tab-a" },
        body: JSON.stringify({ title: "made on A" }),
      });
      expect(res.status).toBe(201);
      const event = await member.next((m) => m.type === "task_created", 5000);
      expect(event).toMatchObject({
        projectId: board.projectId,
        originClientId: "tab-a",
        task: { title: "made on A" },
      });
      await sleep(500);
      expect(spy.messages).toEqual([]);
    });

    it("a logout through process A closes the session's socket on process B within a second", async () => {
      const [a, b] = procs as [Proc, Proc];
      const user = await register(a, "leaver@two.test");
      const onB = await connect(b, user.cookie);
      const bystander = collect(await connect(b, (await register(b, "stayer@two.test")).cookie));
      const end = watchClose(onB);
      const res = await fetch(`${a.base}/api/auth/logout`, {
        method: "POST",
        headers: { cookie: user.cookie },
      });
      expect(res.status).toBe(204);
      expect(await end.within(1000)).toEqual({ code: 4401, reason: "Session ended" });
      sendJson(sockets.at(-1)!, { type: "ping" });
      await bystander.next((m) => m.type === "pong");
    });

    it("a member removed through process A stops getting the project's events on process B at once", async () => {
      const [a, b] = procs as [Proc, Proc];
      const owner = await register(a, "owner2@two.test");
      const member = await register(b, "member2@two.test");
      const board = await createBoard(db, owner, { members: [member] });
      const ownerInbox = collect(await connect(b, owner.cookie));
      sendJson(sockets.at(-1)!, { type: "join_project", projectId: board.projectId });
      const memberInbox = collect(await connect(b, member.cookie));
      sendJson(sockets.at(-1)!, { type: "join_project", projectId: board.projectId });
      await ownerInbox.next((m) => m.type === "presence" && m.users.some((u: any) => u.id === member.id));

      const removed = await fetch(`${a.base}/api/projects/${board.projectId}/members/${member.id}`, {
        method: "DELETE",
        headers: { cookie: owner.cookie },
      });
      expect(removed.status).toBe(204);
      await memberInbox.next((m) => m.type === "invalidate" && m.projectId === board.projectId, 1000);
      const res = await fetch(`${a.base}/api/boards/${board.boardId}/tasks`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: owner.cookie },
        body: JSON.stringify({ title: "after the removal" }),
      });
      expect(res.status).toBe(201);
      await ownerInbox.next((m) => m.type === "task_created" && m.task.title === "after the removal");
      await sleep(300);
      expect(memberInbox.messages.filter((m) => m.type.startsWith("task_"))).toEqual([]);
    });

    it("refuses a socket without a session on either process", async () => {
      for (const p of procs)
        await expect(connect(p, null)).rejects.toThrow("Unexpected server response: 401");
    });
  },
);
