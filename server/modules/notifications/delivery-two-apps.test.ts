import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { type Database, openDatabase } from "../../db/client.ts";
import { openTestDatabase } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { type FakeSlack, startFakeSlack } from "../../test/fake-slack.ts";
import { collect, sleep } from "../realtime/ws-client.ts";
import { createBoard, createTask } from "../tasks/task-fixtures.ts";

/*
 * Two app instances on one PostgreSQL database both hear every committed batch (LISTEN/NOTIFY);
 * one of them claims it and delivers, so the recipient gets one socket event (on whichever
 * instance their socket is) and one Slack post. Needs a real server: `npm run test:pg` only.
 */

const hasPg = Boolean(process.env.TEST_DATABASE_URL);

let slack: FakeSlack;
let dbA: Awaited<ReturnType<typeof openTestDatabase>>;
let dbB: Database;
let appA: FastifyInstance;
let appB: FastifyInstance;

beforeAll(async () => {
  if (!hasPg) return;
  slack = await startFakeSlack();
  dbA = await openTestDatabase();
  dbB = await openDatabase({ databaseUrl: dbA.url });
  const config = loadConfig({
    DATA_DIR: path.join(os.tmpdir(), "sb-two-apps"),
    SESSION_SECRET: "two-apps-secret-two-apps-secret",
    CAPTCHA_PROVIDER: "none",
    LOG_LEVEL: "silent",
    AUTH_RATE_LIMIT: "1000",
    SLACK_API_URL: slack.url,
  });
  appA = await buildApp(config, { database: dbA.database, logger: false, jobs: false });
  appB = await buildApp(config, { database: dbB, logger: false, jobs: false });
  await appA.ready();
  await appB.ready();
});
afterAll(async () => {
  if (!hasPg) return;
  await appA.close();
  await appB.close();
  await dbB.close();
  await dbA.database.close();
  await dbA.drop();
  await slack.close();
});

it.skipIf(!hasPg)(
  "a notification made through one instance is delivered once, to a socket on the other",
  async () => {
    const t = { app: appA, database: dbA.database };
    const owner = await createUser(t);
    const assignee: TestUser = await createUser(t);
    const saved = await as(appA, assignee).post("/api/slack/integration", {
      accessToken: "xoxb-test-token-1234",
      channelId: "C0GENERAL",
      channelName: "general",
    });
    expect(saved.statusCode).toBe(201);

    const address = await appB.listen({ port: 0, host: "127.0.0.1" });
    const socket = await new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(`${address.replace("http", "ws")}/ws`, {
        headers: { cookie: assignee.cookie },
      });
      ws.once("open", () => resolve(ws));
      ws.once("error", reject);
    });
    try {
      const inbox = collect(socket);
      const { boardId } = await createBoard(t, owner, { members: [assignee] });
      await createTask(t, owner, boardId, { title: "Across instances", assignedTo: assignee.id });
      await inbox.next((m) => m.type === "notification");
      await vi.waitFor(() => expect(slack.messages).toHaveLength(1));
      await sleep(500);
      expect(inbox.messages.filter((m) => m.type === "notification")).toHaveLength(1);
      expect(slack.messages).toHaveLength(1);
      expect(slack.messages[0]!.text).toContain("Across instances");
    } finally {
      socket.terminate();
    }
  },
);
