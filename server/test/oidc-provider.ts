import { randomBytes } from "node:crypto";
import http from "node:http";
import Provider, { type KoaContextWithOIDC } from "oidc-provider";

/*
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 for the single sign-on tests (API and
 * e2e). Its development login form accepts any login name with any password; the name picks one of
 * `accounts`, whose claims the provider then vouches for. Consent is granted without a screen.
 */

/** The claims of one account at the test provider. */
export type IssuerAccount = { email?: string; email_verified?: boolean; name?: string; groups?: string[] };

export type TestIssuer = {
  /** The issuer URL (OIDC_ISSUER). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Login name -> claims; add accounts at any time. */
  accounts: Map<string, IssuerAccount>;
  /** OIDC_* variables for an app using this provider. */
  env: Record<string, string>;
  close: () => Promise<void>;
};

const SCOPES = "openid email profile groups";

/** Starts the provider on `port` (a free one when 0) for a client redirecting to `redirectUri`. */
export async function startTestIssuer(redirectUri: string, port = 0): Promise<TestIssuer> {
  const accounts = new Map<string, IssuerAccount>();
  const clientId = "sprintboard-test";
  const clientSecret = randomBytes(24).toString("base64url");
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        response_types: ["code"],
        grant_types: ["authorization_code"],
      },
    ],
    pkce: { required: () => true },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    cookies: { keys: [randomBytes(16).toString("hex")] },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name"],
      groups: ["groups"],
    },
    scopes: SCOPES.split(" "),
    findAccount: (_ctx: unknown, id: string) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: () => ({ sub: id, ...account }) };
    },
    // Consent is taken as given: the test walks the login form only.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({
        clientId: oidc.client.clientId,
        accountId: oidc.session.accountId,
      });
      grant.addOIDCScope(SCOPES);
      await grant.save();
      return grant;
    },
  });
  server.on("request", provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    env: {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: clientId,
      OIDC_CLIENT_SECRET: clientSecret,
      OIDC_SCOPES: SCOPES,
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
