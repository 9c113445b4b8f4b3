import { z } from "zod";

/** Which human-verification widget the forms show. */
export const CaptchaProviderSchema = z.enum(["altcha", "recaptcha", "none"]);
export type CaptchaProvider = z.output<typeof CaptchaProviderSchema>;

/** GET /api/config: public settings the client needs before sign-in. */
export const PublicConfigSchema = z.object({
  captcha: z.object({
    /** The widget to show. */
    provider: CaptchaProviderSchema,
    /** reCAPTCHA site key, when the provider is recaptcha. */
    siteKey: z.string().optional(),
    /** Where the altcha widget fetches a challenge, when the provider is altcha. */
    challengeUrl: z.string().optional(),
  }),
  /** Single sign-on (OpenID Connect): the provider's name for 'Sign in with <name>', or null when off. */
  sso: z.object({ name: z.string() }).nullable(),
  /**
   * Present (true) only when the server runs with PSEUDO_LOCALE=true (the e2e server): a production
   * build then honours the pseudo-locale en-XA chosen on the device (issue 24's layout tests).
   */
  pseudoLocale: z.literal(true).optional(),
});
export type PublicConfig = z.output<typeof PublicConfigSchema>;

/** GET /api/health: 200 when the app and its database answer. */
export const HealthSchema = z.object({
  /** Always "ok" on a 200. */
  status: z.literal("ok"),
});
export type Health = z.output<typeof HealthSchema>;

/** GET /api/health: 503 when the database does not answer. */
export const HealthUnavailableSchema = z
  .object({
    /** Always "unavailable" on a 503. */
    status: z.literal("unavailable"),
    /** What is wrong. */
    message: z.string(),
  })
  .meta({ description: "The database is not answering." });
export type HealthUnavailable = z.output<typeof HealthUnavailableSchema>;

/** GET /api/auth/captcha/challenge: a fresh altcha proof-of-work challenge for the widget. */
export const CaptchaChallengeSchema = z.object({
  /** Hash algorithm of the puzzle. */
  algorithm: z.string(),
  /** The hash to find a number for. */
  challenge: z.string(),
  /** Upper bound of the number searched. */
  maxnumber: z.number().int().optional(),
  /** Salt, with the challenge's expiry. */
  salt: z.string(),
  /** HMAC of the challenge: the server checks it on the solution. */
  signature: z.string(),
});
export type CaptchaChallenge = z.output<typeof CaptchaChallengeSchema>;
