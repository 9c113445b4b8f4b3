import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerErrorHandler } from "./errors.ts";
import { loggerOptions, RequestLog, redactUrl } from "./request-log.ts";

/** Every line the app would write at `level` while `requests` are answered, parsed. */
async function logLines(level: string, urls: string[]): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const app = Fastify({
    logger: { ...loggerOptions(level), stream: { write: (line: string) => lines.push(line) } },
    logController: new RequestLog(),
  });
  registerErrorHandler(app);
  app.get("/api/thing", async () => ({ ok: true }));
  app.get("/api/noted", async (request) => {
    request.log.warn(`looked at ${request.url}`);
    return { ok: true };
  });
  app.get("/api/broken", async (request) => {
    throw new Error(`could not handle ${request.url}`);
  });
  for (const url of urls) await app.inject({ method: "GET", url });
  await app.close();
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** What a request costs in the log (issue 26): one line, written when it is answered. */
describe("request log", () => {
  const requestLines = async (level: string) =>
    (await logLines(level, ["/api/thing?x=1", "/api/missing"])).filter((l) => l.msg === "request");

  it("writes one line per request with its method, URL, status and time", async () => {
    const lines = await requestLines("info");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ method: "GET", url: "/api/thing?x=1", statusCode: 200 });
    expect(lines[1]).toMatchObject({ method: "GET", url: "/api/missing", statusCode: 404 });
    expect(typeof lines[0]!.ms).toBe("number");
  });

  it("writes none above info", async () => {
    expect(await requestLines("warn")).toEqual([]);
  });
});

/** Links that are credentials (reset, unsubscribe, sign-in callbacks) never reach the log (issue 31). */
describe("secrets in logged URLs", () => {
  const SECRETS = [
    "s3cret-reset",
    "s3cret-unsub",
    "s3cret-code",
    "s3cret-state",
    "s3cret-api",
    "s3cret-x",
    "s3cret-y",
  ];

  it("redacts token, code, state and any *token* query value from every line, the rest kept", async () => {
    const all = await logLines("debug", [
      "/reset-password?token=s3cret-reset",
      "/api/email/unsubscribe?lang=de&token=s3cret-unsub",
      "/api/thing?code=s3cret-code&state=s3cret-state&page=2",
      "/api/thing?Access_Token=s3cret-api",
      "/api/broken?x=1&refreshtoken=s3cret-x",
      "/api/noted?token=s3cret-y",
    ]);
    const text = JSON.stringify(all);
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    const urls = all.filter((l) => l.msg === "request").map((l) => l.url);
    expect(urls).toEqual([
      "/reset-password?token=[redacted]",
      "/api/email/unsubscribe?lang=de&token=[redacted]",
      "/api/thing?code=[redacted]&state=[redacted]&page=2",
      "/api/thing?Access_Token=[redacted]",
      "/api/broken?x=1&refreshtoken=[redacted]",
      "/api/noted?token=[redacted]",
    ]);
    expect(all.find((l) => l.level === 40)?.msg).toBe("looked at /api/noted?token=[redacted]");
    // The error handler's own line, message and stack included.
    expect(all.some((l) => l.msg === "unexpected error")).toBe(true);
  });

  it("redactUrl leaves a URL without secrets as it is", () => {
    expect(redactUrl("/api/search?q=code+review&kind=task")).toBe("/api/search?q=code+review&kind=task");
    expect(redactUrl("/api/thing")).toBe("/api/thing");
    expect(redactUrl("see https://x.test/cb?code=abc#state=def")).toBe(
      "see https://x.test/cb?code=[redacted]#state=[redacted]",
    );
  });
});
