import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

const bool = z
  .string()
  .transform((v) => v.trim().toLowerCase())
  .pipe(z.enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" }))
  .transform((v) => v === "true" || v === "1" || v === "yes");
/** A whole number in [min, max] written in decimal digits ("abc", "1e3" and "-1" are refused). */
const wholeNumber = (min: number, max: number, message: string) =>
  z.string().regex(/^\d+$/, message).transform(Number).pipe(z.number().min(min, message).max(max, message));
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === "" ? undefined : v));
const url = z
  .url()
  .optional()
  .or(z.literal("").transform(() => undefined));

/** Names proxy-addr (Fastify's `trustProxy`) knows for address ranges. */
const NAMED_RANGES = ["loopback", "linklocal", "uniquelocal"];
/** One TRUST_PROXY entry: an address, a CIDR (`10.0.0.0/8`) or a named range. */
const isProxyEntry = (entry: string) => {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};
/**
 * TRUST_PROXY: a hop count, or the proxies' addresses and CIDRs separated by commas. `true` is refused:
 * trusting every peer lets any client choose the address its limits are counted against.
 */
const trustProxy = z
  .string()
  .transform((v) => v.trim().toLowerCase())
  .refine(
    (v) => v !== "true" && v !== "*",
    "trusting every peer lets any client pick its address; list the proxies' addresses or CIDRs, or give a hop count",
  )
  .transform((v) =>
    /^\d+$/.test(v)
      ? Number(v)
      : v
          .split(",")
          .map((entry) => entry.trim())
          .filter((entry) => entry !== ""),
  )
  .refine(
    (v) => (typeof v === "number" ? v >= 1 && v <= 100 : v.length > 0 && v.every(isProxyEntry)),
    "must be a hop count from 1 to 100 or a comma-separated list of proxy addresses or CIDRs (10.0.0.0/8)",
  );

const EnvSchema = z.object({
  PORT: wholeNumber(0, 65535, "must be a port number from 0 to 65535").default(5000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => (v === "" ? undefined : v))
    .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), "must start with postgres://"),
  DATABASE_POOL_SIZE: wholeNumber(1, 100, "must be a whole number from 1 to 100").default(10),
  DATABASE_PREPARED_STATEMENTS: bool.default(true),
  SESSION_SECRET: optionalString.refine(
    (v) => v === undefined || v.length >= 16,
    "must be at least 16 characters",
  ),
  APP_URL: url,
  ADMIN_EMAIL: optionalString.transform((v) => v?.trim().toLowerCase()),
  AUTO_APPROVE: bool.default(false),
  CAPTCHA_PROVIDER: z
    .enum(["altcha", "recaptcha", "none"], { error: "must be altcha, recaptcha or none" })
    .default("altcha"),
  RECAPTCHA_SITE_KEY: optionalString,
  RECAPTCHA_SECRET_KEY: optionalString,
  SMTP_URL: url,
  MAIL_FROM: z.string().min(1).default("Sprintboard <no-reply@localhost>"),
  OPENAI_BASE_URL: url,
  OPENAI_MODEL: z.string().min(1).default("gpt-4o-mini"),
  SLACK_API_URL: url,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  AUTH_RATE_LIMIT: wholeNumber(1, 100_000, "must be a whole number from 1 to 100000").default(20),
  SHUTDOWN_TIMEOUT: wholeNumber(1, 3600, "must be a whole number of seconds from 1 to 3600").default(25),
  TRUST_PROXY: trustProxy.optional(),
  OIDC_ISSUER: url,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_ADMIN_GROUP: optionalString,
  OIDC_APPROVED_GROUP: optionalString,
  OIDC_GROUPS_CLAIM: z.string().min(1).default("groups"),
  OIDC_PROVIDER_NAME: z.string().max(40, "must be at most 40 characters").default("SSO"),
  OIDC_SCOPES: z
    .string()
    .refine((v) => v.split(/\s+/).includes("openid"), "must include openid")
    .default("openid email profile"),
  WEBHOOK_ALLOW_PRIVATE: bool.default(false),
  PSEUDO_LOCALE: bool.default(false),
  METRICS: bool.default(false),
  METRICS_TOKEN: optionalString.refine(
    (v) => v === undefined || v.length >= 16,
    "must be at least 16 characters",
  ),
  MAIL_LEASE_SECONDS: wholeNumber(1, 3600, "must be a whole number of seconds from 1 to 3600").default(300),
  MAIL_BATCH_SECONDS: wholeNumber(1, 3600, "must be a whole number of seconds from 1 to 3600").default(120),
});

const OIDC_REQUIRED = ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"] as const;

