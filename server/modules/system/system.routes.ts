import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  HealthSchema,
  HealthUnavailableSchema,
  type PublicConfig,
  PublicConfigSchema,
} from "../../../contract/config.ts";
import type { AppContext } from "../../platform/context.ts";

/** GET /api/health and GET /api/config. */
export function systemRoutes(app: FastifyInstance, ctx: AppContext): void {
  const health = { response: { 200: HealthSchema, 503: HealthUnavailableSchema } };
  app.get("/api/health", { config: { access: "public" }, schema: health }, async (_request, reply) => {
    try {
      await ctx.db.execute(sql`select 1`);
      return { status: "ok" };
    } catch {
      return reply.code(503).send({ status: "unavailable", message: "The database is not answering" });
    }
  });

  const config = { response: { 200: PublicConfigSchema } };
  app.get(
    "/api/config",
    { config: { access: "public" }, schema: config },
    async (): Promise<PublicConfig> => {
      const { provider, siteKey } = ctx.config.captcha;
      const sso = ctx.config.oidc ? { name: ctx.config.oidc.providerName } : null;
      if (provider === "recaptcha") return { captcha: { provider, siteKey }, sso };
      if (provider === "altcha")
        return { captcha: { provider, challengeUrl: "/api/auth/captcha/challenge" }, sso };
      return { captcha: { provider }, sso };
    },
  );
}
