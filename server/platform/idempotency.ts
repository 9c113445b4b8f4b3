import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { CLIENT_ID_HEADER } from "../../contract/events.ts";

/*
 * Double-submit guard (issue 9, defect 3). A create sent twice within IDEMPOTENCY_WINDOW_MS by the
 * same browser tab of the web app with the same body (a double click, a twice-pressed Enter, a
 * retried request) creates one row: the second request is answered with the FIRST request's result (same 201 and body, plus
 * `Idempotent-Replayed: true`) rather than a 409, so a client that sent it twice sees success either
 * way and never shows an error for a row that was in fact created.
 *
 * Only requests that carry the web app's tab id (`X-Client-Id`, sent with every write of the web
 * client) are guarded: a script or integration that posts the same body twice on purpose (two tasks
 * titled 'Follow up') gets two rows, as any REST API would give it.
 *
 * Keyed by session id + tab id + method + URL (path parameters included) + a hash of the body as sent (before
 * validation: two bodies that only normalise alike, say an e-mail in other case, are two requests).
 * Only a first answer of 201 Created is replayed: anything else (a 4xx, a toggle answering 200) lets
 * the second request run normally. A second request that arrives while the first is still running
 * waits for it. Memory is bounded (at most IDEMPOTENCY_MAX_ENTRIES keys, each kept one window).
 * The memory is per process: behind several app processes, two copies that reach different
 * processes are not caught here (the web client's own submit guard still prevents them).
 */

/** How long a create's result is replayed to an identical second request. */
export const IDEMPOTENCY_WINDOW_MS = 1000;
/** The most keys kept at once; the oldest go first. */
export const IDEMPOTENCY_MAX_ENTRIES = 5000;
/** The response header that marks a replayed answer. */
export const REPLAYED_HEADER = "idempotent-replayed";

type Result = { statusCode: number; contentType: string | undefined; payload: string };
type Entry = {
  key: string;
  expiresAt: number;
  result: Promise<Result | null>;
  settle: (result: Result | null) => void;
};

declare module "fastify" {
  interface FastifyRequest {
    /** The idempotency entry this request is the first of (it records its answer there). */
    idempotencyEntry?: Entry;
  }
}

function keyOf(request: FastifyRequest, sessionId: string, clientId: string): string {
  const hash = createHash("sha256");
  hash.update(`${sessionId}\n${clientId}\n${request.method}\n${request.url}\n`);
  hash.update(JSON.stringify(request.body ?? null));
  return hash.digest("base64url");
}

/** Registers the guard on every POST of a signed-in session from the web app (see the comment above). */
export function registerIdempotency(app: FastifyInstance): void {
  const entries = new Map<string, Entry>();

  // Oldest first (insertion order); a first request still running keeps its waiting twins.
  const prune = (now: number) => {
    for (const [key, entry] of entries) {
      if (entry.expiresAt > now && entries.size < IDEMPOTENCY_MAX_ENTRIES) break;
      entries.delete(key);
    }
  };

  app.addHook("preValidation", async (request: FastifyRequest, reply: FastifyReply) => {
    const clientId = request.headers[CLIENT_ID_HEADER];
    if (request.method !== "POST" || !request.sessionId || typeof clientId !== "string" || !clientId) return;
    if (typeof request.body === "object" && request.body !== null && !isPlainJson(request.body)) return;
    const now = Date.now();
    prune(now);
    const key = keyOf(request, request.sessionId, clientId);
    const existing = entries.get(key);
    if (!existing) {
      let settle: (result: Result | null) => void = () => {};
      const result = new Promise<Result | null>((resolve) => {
        settle = resolve;
      });
      const entry: Entry = { key, expiresAt: now + IDEMPOTENCY_WINDOW_MS, result, settle };
      entries.set(key, entry);
      request.idempotencyEntry = entry;
      return;
    }
    const first = await existing.result;
    if (!first) return;
    reply.code(first.statusCode).header(REPLAYED_HEADER, "true");
    if (first.contentType) reply.header("content-type", first.contentType);
    return reply.send(first.payload);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const entry = request.idempotencyEntry;
    if (!entry) return payload;
    request.idempotencyEntry = undefined;
    if (reply.statusCode === 201 && typeof payload === "string") {
      const contentType = reply.getHeader("content-type");
      entry.settle({
        statusCode: 201,
        contentType: typeof contentType === "string" ? contentType : undefined,
        payload,
      });
    } else {
      if (entries.get(entry.key) === entry) entries.delete(entry.key);
      entry.settle(null);
    }
    return payload;
  });

  // A request that ends without sending (aborted, crashed) must not keep its twin waiting.
  app.addHook("onResponse", async (request) => {
    request.idempotencyEntry?.settle(null);
  });
}

/** A parsed JSON body (plain object or array), as opposed to a stream or buffer of an upload. */
function isPlainJson(body: object): boolean {
  if (Array.isArray(body)) return true;
  const proto = Object.getPrototypeOf(body);
  return proto === Object.prototype || proto === null;
}
