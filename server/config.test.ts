import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), "sb-config-"));
const base = () => ({ DATA_DIR: tempDir(), SESSION_SECRET: "config-test-secret-0123456789" });

/** The ConfigError message loadConfig throws for `env`. */
function failure(env: Record<string, string>): string {
  try {
    loadConfig({ ...base(), ...env });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe("loadConfig", () => {
  it("uses the documented defaults", () => {
    const config = loadConfig(base());
    expect(config).toMatchObject({
      port: 5000,
      host: "127.0.0.1",
      autoApprove: false,
      captcha: { provider: "altcha" },
      authRateLimit: 20,
      shutdownTimeout: 25,
      appUrl: "http://127.0.0.1:5000",
      secureCookies: false,
      webhookAllowPrivate: false,
      pseudoLocale: false,
      mailLeaseSeconds: 300,
      mailBatchSeconds: 120,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.adminEmail).toBeUndefined();
  });

  it("reads every setting", () => {
    const config = loadConfig({
      ...base(),
      PORT: "8080",
      HOST: "0.0.0.0",
      DATABASE_URL: "postgresql://u:p@db:5432/app",
      APP_URL: "https://board.example.test/",
      ADMIN_EMAIL: " Boss@Example.Test ",
      AUTO_APPROVE: "TRUE",
      CAPTCHA_PROVIDER: "none",
      AUTH_RATE_LIMIT: "50",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      databaseUrl: "postgresql://u:p@db:5432/app",
      appUrl: "https://board.example.test",
      adminEmail: "boss@example.test",
      autoApprove: true,
      captcha: { provider: "none" },
      authRateLimit: 50,
      secureCookies: true,
    });
  });

  it("treats empty variables as unset", () => {
    const config = loadConfig({
      ...base(),
      PORT: "",
      AUTO_APPROVE: "",
      CAPTCHA_PROVIDER: "",
      DATABASE_URL: " ",
    });
    expect(config).toMatchObject({ port: 5000, autoApprove: false, captcha: { provider: "altcha" } });
    expect(config.databaseUrl).toBeUndefined();
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["PORT", "-1"],
    ["PORT", "80.5"],
    ["CAPTCHA_PROVIDER", "hcaptcha"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["AUTO_APPROVE", "maybe"],
    ["AUTH_RATE_LIMIT", "0"],
    ["AUTH_RATE_LIMIT", "lots"],
    ["APP_URL", "not a url"],
    ["SESSION_SECRET", "short"],
    ["LOG_LEVEL", "loud"],
    ["SHUTDOWN_TIMEOUT", "0"],
    ["SHUTDOWN_TIMEOUT", "2.5"],
    ["WEBHOOK_ALLOW_PRIVATE", "sometimes"],
  ])("refuses %s=%s with one line naming the variable", (name, value) => {
    const message = failure({ [name]: value });
    expect(message).toMatch(new RegExp(`^Invalid environment variable ${name}: .+`));
    expect(message).not.toContain("\n");
  });

  it("lets webhooks reach private addresses only when WEBHOOK_ALLOW_PRIVATE is true", () => {
    expect(loadConfig({ ...base(), WEBHOOK_ALLOW_PRIVATE: "true" }).webhookAllowPrivate).toBe(true);
    expect(loadConfig({ ...base(), WEBHOOK_ALLOW_PRIVATE: "false" }).webhookAllowPrivate).toBe(false);
  });

  it("refuses recaptcha without its keys, naming CAPTCHA_PROVIDER", () => {
    expect(failure({ CAPTCHA_PROVIDER: "recaptcha" })).toMatch(/CAPTCHA_PROVIDER.*RECAPTCHA_SITE_KEY/);
  });

  it("generates SESSION_SECRET into DATA_DIR once and reuses it", () => {
    const dataDir = path.join(tempDir(), "nested", "data");
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    const file = path.join(dataDir, "session-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(first.sessionSecret);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: tempDir() }).sessionSecret).not.toBe(first.sessionSecret);
  });

  it("prefers SESSION_SECRET from the environment and writes no file", () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: "from-the-environment-123" }).sessionSecret).toBe(
      "from-the-environment-123",
    );
    expect(() => statSync(path.join(dataDir, "session-secret"))).toThrow();
  });
});

describe("APP_URL's origin and TRUST_PROXY", () => {
  it("trusts no proxy and knows no fixed origin by default", () => {
    const config = loadConfig(base());
    expect(config.trustProxy).toBe(false);
    expect(config.appOrigin).toBeUndefined();
  });

  it("keeps the origin of APP_URL when it is set", () => {
    expect(loadConfig({ ...base(), APP_URL: "https://Board.Example.Test:443/app/" }).appOrigin).toBe(
      "https://board.example.test",
    );
    expect(loadConfig({ ...base(), APP_URL: "http://127.0.0.1:5173" }).appOrigin).toBe(
      "http://127.0.0.1:5173",
    );
  });

  it.each([
    ["10.0.0.0/8", ["10.0.0.0/8"]],
    ["1", 1],
    [" 2 ", 2],
    [
      "127.0.0.1, 10.0.0.0/8,::1, fd00::/8 ,loopback",
      ["127.0.0.1", "10.0.0.0/8", "::1", "fd00::/8", "loopback"],
    ],
  ])("reads TRUST_PROXY=%s", (value, expected) => {
    expect(loadConfig({ ...base(), TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([
    "true",
    "TRUE",
    "*",
    "0",
    "101",
    "-1",
    "abc",
    "10.0.0.0/33",
    "::1/129",
    "300.1.1.1",
    "10.0.0.0/8/1",
    ",",
  ])("refuses TRUST_PROXY=%s with one line naming the variable", (value) => {
    const message = failure({ TRUST_PROXY: value });
    expect(message).toMatch(/^Invalid environment variable TRUST_PROXY: .+/);
    expect(message).not.toContain("\n");
  });
});

describe("server start-up with a bad value", () => {
  it("exits non-zero printing one line that names PORT", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: { ...process.env, PORT: "abc", DATA_DIR: tempDir(), LOG_LEVEL: "silent", DATABASE_URL: "" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.status).not.toBeNull();
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid environment variable PORT: /);
  });
});

describe("single sign-on settings", () => {
  const sso = {
    OIDC_ISSUER: "https://id.example.test/realms/acme",
    OIDC_CLIENT_ID: "sprintboard",
    OIDC_CLIENT_SECRET: "s3cret",
  };

  it("are off unless set, and read with their defaults", () => {
    expect(loadConfig(base()).oidc).toBeNull();
    expect(loadConfig({ ...base(), ...sso, APP_URL: "https://board.example.test/" }).oidc).toEqual({
      issuer: "https://id.example.test/realms/acme",
      clientId: "sprintboard",
      clientSecret: "s3cret",
      adminGroup: undefined,
      approvedGroup: undefined,
      groupsClaim: "groups",
      providerName: "SSO",
      scopes: "openid email profile",
      redirectUri: "https://board.example.test/api/auth/oidc/callback",
    });
  });

  it("need the issuer, client id and secret together, naming what is missing", () => {
    expect(failure({ OIDC_ISSUER: sso.OIDC_ISSUER, OIDC_CLIENT_ID: "sprintboard" })).toBe(
      "Invalid environment variable OIDC_CLIENT_SECRET: single sign-on needs OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET (missing: OIDC_CLIENT_SECRET)",
    );
    expect(failure({ OIDC_CLIENT_SECRET: "s3cret" })).toMatch(
      /^Invalid environment variable OIDC_ISSUER: .*missing: OIDC_ISSUER, OIDC_CLIENT_ID\)$/,
    );
  });

  it("refuse a bad issuer URL or scopes without openid", () => {
    expect(failure({ ...sso, OIDC_ISSUER: "not a url" })).toMatch(
      /^Invalid environment variable OIDC_ISSUER: /,
    );
    expect(failure({ ...sso, OIDC_SCOPES: "email profile" })).toBe(
      "Invalid environment variable OIDC_SCOPES: must include openid",
    );
  });
});
