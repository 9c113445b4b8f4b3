import * as oidc from "openid-client";
import type { OidcConfig } from "../../config.ts";

/*
 * The OpenID Connect side of single sign-on (product rules §29): discovery (lazy, cached, retried
 * after a failure), the authorization request with PKCE S256, state and nonce, and the code
 * exchange that checks them and the ID token.
 */

/** A single sign-on failure, carried to the login page as `?sso_error=<code>`. */
export class SsoError extends Error {
  constructor(readonly code: "unavailable" | "unverified" | "no_email" | "denied" | "failed") {
    super(`Single sign-on failed: ${code}`);
  }
}

/** What the browser keeps (sealed in a cookie) between the start and the callback. */
export type PendingSignIn = { verifier: string; state: string; nonce: string; next: string | null };

/** The claims single sign-on uses, from the ID token and the userinfo endpoint. */
export type IdentityClaims = {
  issuer: string;
  subject: string;
  email?: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
  name?: string;
  groups: string[];
};

/** The provider's metadata, discovered at first use and kept; a failed discovery is tried again next time. */
export type OidcClient = {
  start: (next: string | null) => Promise<{ url: string; pending: PendingSignIn }>;
  finish: (callbackUrl: URL, pending: PendingSignIn) => Promise<IdentityClaims>;
};

const DISCOVERY_TIMEOUT_S = 10;

/** Builds the client for the configured issuer; nothing is fetched until the first sign-in. */
export function createOidcClient(config: OidcConfig): OidcClient {
  let discovered: Promise<oidc.Configuration> | null = null;
  const configuration = async (): Promise<oidc.Configuration> => {
    discovered ??= discover(config);
    try {
      return await discovered;
    } catch {
      discovered = null;
      throw new SsoError("unavailable");
    }
  };

  return {
    async start(next) {
      const server = await configuration();
      const pending: PendingSignIn = {
        verifier: oidc.randomPKCECodeVerifier(),
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        next,
      };
      const url = oidc.buildAuthorizationUrl(server, {
        redirect_uri: config.redirectUri,
        scope: config.scopes,
        response_type: "code",
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
        code_challenge_method: "S256",
        state: pending.state,
        nonce: pending.nonce,
      });
      return { url: url.href, pending };
    },

    async finish(callbackUrl, pending) {
      const server = await configuration();
      try {
        const tokens = await oidc.authorizationCodeGrant(server, callbackUrl, {
          pkceCodeVerifier: pending.verifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        const idToken = tokens.claims()!;
        const info = await oidc.fetchUserInfo(server, tokens.access_token, idToken.sub).catch(() => ({}));
        return readClaims({ ...idToken, ...info }, idToken.iss, idToken.sub, config.groupsClaim);
      } catch (err) {
        if (err instanceof SsoError) throw err;
        // The provider went away between the login form and the code exchange.
        const unreachable = err instanceof TypeError && err.message === "fetch failed";
        throw new SsoError(unreachable ? "unavailable" : "failed");
      }
    },
  };
}

function discover(config: OidcConfig): Promise<oidc.Configuration> {
  const insecure = config.issuer.startsWith("http://");
  return oidc.discovery(new URL(config.issuer), config.clientId, config.clientSecret, undefined, {
    execute: insecure ? [oidc.allowInsecureRequests] : [],
    timeout: DISCOVERY_TIMEOUT_S,
  });
}

const text = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined);

/** The claims we use, read defensively: a provider may send any JSON. */
function readClaims(all: Record<string, unknown>, issuer: string, subject: string, groupsClaim: string) {
  const rawGroups = all[groupsClaim];
  const groups = Array.isArray(rawGroups)
    ? rawGroups.filter((g): g is string => typeof g === "string")
    : typeof rawGroups === "string"
      ? [rawGroups]
      : [];
  return {
    issuer,
    subject,
    email: text(all.email),
    // Some providers send the string "true".
    emailVerified: all.email_verified === true || all.email_verified === "true",
    givenName: text(all.given_name),
    familyName: text(all.family_name),
    name: text(all.name),
    groups,
  } satisfies IdentityClaims;
}
