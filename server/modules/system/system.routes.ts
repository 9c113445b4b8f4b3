import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  HealthSchema,
  HealthUnavailableSchema,
  type PublicConfig,
  PublicConfigSchema,
} from "../../../contract/config.ts";
import { latestMigrationMillis } from "../../db/migrate.ts";
import type { AppContext } from "../../platform/context.ts";

/** GET /api/health, GET /api/health/ready and GET /api/config. */
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

  // For load balancers: 503 until this build's migrations are in the database and it answers (and,
  // from Fastify itself, once the process begins to shut down).
  const newest = latestMigrationMillis();
  app.get("/api/health/ready", { config: { access: "public" }, schema: health }, async (_request, reply) => {
    const unavailable = (message: string) =>
      reply.code(503).send({ status: "unavailable" as const, message });
    let applied: number;
    try {
      const result = await ctx.db.execute(
        sql`select coalesce(max(created_at), 0)::bigint as at from drizzle.__drizzle_migrations`,
      );
      applied = Number((result.rows[0] as { at?: string | number } | undefined)?.at ?? 0);
    } catch {
      return unavailable("The database is not answering");
    }
    if (applied < newest) return unavailable("The database migrations have not run yet");
    return { status: "ok" as const };
  });

  const config = { response: { 200: PublicConfigSchema } };
  app.get(
    "/api/config",
    { config: { access: "public" }, schema: config },
    async (): Promise<PublicConfig> => {
      const { provider, siteKey } = ctx.config.captcha;
      const sso = ctx.config.oidc ? { name: ctx.config.oidc.providerName } : null;
      const pseudo = ctx.config.pseudoLocale ? { pseudoLocale: true as const } : {};
      if (provider === "recaptcha") return { captcha: { provider, siteKey }, sso, ...pseudo };
      if (provider === "altcha")
        return { captcha: { provider, challengeUrl: "/api/auth/captcha/challenge" }, sso, ...pseudo };
      return { captcha: { provider }, sso, ...pseudo };
    },
  );
}
