import type { LightMyRequestResponse } from "fastify";
import type { TestApp } from "../../test/app.ts";
import { startTestIssuer, type TestIssuer } from "../../test/oidc-provider.ts";
import { buildAuthTestApp } from "../auth/auth-test-helpers.ts";

/** The app's public address in these tests; the provider redirects the "browser" back to it. */
export const APP_URL = "http://sprintboard.test";
const REDIRECT_URI = `${APP_URL}/api/auth/oidc/callback`;

/** A provider and an app configured for it. */
export type SsoWorld = { issuer: TestIssuer; t: TestApp; close: () => Promise<void> };

/** Starts a test provider, then an app using it (`env` adds or overrides variables). */
export async function startSsoWorld(env: Record<string, string> = {}): Promise<SsoWorld> {
  const issuer = await startTestIssuer(REDIRECT_URI);
  const t = await buildAuthTestApp({ APP_URL, ...issuer.env, ...env });
  return {
    issuer,
    t,
    close: async () => {
      await t.close();
      await issuer.close();
    },
  };
}

/** GET /api/auth/oidc/start: the provider URL it redirects to and the sign-in cookie it sets. */
export async function startSignIn(t: TestApp, next?: string) {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/auth/oidc/start${next === undefined ? "" : `?next=${encodeURIComponent(next)}`}`,
  });
  const flow = res.cookies.find((c) => c.name === "sb_oidc");
  return {
    res,
    location: String(res.headers.location ?? ""),
    flowCookie: flow ? `sb_oidc=${flow.value}` : "",
  };
}

/**
 * Walks the provider as a browser would: the authorization URL, its login form (any password) for
 * `login`, and the redirects, up to the app's callback URL, which it returns.
 */
export async function loginAtProvider(authorizeUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const go = async (url: string, init: RequestInit = {}) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await fetch(url, { ...init, redirect: "manual", headers: { ...init.headers, cookie } });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  };
  let res = await go(authorizeUrl);
  for (let hop = 0; hop < 10; hop += 1) {
    const location = res.headers.get("location");
    if (location?.startsWith(REDIRECT_URI)) return new URL(location);
    if (location) {
      res = await go(new URL(location, authorizeUrl).href);
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (res.status !== 200 || !action)
      throw new Error(`provider answered ${res.status}: ${html.slice(0, 300)}`);
    const body = new URLSearchParams({ prompt: "login", login, password: "any password" });
    res = await go(new URL(action.replaceAll("&amp;", "&"), authorizeUrl).href, {
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
  }
  throw new Error("the provider never redirected back to the app");
}

/** GET the app's callback with the sign-in cookie (or another). */
export function callback(t: TestApp, url: URL, flowCookie: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: "GET",
    url: `${url.pathname}${url.search}`,
    headers: flowCookie ? { cookie: flowCookie } : {},
  });
}

/** The whole walk for the provider account `login`: start, provider, callback. */
export async function signInBySso(t: TestApp, login: string, next?: string) {
  const start = await startSignIn(t, next);
  const url = await loginAtProvider(start.location, login);
  return { res: await callback(t, url, start.flowCookie), url, flowCookie: start.flowCookie };
}

/** The signed session cookie of a successful callback, or null. */
export function ssoSession(res: LightMyRequestResponse): string | null {
  const sid = res.cookies.find((c) => c.name === "sid" && c.value !== "");
  return sid ? `sid=${sid.value}` : null;
}
