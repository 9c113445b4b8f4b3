import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { RequestLog } from "./request-log.ts";

/** What a request costs in the log (issue 26): one line, written when it is answered. */
describe("request log", () => {
  async function logOf(level: string): Promise<Record<string, unknown>[]> {
    const lines: string[] = [];
    const app = Fastify({
      logger: { level, stream: { write: (line: string) => lines.push(line) } },
      logController: new RequestLog(),
    });
    app.get("/api/thing", async () => ({ ok: true }));
    await app.inject({ method: "GET", url: "/api/thing?x=1" });
    await app.inject({ method: "GET", url: "/api/missing" });
    await app.close();
    return lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((l) => l.msg === "request");
  }

  it("writes one line per request with its method, URL, status and time", async () => {
    const lines = await logOf("info");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ method: "GET", url: "/api/thing?x=1", statusCode: 200 });
    expect(lines[1]).toMatchObject({ method: "GET", url: "/api/missing", statusCode: 404 });
    expect(typeof lines[0]!.ms).toBe("number");
  });

  it("writes none above info", async () => {
    expect(await logOf("warn")).toEqual([]);
  });
});
