import { afterAll, beforeAll, expect, it } from "vitest";
import WebSocket from "ws";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { makeProject } from "../projects/projects.fixtures.ts";
import { collect, sendJson } from "../realtime/ws-client.ts";
import { createTask } from "../tasks/task-fixtures.ts";
import { lastHistoryRow } from "./activity.fixtures.ts";

/**
 * A change's `via` (an API token's name) is for the history only: never in a real-time event. Only
 * an integration's move says what moved it (product rules §34, repositories.test.ts).
 */

let t: TestApp;
let owner: TestUser;
let wsUrl: string;
let ws: WebSocket | null = null;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t);
  const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
  wsUrl = `${address.replace("http", "ws")}/ws`;
});
afterAll(async () => {
  ws?.terminate();
  await t.close();
});

it("a change through a named token is recorded with the name, and its event does not carry it", async () => {
  const projectId = (await makeProject(t, owner)).id;
  const boardId = (await as(t.app, owner).get(`/api/projects/${projectId}/boards`)).json()[0].id;
  const task = await createTask(t, owner, boardId, { title: "Watched" });
  const secret = (
    await as(t.app, owner).post("/api/user/tokens", { name: "Secret bot", scope: "write" })
  ).json().secret as string;

  ws = new WebSocket(wsUrl, { headers: { cookie: owner.cookie } });
  await new Promise((resolve, reject) => ws!.once("open", resolve).once("error", reject));
  const inbox = collect(ws);
  sendJson(ws, { type: "join_project", projectId });
  await inbox.next((m) => m.type === "presence");

  const res = await t.app.inject({
    method: "PATCH",
    url: `/api/tasks/${task.id}`,
    headers: { authorization: `Bearer ${secret}` },
    payload: { title: "Changed by the bot" },
  });
  expect(res.statusCode).toBe(200);
  const event = await inbox.next((m) => m.type === "task_updated" && m.task.id === task.id);
  expect(event).not.toHaveProperty("via");
  expect(JSON.stringify(event)).not.toContain("Secret bot");
  expect((await lastHistoryRow(t, task.id))!.via).toEqual({ kind: "api_token", name: "Secret bot" });

  const move = await t.app.inject({
    method: "PUT",
    url: `/api/tasks/${task.id}/position`,
    headers: { authorization: `Bearer ${secret}` },
    payload: { status: "review", position: 0 },
  });
  expect(move.statusCode).toBe(200);
  const moved = await inbox.next((m) => m.type === "task_moved" && m.task.id === task.id);
  expect(moved).not.toHaveProperty("via");
  expect(JSON.stringify(moved)).not.toContain("Secret bot");
});