/** Single sign-on settings: all three of issuer, client id and secret, or none (null). */
function oidcConfig(e: z.output<typeof EnvSchema>, appUrl: string): OidcConfig | null {
  const missing = OIDC_REQUIRED.filter((name) => !e[name]);
  if (missing.length === OIDC_REQUIRED.length) return null;
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid environment variable ${missing[0]}: single sign-on needs OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET (missing: ${missing.join(", ")})`,
    );
  }
  return {
    issuer: e.OIDC_ISSUER!,
    clientId: e.OIDC_CLIENT_ID!,
    clientSecret: e.OIDC_CLIENT_SECRET!,
    adminGroup: e.OIDC_ADMIN_GROUP,
    approvedGroup: e.OIDC_APPROVED_GROUP,
    groupsClaim: e.OIDC_GROUPS_CLAIM,
    providerName: e.OIDC_PROVIDER_NAME.trim() || "SSO",
    scopes: e.OIDC_SCOPES.trim().split(/\s+/).join(" "),
    redirectUri: `${appUrl}/api/auth/oidc/callback`,
  };
}

/** OpenID Connect single sign-on (product rules §29). */
export type OidcConfig = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Members of this group become approved (and, without ADMIN_EMAIL, super administrators). */
  adminGroup?: string;
  /** Members of this group are approved at once. */
  approvedGroup?: string;
  /** The claim listing the user's groups. */
  groupsClaim: string;
  /** Shown on the button: 'Sign in with <providerName>'. */
  providerName: string;
  /** The scopes asked for, space-separated (add `groups` when the provider needs it for the groups claim). */
  scopes: string;
  /** `${APP_URL}/api/auth/oidc/callback`: register it at the provider. */
  redirectUri: string;
};

/** Typed settings of one app process, parsed from the environment. */
export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Connections of each process's PostgreSQL pool. */
  databasePoolSize: number;
  /** Whether pooled connections prepare their statements once (server/db/prepared.ts). */
  preparedStatements: boolean;
  sessionSecret: string;
  appUrl: string;
  /** The origin of APP_URL when it is set; unset, each request's own scheme and Host is the app's origin. */
  appOrigin?: string;
  adminEmail?: string;
  autoApprove: boolean;
  captcha: { provider: "altcha" | "recaptcha" | "none"; siteKey?: string; secretKey?: string };
  smtpUrl?: string;
  mailFrom: string;
  openaiBaseUrl?: string;
  openaiModel: string;
  slackApiUrl?: string;
  logLevel: string;
  authRateLimit: number;
  /** Seconds a graceful shutdown may take before the remaining connections are cut (exit 1). */
  shutdownTimeout: number;
  /** Fastify's `trustProxy`: false (no proxy, the default), a hop count, or the proxies' addresses and CIDRs. */
  trustProxy: false | number | string[];
  /** Secure cookies: true when APP_URL is https. */
  secureCookies: boolean;
  /** Single sign-on, or null when OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are unset. */
  oidc: OidcConfig | null;
  /** Let webhooks target loopback and private addresses (tests, a trusted network); off by default. */
  webhookAllowPrivate: boolean;
  /**
   * Let this device choose the pseudo-locale en-XA (localStorage `sprintboard:language`) in a
   * production build: the e2e server's layout tests (issue 24); off by default, never in a menu.
   */
  pseudoLocale?: boolean;
  /** `GET /metrics` (Prometheus), answered only with this bearer token; null when METRICS is off. */
  metrics: { token: string } | null;
  /** How long a mail worker's claim holds an outbox row before another process may send it (seconds). */
  mailLeaseSeconds: number;
  /** How long an immediate notification email waits for others about the same task (seconds). */
  mailBatchSeconds: number;
};

/** Thrown for a bad environment value; its message is the one line to print. */
export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ""));
  const parsed = EnvSchema.safeParse(set);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const message = issue.message.replace(/\s+/g, " ");
    throw new ConfigError(`Invalid environment variable ${String(issue.path[0])}: ${message}`);
  }
  const e = parsed.data;
  if (e.CAPTCHA_PROVIDER === "recaptcha" && (!e.RECAPTCHA_SITE_KEY || !e.RECAPTCHA_SECRET_KEY)) {
    throw new ConfigError(
      "Invalid environment variable CAPTCHA_PROVIDER: recaptcha needs RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY",
    );
  }
  if (e.METRICS && !e.METRICS_TOKEN) {
    throw new ConfigError(
      "Invalid environment variable METRICS_TOKEN: METRICS=true needs a token of at least 16 characters for GET /metrics",
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const appUrl = (e.APP_URL ?? `http://${e.HOST === "0.0.0.0" ? "localhost" : e.HOST}:${e.PORT}`).replace(
    /\/$/,
    "",
  );
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    preparedStatements: e.DATABASE_PREPARED_STATEMENTS,
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    appUrl,
    appOrigin: e.APP_URL ? new URL(e.APP_URL).origin : undefined,
    adminEmail: e.ADMIN_EMAIL,
    autoApprove: e.AUTO_APPROVE,
    captcha: {
      provider: e.CAPTCHA_PROVIDER,
      siteKey: e.RECAPTCHA_SITE_KEY,
      secretKey: e.RECAPTCHA_SECRET_KEY,
    },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    openaiBaseUrl: e.OPENAI_BASE_URL,
    openaiModel: e.OPENAI_MODEL,
    slackApiUrl: e.SLACK_API_URL,
    logLevel: e.LOG_LEVEL,
    authRateLimit: e.AUTH_RATE_LIMIT,
    shutdownTimeout: e.SHUTDOWN_TIMEOUT,
    trustProxy: e.TRUST_PROXY ?? false,
    secureCookies: appUrl.startsWith("https://"),
    oidc: oidcConfig(e, appUrl),
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE,
    pseudoLocale: e.PSEUDO_LOCALE,
    metrics: e.METRICS && e.METRICS_TOKEN ? { token: e.METRICS_TOKEN } : null,
    mailLeaseSeconds: e.MAIL_LEASE_SECONDS,
    mailBatchSeconds: e.MAIL_BATCH_SECONDS,
  };
}

/** The session secret kept in DATA_DIR, generated on first start. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (err) {
    // Another process starting at the same moment wrote it first.
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return readFileSync(file, "utf8").trim();
    throw err;
  }
}
