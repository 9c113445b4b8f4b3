import { afterAll, beforeAll, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../app.ts";
import { type FakeOpenAi, startFakeOpenAi } from "../fake-openai.ts";
import { type FakeSlack, startFakeSlack } from "../fake-slack.ts";
import { registeredRoutes, routeKey } from "../route-table.ts";
import type { Call, Entry } from "./entry.ts";
import { ROLES, type Role } from "./roles.ts";
import { ACCESS_TABLE } from "./table.ts";
import { seedWorld, type World } from "./world.ts";

/*
 * Issue 7, proof 1: every registered route, called as each of the seven roles against one seeded
 * world, answers the status its row expects; and no answer (a list above all) carries another
 * user's private data.
 */

let slack: FakeSlack;
let ai: FakeOpenAi;
let t: TestApp;
let w: World;
let registered: Set<string>;

beforeAll(async () => {
  slack = await startFakeSlack();
  ai = await startFakeOpenAi();
  t = await buildTestApp({
    SLACK_API_URL: slack.url,
    OPENAI_BASE_URL: ai.url,
    OPENAI_MODEL: "fake-model",
    // The webhook rows use a loopback target (table-webhooks.ts): who may act, not where to.
    WEBHOOK_ALLOW_PRIVATE: "true",
  });
  registered = new Set(registeredRoutes(t.app).map(routeKey));
  w = await seedWorld(t);
});
afterAll(async () => {
  await t?.close();
  await slack?.close();
  await ai?.close();
});

it("has a row for every registered route, and a registered route for every row", () => {
  const named = new Set(ACCESS_TABLE.map((e) => e.route));
  const withoutRow = [...registered].filter((r) => !named.has(r));
  const notRegistered = ACCESS_TABLE.filter((e) => !registered.has(e.route)).map((e) => e.route);
  expect({ withoutRow, notRegistered }).toEqual({ withoutRow: [], notRegistered: [] });
});

// Deletes run last, so that a mistaken delete of a world object cannot hide behind later rows.
const ordered = [...ACCESS_TABLE].sort((a, b) => Number(isDelete(a)) - Number(isDelete(b)));

for (const entry of ordered) {
  it(`${entry.route}${entry.label ? ` (${entry.label})` : ""}`, async () => {
    const problems: string[] = [];
    for (const role of ROLES) {
      const { status, body, url } = await callAs(entry, role);
      const wanted = entry.expect[role];
      if (status !== wanted) {
        problems.push(
          `${method(entry)} ${url} as ${role}: expected ${wanted}, got ${status} ${body.slice(0, 200)}`,
        );
      }
      // Lists above all, but also single reads, writes' answers and error messages.
      for (const leak of leaks(role, body)) problems.push(`${method(entry)} ${url} as ${role} shows ${leak}`);
    }
    expect(problems).toEqual([]);
  });
}

function method(entry: Entry): string {
  return entry.route.split(" ")[0]!;
}

function isDelete(entry: Entry): boolean {
  return method(entry) === "DELETE";
}

/** Calls the entry's route as `role`; a socket row answers 101 when the upgrade succeeds. */
async function callAs(entry: Entry, role: Role): Promise<{ status: number; body: string; url: string }> {
  const call: Call = entry.call ? await entry.call(w, role) : {};
  const url = fillPath(entry.route.split(" ")[1]!, call.params ?? {}) + (call.query ? `?${call.query}` : "");
  const cookie = call.cookie !== undefined ? call.cookie : role === "signedOut" ? null : w.users[role].cookie;
  const headers: Record<string, string> = { ...call.headers };
  if (cookie) headers.cookie = cookie;
  if (entry.socket) return { ...(await upgrade(url, headers)), url };
  const verb = method(entry) as "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  const body = call.body ?? (verb === "GET" || verb === "DELETE" ? undefined : {});
  const res = await t.app.inject({ method: verb, url, headers, payload: body as never });
  return { status: res.statusCode, body: res.body, url };
}

/**
 * A WebSocket upgrade, as a script would send it (no `Origin`: the origin rule has tests of its
 * own): 101 when it opens, else the refusal's status.
 */
async function upgrade(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  try {
    const socket = await t.app.injectWS(url, { headers });
    socket.terminate();
    return { status: 101, body: "" };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return { status: Number(/\b(\d{3})\b/.exec(message)?.[1] ?? 0), body: message };
  }
}

/** `/api/tasks/:id` with `{id: 5}` -> `/api/tasks/5`; a parameter without a value is a table error. */
function fillPath(pattern: string, params: Record<string, number | string>): string {
  return pattern.replace(/:(\w+)/g, (_m, name: string) => {
    if (params[name] === undefined) throw new Error(`the row for ${pattern} gives no value for :${name}`);
    return encodeURIComponent(String(params[name]));
  });
}

/** The world's secrets that `role` may not see but `body` contains (as text, or as an id under its key). */
function leaks(role: Role, body: string): string[] {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    json = undefined;
  }
  const found: string[] = [];
  for (const secret of w.secrets) {
    if (secret.visibleTo.includes(role)) continue;
    if ("text" in secret) {
      if (body.includes(secret.text)) found.push(`'${secret.text}'`);
    } else if (hasKeyValue(json, secret.key, secret.id)) {
      found.push(`${secret.key} ${secret.id}`);
    }
  }
  return found;
}

function hasKeyValue(value: unknown, key: string, id: number): boolean {
  if (Array.isArray(value)) return value.some((v) => hasKeyValue(v, key, id));
  if (value === null || typeof value !== "object") return false;
  return Object.entries(value).some(([k, v]) => (k === key && v === id) || hasKeyValue(v, key, id));
}
