import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { RedirectSchema } from "../../../contract/common.ts";
import { safeReturnPath } from "../../../contract/return-path.ts";
import { SsoCallbackQuery, SsoStartQuery } from "../../../contract/sso.ts";
import type { AppContext } from "../../platform/context.ts";
import { createSecrets } from "../../platform/secrets.ts";
import { startSession } from "../../platform/sessions.ts";
import { limitedAuthRoute } from "../auth/rate-limit.ts";
import { createOidcClient, type PendingSignIn, SsoError } from "./oidc-protocol.ts";
import { signInWithIdentity } from "./sso.service.ts";

/** The sealed PKCE verifier, state, nonce and return path of one browser's sign-in in progress. */
const FLOW_COOKIE = "sb_oidc";
const FLOW_PATH = "/api/auth/oidc";
const FLOW_SECONDS = 10 * 60;

/**
 * Single sign-on (product rules §29): the start sends the browser to the provider, the callback
 * signs it in. Both always answer 302; a failure goes to /login?sso_error=<code>.
 */
export function ssoRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const limited = limitedAuthRoute(ctx.config);
  const secure = ctx.config.secureCookies;
  const client = ctx.config.oidc ? createOidcClient(ctx.config.oidc) : null;
  // Its own key: a sealed sign-in is never mistaken for another sealed secret.
  const seal = createSecrets(`${ctx.config.sessionSecret}:oidc-sign-in`);
  const redirect = { 302: RedirectSchema };

  app.get(
    "/api/auth/oidc/start",
    { config: limited, schema: { querystring: SsoStartQuery, response: redirect } },
    async (request, reply) => {
      const next = safeReturnPath(request.query.next);
      try {
        if (!client) throw new SsoError("unavailable");
        const { url, pending } = await client.start(next);
        const sealed = seal.encrypt(
          JSON.stringify({ ...pending, expires: Date.now() + FLOW_SECONDS * 1000 }),
        );
        reply.setCookie(FLOW_COOKIE, sealed, {
          path: FLOW_PATH,
          httpOnly: true,
          sameSite: "lax",
          secure,
          maxAge: FLOW_SECONDS,
        });
        return reply.redirect(url, 302);
      } catch (err) {
        return toLogin(reply, err, next, request.log);
      }
    },
  );

  app.get(
    "/api/auth/oidc/callback",
    { config: limited, schema: { querystring: SsoCallbackQuery, response: redirect } },
    async (request, reply) => {
      const pending = readPending(request, seal.decrypt);
      // One use: whatever happens, this browser's sign-in in progress ends here.
      reply.clearCookie(FLOW_COOKIE, { path: FLOW_PATH });
      try {
        if (!client) throw new SsoError("unavailable");
        const { error, state } = request.query;
        if (error) throw new SsoError(error === "access_denied" ? "denied" : "failed");
        // No sign-in started in this browser, or another one's answer: refused before any exchange.
        if (!pending || !state || state !== pending.state) throw new SsoError("failed");
        const callbackUrl = new URL(ctx.config.oidc!.redirectUri);
        callbackUrl.search = new URL(request.url, "http://callback.invalid").search;
        const claims = await client.finish(callbackUrl, pending);
        const user = await signInWithIdentity(ctx, claims);
        await startSession(ctx.db, reply, user.id, secure);
        return reply.redirect(pending.next ?? "/dashboard", 302);
      } catch (err) {
        return toLogin(reply, err, pending?.next ?? null, request.log);
      }
    },
  );
}

/** The sign-in in progress sealed in this browser's cookie, or null when absent, forged or over 10 minutes old. */
function readPending(request: FastifyRequest, decrypt: (sealed: string) => string): PendingSignIn | null {
  const raw = request.cookies[FLOW_COOKIE];
  if (!raw) return null;
  try {
    const value = JSON.parse(decrypt(raw)) as PendingSignIn & { expires: number };
    if (typeof value.expires !== "number" || value.expires < Date.now()) return null;
    return { verifier: value.verifier, state: value.state, nonce: value.nonce, next: value.next ?? null };
  } catch {
    return null;
  }
}

/** Sends the browser back to the login page with the reason (and the page it wanted). */
function toLogin(reply: FastifyReply, err: unknown, next: string | null, log: FastifyBaseLogger) {
  const code = err instanceof SsoError ? err.code : "failed";
  if (!(err instanceof SsoError)) log.error({ err }, "single sign-on failed");
  const query = new URLSearchParams({ sso_error: code });
  if (next) query.set("next", next);
  return reply.redirect(`/login?${query}`, 302);
}
