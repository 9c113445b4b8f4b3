import { z } from "zod";

/** GET /api/auth/oidc/start: where to return after signing in (an unsafe path is ignored). */
export const SsoStartQuery = z.object({
  /** A same-origin path such as `/projects/3`; anything else means /dashboard. */
  next: z.string().optional(),
});

/** GET /api/auth/oidc/callback: the provider's authorization response. */
export const SsoCallbackQuery = z.object({
  /** The authorization code, exchanged once with the PKCE verifier. */
  code: z.string().optional(),
  /** Must equal the state this browser was sent with. */
  state: z.string().optional(),
  /** The provider's error (`access_denied` when the user cancelled). */
  error: z.string().optional(),
  error_description: z.string().optional(),
  /** The issuer (RFC 9207), checked when present. */
  iss: z.string().optional(),
});

/** Why single sign-on failed: the login page shows `/login?sso_error=<code>` as the text below. */
export const SsoErrorCodeSchema = z.enum(["unavailable", "unverified", "no_email", "denied", "failed"]);
export type SsoErrorCode = z.output<typeof SsoErrorCodeSchema>;

/** The login page's text for each single sign-on error (product rules §29). */
export const SSO_ERROR_MESSAGES: Record<SsoErrorCode, string> = {
  unavailable: "Single sign-on is unavailable right now. Try again or sign in with your password.",
  unverified: "Your provider has not verified this email address, so it cannot be used to sign in.",
  no_email: "Your provider did not share an email address, so it cannot be used to sign in.",
  denied: "Single sign-on was cancelled. Try again or sign in with your password.",
  failed: "Single sign-on could not be completed. Please try again.",
};
