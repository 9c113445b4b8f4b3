// oidc-provider ships no types; the tests use the few members declared here.
declare module "oidc-provider" {
  type Ctx = {
    oidc: {
      result?: { consent?: { grantId?: string } };
      session: { accountId: string; grantIdFor: (clientId: string) => string | undefined };
      client: { clientId: string };
      provider: Provider;
    };
  };
  type GrantInstance = {
    addOIDCScope: (scope: string) => void;
    save: () => Promise<string>;
  };
  type GrantClass = {
    new (init: { clientId: string; accountId: string }): GrantInstance;
    find: (id: string) => Promise<GrantInstance | undefined>;
  };
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    Grant: GrantClass;
    callback: () => (
      req: import("node:http").IncomingMessage,
      res: import("node:http").ServerResponse,
    ) => void;
  }
  export type { Ctx as KoaContextWithOIDC };
}
