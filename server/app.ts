import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import compress, { type FastifyCompressOptions } from "@fastify/compress";
import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import websocket from "@fastify/websocket";
import Fastify, { type FastifyInstance } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import { ADVISORY_LOCKS } from "./db/advisory-locks.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { runMigrations } from "./db/migrate.ts";
import { adminRoutes } from "./modules/admin/admin.routes.ts";
import { apiTokensRoutes } from "./modules/api-tokens/api-tokens.routes.ts";
import { assistantRoutes } from "./modules/assistant/assistant.routes.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { backlogRoutes } from "./modules/backlog/backlog.routes.ts";
import { boardsRoutes } from "./modules/boards/boards.routes.ts";
import { ceremoniesRoutes } from "./modules/ceremonies/ceremonies.routes.ts";
import { STANDUP_REMINDER_EVERY_MS, sendStandupReminders } from "./modules/ceremonies/standup-reminders.ts";
import { chatRoutes } from "./modules/chat/chat.routes.ts";
import { commentsRoutes } from "./modules/comments/comments.routes.ts";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes.ts";
import { filesRoutes } from "./modules/files/files.routes.ts";
import { importsRoutes } from "./modules/imports/imports.routes.ts";
import { myTasksRoutes } from "./modules/my-tasks/my-tasks.routes.ts";
import { sendDeadlineReminders } from "./modules/notifications/deadline-reminders.ts";
import { startNotificationDispatch } from "./modules/notifications/dispatch.ts";
import { notificationsRoutes } from "./modules/notifications/notifications.routes.ts";
import { profileRoutes } from "./modules/profile/profile.routes.ts";
import { projectsRoutes } from "./modules/projects/projects.routes.ts";
import { onSocketError, realtimeRoutes } from "./modules/realtime/realtime.routes.ts";
import { reportsRoutes } from "./modules/reports/reports.routes.ts";
import { searchRoutes } from "./modules/search/search.routes.ts";
import { slackRoutes } from "./modules/slack/slack.routes.ts";
import { sprintGoalsRoutes } from "./modules/sprint-goals/sprint-goals.routes.ts";
import { sprintsRoutes } from "./modules/sprints/sprints.routes.ts";
import { ssoRoutes } from "./modules/sso/sso.routes.ts";
import { statusesRoutes } from "./modules/statuses/statuses.routes.ts";
import { systemRoutes } from "./modules/system/system.routes.ts";
import { taskListsRoutes } from "./modules/task-lists/task-lists.routes.ts";
import { tasksRoutes } from "./modules/tasks/tasks.routes.ts";
import { teamMembersRoutes } from "./modules/team-members/team-members.routes.ts";
import { teamsRoutes } from "./modules/teams/teams.routes.ts";
import { usersRoutes } from "./modules/users/users.routes.ts";
import { startWebhookWorker, type WebhookWorkerOptions } from "./modules/webhooks/delivery.ts";
import { webhooksRoutes } from "./modules/webhooks/webhooks.routes.ts";
import { registerAuth } from "./platform/auth.ts";
import { createCaptcha } from "./platform/captcha.ts";
import type { AppContext } from "./platform/context.ts";
import { createDbListener } from "./platform/db-listener.ts";
import { registerErrorHandler } from "./platform/errors.ts";
import { registerIdempotency } from "./platform/idempotency.ts";
import { type Job, startJobs } from "./platform/jobs.ts";
import { createMailer, type Mailer } from "./platform/mail.ts";
import { registerOpenApi } from "./platform/openapi.ts";
import { registerOriginCheck } from "./platform/origin.ts";
import { createRealtime } from "./platform/realtime.ts";
import { responseSerializerCompiler } from "./platform/response-schemas.ts";
import { createSecrets } from "./platform/secrets.ts";
import { purgeExpiredSessions } from "./platform/sessions.ts";
import { drainingServerFactory } from "./platform/shutdown.ts";
import { serveWeb } from "./platform/web.ts";

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../web/dist");

/** Options for tests: an already-open database, a mail spy, a quieter log. */
export type BuildOptions = {
  database?: Database;
  mailer?: Mailer;
  logger?: boolean;
  /** Run scheduled jobs (session clean-up, reminders); off in tests. */
  jobs?: boolean;
  /** The built web client to serve (default `web/dist`). */
  webDist?: string;
  /** Fail a response that has keys its route's response schema does not declare (tests); else they are dropped. */
  strictResponses?: boolean;
  /** The webhook delivery worker: on with `jobs`, or with these timings (tests); false turns it off. */
  webhookWorker?: WebhookWorkerOptions | false;
};

