import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { users } from "../db/schema.ts";
import type { TestApp } from "./app.ts";
import { sessionCookie } from "./app.ts";

let seq = 0;

/** A signed-in user made through the real register route: its row and its Cookie header. */
export type TestUser = { id: number; email: string; firstName: string; lastName: string; cookie: string };

/** Registers a user through the API (approved unless `approved: false`) and returns its session cookie. */
export async function createUser(
  t: Pick<TestApp, "app" | "database">,
  opts: { email?: string; firstName?: string; lastName?: string; password?: string; approved?: boolean } = {},
): Promise<TestUser> {
  seq += 1;
  const email = opts.email ?? `user${seq}-${Date.now()}@example.test`;
  const firstName = opts.firstName ?? `First${seq}`;
  const lastName = opts.lastName ?? `Last${seq}`;
  const password = opts.password ?? "correct horse battery";
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { email, firstName, lastName, password, confirmPassword: password },
  });
  if (res.statusCode !== 201) throw new Error(`register failed ${res.statusCode}: ${res.body}`);
  const id = res.json().id as number;
  if (opts.approved !== false)
    await t.database.db.update(users).set({ isApproved: true }).where(eq(users.id, id));
  return { id, email: email.toLowerCase(), firstName, lastName, cookie: sessionCookie(res) };
}

/** Shorthand for a JSON request as a signed-in user. */
export function as(app: FastifyInstance, user: { cookie: string } | null) {
  const call = (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: unknown) =>
    app.inject({ method, url, payload: payload as any, headers: user ? { cookie: user.cookie } : {} });
  return {
    get: (url: string) => call("GET", url),
    post: (url: string, body?: unknown) => call("POST", url, body ?? {}),
    put: (url: string, body?: unknown) => call("PUT", url, body ?? {}),
    patch: (url: string, body?: unknown) => call("PATCH", url, body ?? {}),
    delete: (url: string) => call("DELETE", url),
  };
}
