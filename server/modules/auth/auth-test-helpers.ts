import { solveChallenge } from "altcha-lib";
import { count } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { users } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";

/** A test app whose per-address limit is out of the way (rate-limit.test.ts tests it). */
export function buildAuthTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  return buildTestApp({ AUTH_RATE_LIMIT: "1000", ...env });
}

/** A valid registration body; override any field. */
export function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const password = (overrides.password as string | undefined) ?? "correct horse battery";
  return {
    email: `someone-${Math.random().toString(36).slice(2)}@example.test`,
    firstName: "Grace",
    lastName: "Hopper",
    password,
    confirmPassword: password,
    ...overrides,
  };
}

/** POSTs a JSON body, optionally with a cookie or from another client address. */
export function postJson(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  opts: { cookie?: string; remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: "POST",
    url,
    payload: payload as any,
    remoteAddress: opts.remoteAddress,
    headers: { ...(opts.cookie ? { cookie: opts.cookie } : {}), ...opts.headers },
  });
}

/** Number of accounts in the database. */
export async function countUsers(t: Pick<TestApp, "database">): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(users);
  return row!.n;
}

/** Fetches an altcha challenge from the API and solves it like the widget: the `recaptchaToken` value. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: "GET", url: "/api/auth/captcha/challenge" });
  const challenge = res.json() as {
    algorithm: string;
    challenge: string;
    salt: string;
    signature: string;
    maxnumber: number;
  };
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error("could not solve the captcha challenge");
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}