/** Builds the app: plugins, then the explicit list of modules. Never listens. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    // No proxy is believed unless TRUST_PROXY names it: `request.ip` is then the only client address.
    trustProxy: trustedProxies(config.trustProxy),
    // Shutdown drains connections instead of cutting idle keep-alive ones (platform/shutdown.ts).
    serverFactory: drainingServerFactory,
    forceCloseConnections: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Declared response schemas check and write what routes send (platform/response-schemas.ts).
  app.setSerializerCompiler(responseSerializerCompiler({ strict: options.strictResponses === true }));
  // JSON only: anything else is 415 rather than a string body.
  app.removeContentTypeParser("text/plain");
  registerErrorHandler(app);

  const database = options.database ?? (await openDatabase(config));
  await runMigrations(database);
  app.addHook("onClose", async () => {
    if (!options.database) await database.close();
  });

  const listener = createDbListener(database.driver, app.log);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    mailer: options.mailer ?? createMailer(config, app.log),
    captcha: createCaptcha(config),
    secrets: createSecrets(config.sessionSecret),
    listener,
    realtime: createRealtime(database, listener, app.log),
  };
  app.addHook("preClose", async () => ctx.realtime.close());

  await app.register(helmet, {
    contentSecurityPolicy: { directives: cspDirectives(config) },
    // Promising HTTPS for a year is only right when the app is served over it.
    strictTransportSecurity: config.secureCookies ? undefined : false,
  });
  await app.register(cookie, { secret: config.sessionSecret });
  // Before every route (its hook attaches per route) and before static files (README of both).
  await app.register(compress, compressOptions);
  await app.register(rateLimit, { global: false });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 }, errorHandler: onSocketError });
  registerOriginCheck(app, config.appOrigin);
  registerAuth(app, ctx.db);
  registerIdempotency(app);
  await registerOpenApi(app);

  await app.register(async (api) => {
    systemRoutes(api, ctx);
    authRoutes(api, ctx);
    ssoRoutes(api, ctx);
    boardsRoutes(api, ctx);
    tasksRoutes(api, ctx);
    statusesRoutes(api, ctx);
    realtimeRoutes(api, ctx);
    adminRoutes(api, ctx);
    usersRoutes(api, ctx);
    sprintsRoutes(api, ctx);
    sprintGoalsRoutes(api, ctx);
    backlogRoutes(api, ctx);
    ceremoniesRoutes(api, ctx);
    chatRoutes(api, ctx);
    projectsRoutes(api, ctx);
    dashboardRoutes(api, ctx);
    taskListsRoutes(api, ctx);
    myTasksRoutes(api, ctx);
    reportsRoutes(api, ctx);
    assistantRoutes(api, ctx);
    commentsRoutes(api, ctx);
    filesRoutes(api, ctx);
    teamsRoutes(api, ctx);
    teamMembersRoutes(api, ctx);
    notificationsRoutes(api, ctx);
    profileRoutes(api, ctx);
    apiTokensRoutes(api, ctx);
    slackRoutes(api, ctx);
    searchRoutes(api, ctx);
    importsRoutes(api, ctx);
    webhooksRoutes(api, ctx);
  });

  startBackgroundWork(app, ctx, options);

  await serveWeb(app, options.webDist ?? webDist, ctx.db);
  return app;
}

/**
 * What runs beside the requests: the after-commit delivery of notifications (every process, always:
 * it is how a notification reaches sockets and the chat workspace) and the scheduled jobs.
 */
function startBackgroundWork(app: FastifyInstance, ctx: AppContext, options: BuildOptions): void {
  const dispatch = startNotificationDispatch(ctx, app.log);
  // Every channel is registered (realtime's and the dispatch's): one connection listens to them all.
  app.addHook("onReady", async () => ctx.listener.start());
  app.addHook("onClose", async () => {
    await dispatch.close();
    await ctx.listener.close();
  });
  const webhookWorker = options.webhookWorker ?? (options.jobs === false ? false : {});
  if (webhookWorker !== false) {
    // Every process sends webhooks; the claim's lease keeps two from sending the same delivery.
    const worker = startWebhookWorker(ctx, app.log, webhookWorker);
    app.addHook("preClose", async () => worker.close());
  }
  if (options.jobs !== false) {
    const stopJobs = startJobs(ctx.db, scheduledJobs(), app.log);
    app.addHook("onClose", async () => stopJobs());
  }
}

/** Work every process schedules; the advisory lock lets one do each run. */
function scheduledJobs(): Job[] {
  return [
    {
      name: "session-cleanup",
      key: ADVISORY_LOCKS.sessionCleanup,
      everyMs: 60 * 60 * 1000,
      run: purgeExpiredSessions,
    },
    {
      name: "deadline-reminders",
      key: ADVISORY_LOCKS.deadlineReminders,
      everyMs: 10 * 60 * 1000,
      run: (tx) => sendDeadlineReminders(tx).then(() => {}),
    },
    {
      name: "standup-reminders",
      key: ADVISORY_LOCKS.standupReminders,
      everyMs: STANDUP_REMINDER_EVERY_MS,
      run: (tx) => sendStandupReminders(tx).then(() => {}),
    },
  ];
}

/** The hash of web/index.html's one inline script (the theme before the first paint); checked by a test. */
export const THEME_SCRIPT_HASH = "'sha256-6z+zacLgD/2+Q9YQKpF0iPLQWBd+u+tOrkk7HYcl1Uw='";

function cspDirectives(config: Config): Record<string, string[]> {
  const recaptcha = config.captcha.provider === "recaptcha";
  const google = recaptcha ? ["https://www.google.com", "https://www.gstatic.com"] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", THEME_SCRIPT_HASH, ...google],
    frameSrc: ["'self'", ...google],
    workerSrc: ["'self'", "blob:"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:"],
    connectSrc: ["'self'", "ws:", "wss:", ...google],
    fontSrc: ["'self'", "data:"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: [],
  };
}

/**
 * Fastify's `trustProxy` for TRUST_PROXY. This Fastify ignores a bare hop count (it cannot check the
 * peer), so a count becomes "trust the nearest N hops", which the README says suits only an app that
 * nothing but its proxies can reach.
 */
function trustedProxies(trust: Config["trustProxy"]) {
  return typeof trust === "number" ? (_address: string, hop: number) => hop < trust : trust;
}

/**
 * Brotli (preferred) or gzip for answers of 1 KB and more, when the client asks. Request bodies are
 * not inflated: the API takes plain JSON only, as before. The plugin leaves alone server-sent events,
 * partial content and bodies that already carry a Content-Encoding (precompressed files, cached boards).
 */
const compressOptions = {
  encodings: ["br", "gzip"],
  threshold: 1024,
  globalDecompression: false,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
} satisfies FastifyCompressOptions;
