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
});
export type PublicConfig = z.output<typeof PublicConfigSchema>;
