import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { users } from "../../db/schema.ts";
import { openTestDatabase } from "../../test/app.ts";
import {
  type AppProcess,
  freePort,
  killStartedApps,
  register as registerAccount,
  startApp,
} from "../../test/app-process.ts";
import { createBoard } from "../tasks/task-fixtures.ts";
import { collect, sendJson, sleep, watchClose } from "./ws-client.ts";

/*
 * Two app processes on one PostgreSQL database: a change made through process A reaches a socket of
 * process B through LISTEN/NOTIFY. Needs a real server, so it runs under `npm run test:pg` only.
 */

const hasPg = Boolean(process.env.TEST_DATABASE_URL);
let db: Awaited<ReturnType<typeof openTestDatabase>>;
let dataDir: string;
const procs: AppProcess[] = [];
const sockets: WebSocket[] = [];

/** Starts one app process on `port` against `databaseUrl`, sharing `dataDir` with the other. */
function startProcess(databaseUrl: string, port: number): Promise<AppProcess> {
  return startApp({
    dataDir,
    port,
    env: {
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: "two-process-secret-two-process-secret",
      AUTO_APPROVE: "false",
    },
  });
}

/** Registers an account through `proc` and approves it in the database. */
async function register(proc: AppProcess, email: string): Promise<{ id: number; cookie: string }> {
  const user = await registerAccount(proc.base, email);
  await db.database.db.update(users).set({ isApproved: true }).where(eq(users.id, user.id));
  return user;
}

function connect(proc: AppProcess, cookie: string | null): Promise<WebSocket> {
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
      procs.push(...(await Promise.all(ports.map((port) => startProcess(db.url!, port)))));
    }, 120_000);

    afterAll(async () => {
      for (const ws of sockets) ws.terminate();
      for (const p of procs) p.child.kill("SIGTERM");
      await Promise.all(
        procs.map((p) => (p.child.exitCode === null ? new Promise((r) => p.child.once("exit", r)) : null)),
      );
      // One that did not come up in time is not in procs.
      killStartedApps();
      await db?.database.close();
      await db?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it("a change through process A reaches a member's socket on process B; an outsider's join gets nothing", async () => {
      const [a, b] = procs as [AppProcess, AppProcess];
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
      const [a, b] = procs as [AppProcess, AppProcess];
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
      const [a, b] = procs as [AppProcess, AppProcess];
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
