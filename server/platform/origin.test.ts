import type { IncomingMessage } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { boardTasks, createBoard, createTask } from "../modules/tasks/task-fixtures.ts";
import { buildTestApp, type TestApp } from "../test/app.ts";
import { as, createUser, type TestUser } from "../test/factories.ts";

const APP = "https://board.example.test";
const REFUSED = { message: "Cross-origin request refused", code: "CROSS_ORIGIN" };

let withAppUrl: TestApp;
let hostOnly: TestApp;
let user: TestUser;
let hostUser: TestUser;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  withAppUrl = await buildTestApp({ APP_URL: `${APP}/` });
  hostOnly = await buildTestApp();
  user = await createUser(withAppUrl);
  hostUser = await createUser(hostOnly);
});
afterAll(async () => {
  for (const ws of sockets) ws.terminate();
  await Promise.all([withAppUrl.close(), hostOnly.close()]);
});

const projectNames = async (t: TestApp, who: TestUser) =>
  ((await as(t.app, who).get("/api/projects")).json() as { name: string }[]).map((p) => p.name);

/** POST /api/projects as `who` with extra headers; returns the response and whether the project exists after. */
async function createProject(t: TestApp, who: TestUser, headers: Record<string, string>) {
  const name = `Project ${Math.random().toString(36).slice(2)}`;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/projects",
    headers: { cookie: who.cookie, ...headers },
    payload: { name },
  });
  return { res, created: (await projectNames(t, who)).includes(name) };
}

