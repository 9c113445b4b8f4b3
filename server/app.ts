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
import { registerListeners } from "./listeners.ts";
import { STANDUP_REMINDER_EVERY_MS, sendStandupReminders } from "./modules/ceremonies/standup-reminders.ts";
import { DIGEST_EVERY_MS, queueDueDigests } from "./modules/email/digest.ts";
import { type MailWorkerOptions, startMailWorker } from "./modules/email/mail-worker.ts";
import { purgeSentMail } from "./modules/email/outbox.service.ts";
import { sendDeadlineReminders } from "./modules/notifications/deadline-reminders.ts";
import { startNotificationDispatch } from "./modules/notifications/dispatch.ts";
import { onSocketError } from "./modules/realtime/realtime.routes.ts";
import { startWebhookWorker, type WebhookWorkerOptions } from "./modules/webhooks/delivery.ts";
import { MODULES } from "./modules.ts";
import { fromRoot } from "./paths.ts";
import { registerAuth } from "./platform/auth.ts";
import { createCaptcha } from "./platform/captcha.ts";
import type { AppContext } from "./platform/context.ts";
import { createDbListener } from "./platform/db-listener.ts";
import { registerErrorHandler } from "./platform/errors.ts";
import { EventBus } from "./platform/events.ts";
import { registerIdempotency } from "./platform/idempotency.ts";
import { type Job, startJobs } from "./platform/jobs.ts";
import { createMailer, type Mailer } from "./platform/mail.ts";
import { createMetrics, registerMetricsRoute } from "./platform/metrics.ts";
import { registerOpenApi, tagOperations } from "./platform/openapi.ts";
import { registerOriginCheck } from "./platform/origin.ts";
import { createRealtime } from "./platform/realtime.ts";
import { loggerOptions, RequestLog } from "./platform/request-log.ts";
import { responseSerializerCompiler } from "./platform/response-schemas.ts";
import { createSecrets } from "./platform/secrets.ts";
import { purgeExpiredSessions } from "./platform/sessions.ts";
import { drainingServerFactory } from "./platform/shutdown.ts";
import { serveWeb } from "./platform/web.ts";

const webDist = fromRoot("web", "dist");

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
  /** The mail worker's timings (tests); it always runs, as mail must leave. */
  mailWorker?: MailWorkerOptions;
  /** The domain events' bus (tests add a listener to it); every module's listeners are registered on it. */
  events?: EventBus;
};

/** Builds the app: plugins, then the explicit list of modules. Never listens. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel),
    // One line per request, written when it is answered (platform/request-log.ts).
    logController: new RequestLog(),
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
  // Before the migrations, so that every connection's statements are timed.
  const metrics = config.metrics ? createMetrics(database) : null;
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
    events: options.events ?? new EventBus(),
    realtime: createRealtime(database, listener, app.log, metrics?.observeFanout),
    metrics,
  };
  registerListeners(ctx.events);
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
  if (metrics && config.metrics) {
    registerMetricsRoute(app, metrics, {
      token: config.metrics.token,
      db: ctx.db,
      sockets: ctx.realtime.sockets,
    });
  }
  registerAuth(app, ctx.db);
  registerIdempotency(app);
  await registerOpenApi(
    app,
    MODULES.map(([tag]) => tag),
  );

  await app.register(async (api) => {
    // Each module in a context of its own, whose operations the reference groups under its tag.
    for (const [tag, routes] of MODULES) {
      await api.register(async (module) => {
        tagOperations(module, tag);
        routes(module, ctx);
      });
    }
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
  // Every process sends the mail outbox; the claim's lease keeps two from sending the same row.
  const mailWorker = startMailWorker(ctx, app.log, options.mailWorker);
  app.addHook("preClose", async () => mailWorker.close());
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
    const stopJobs = startJobs(ctx.db, scheduledJobs(ctx), app.log);
    app.addHook("onClose", async () => stopJobs());
  }
}

/** Work every process schedules; the advisory lock lets one do each run. */
function scheduledJobs(ctx: AppContext): Job[] {
  return [
    {
      name: "mail-digest",
      key: ADVISORY_LOCKS.mailDigest,
      everyMs: DIGEST_EVERY_MS,
      run: (tx) => queueDueDigests(ctx.config, tx).then(() => {}),
    },
    {
      name: "mail-cleanup",
      key: ADVISORY_LOCKS.mailCleanup,
      everyMs: 24 * 60 * 60 * 1000,
      run: (tx) => purgeSentMail(tx).then(() => {}),
    },
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
  // Dynamic answers are compressed on every request: levels that cost little CPU (issue 26).
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 1 },
} satisfies FastifyCompressOptions;