describe("cross-origin writes with APP_URL set", () => {
  it.each([
    ["APP_URL's origin", { origin: APP }],
    ["APP_URL's origin with its default port and other case", { origin: "HTTPS://Board.Example.Test:443" }],
    ["Sec-Fetch-Site same-origin without Origin", { "sec-fetch-site": "same-origin" }],
    ["Sec-Fetch-Site none (typed in the address bar)", { "sec-fetch-site": "none" }],
    ["neither header (a script, curl)", {}],
    [
      "the origin the request was sent to (its scheme and Host), though APP_URL names another",
      {
        origin: "http://localhost",
      },
    ],
    ["the right Origin whatever Sec-Fetch-Site says", { origin: APP, "sec-fetch-site": "same-origin" }],
  ])("lets %s through", async (_name, headers) => {
    const { res, created } = await createProject(withAppUrl, user, headers);
    expect(res.statusCode).toBe(201);
    expect(created).toBe(true);
  });

  it.each([
    ["another host", { origin: "https://evil.example.test" }],
    ["another port", { origin: "https://board.example.test:8443" }],
    ["another scheme", { origin: "http://board.example.test" }],
    ["Origin null (sandboxed frame, file:)", { origin: "null" }],
    ["an unparsable Origin", { origin: "not an origin" }],
    ["two Origins", { origin: `${APP}, https://evil.example.test` }],
    ["Sec-Fetch-Site cross-site without Origin", { "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site same-site without Origin", { "sec-fetch-site": "same-site" }],
  ])("refuses %s with 403 and changes nothing", async (_name, headers) => {
    const { res, created } = await createProject(withAppUrl, user, headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
    expect(created).toBe(false);
  });

  it.each(["PUT", "PATCH", "DELETE"] as const)("refuses a cross-origin %s as well", async (method) => {
    const board = await createBoard(withAppUrl, user);
    const task = await createTask(withAppUrl, user, board.boardId, { title: "Keep me" });
    const res = await withAppUrl.app.inject({
      method,
      url: `/api/tasks/${task.id}`,
      headers: { cookie: user.cookie, origin: "https://evil.example.test" },
      payload: method === "DELETE" ? undefined : { title: "Changed" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
    const tasks = await boardTasks(withAppUrl, user, board.boardId);
    expect(tasks.map((x) => x.title)).toEqual(["Keep me"]);
  });

  it("refuses before the body is parsed and before the session is ended", async () => {
    const bad = await withAppUrl.app.inject({
      method: "POST",
      url: "/api/projects",
      headers: { cookie: user.cookie, origin: "null", "content-type": "application/json" },
      payload: "{not json",
    });
    expect(bad.statusCode).toBe(403);
    const multipart = await withAppUrl.app.inject({
      method: "POST",
      url: "/api/user/avatar",
      headers: {
        cookie: user.cookie,
        "sec-fetch-site": "same-site",
        "content-type": "multipart/form-data; boundary=x",
      },
      payload:
        "--x\r\nContent-Disposition: form-data; name=avatar; filename=a.png\r\n\r\nnot a png\r\n--x--\r\n",
    });
    expect(multipart.statusCode).toBe(403);
    const logout = await withAppUrl.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie: user.cookie, origin: "https://evil.example.test" },
    });
    expect(logout.statusCode).toBe(403);
    expect((await as(withAppUrl.app, user).get("/api/auth/user")).statusCode).toBe(200);
  });

  it("leaves reads alone: a cross-origin GET answers, without granting CORS", async () => {
    const res = await withAppUrl.app.inject({
      method: "GET",
      url: "/api/projects",
      headers: { cookie: user.cookie, origin: "https://evil.example.test", "sec-fetch-site": "cross-site" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("cross-origin writes without APP_URL: the request's own host is the origin", () => {
  it.each([
    ["its own scheme and Host", "board.local:5173", "http://board.local:5173", 201],
    ["the default port left out", "board.local:80", "http://board.local", 201],
    ["another port of the host", "board.local:5173", "http://board.local:5000", 403],
    ["https for an http request", "board.local", "https://board.local", 403],
    ["a different host", "board.local", "http://evil.local", 403],
  ])("judges %s", async (_name, host, origin, status) => {
    const { res, created } = await createProject(hostOnly, hostUser, { host, origin });
    expect(res.statusCode).toBe(status);
    expect(created).toBe(status === 201);
  });
});

/** Opens a real socket with `origin`; resolves "open", or the refusal's status and JSON body. */
function openSocket(url: string, cookie: string, origin?: string) {
  return new Promise<{ open: true } | { open: false; status: number; body: unknown }>((resolve, reject) => {
    const ws = new WebSocket(url, { headers: { cookie, ...(origin ? { origin } : {}) } });
    sockets.push(ws);
    ws.once("open", () => resolve({ open: true }));
    ws.once("unexpected-response", (_req, res: IncomingMessage) => {
      let text = "";
      res.on("data", (chunk) => {
        text += chunk;
      });
      res.on("end", () => resolve({ open: false, status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    ws.once("error", reject);
  });
}

describe("the /ws upgrade checks Origin", () => {
  let appUrlWs: string;
  let appUrlOwnOrigin: string;
  let hostWs: string;
  let hostOrigin: string;
  beforeAll(async () => {
    appUrlOwnOrigin = await withAppUrl.app.listen({ port: 0, host: "127.0.0.1" });
    appUrlWs = `${appUrlOwnOrigin.replace("http", "ws")}/ws`;
    const address = await hostOnly.app.listen({ port: 0, host: "127.0.0.1" });
    hostOrigin = address;
    hostWs = `${address.replace("http", "ws")}/ws`;
  });

  it("opens for APP_URL's origin, the origin it was sent to, and a client sending none", async () => {
    expect(await openSocket(appUrlWs, user.cookie, APP)).toEqual({ open: true });
    expect(await openSocket(appUrlWs, user.cookie, appUrlOwnOrigin)).toEqual({ open: true });
    expect(await openSocket(appUrlWs, user.cookie)).toEqual({ open: true });
  });

  it("refuses a foreign Origin with 403 {message}", async () => {
    for (const origin of ["https://evil.example.test", "null", "http://127.0.0.1:1"]) {
      expect(await openSocket(appUrlWs, user.cookie, origin)).toEqual({
        open: false,
        status: 403,
        body: REFUSED,
      });
    }
  });

  it("without APP_URL, opens for the request's own host and refuses another", async () => {
    expect(await openSocket(hostWs, hostUser.cookie, hostOrigin)).toEqual({ open: true });
    expect(await openSocket(hostWs, hostUser.cookie, "http://127.0.0.1:1")).toEqual({
      open: false,
      status: 403,
      body: REFUSED,
    });
  });
});
