import type { FastifyInstance } from "fastify";
import WebSocket from "ws";

/**
 * Test helper: collects a socket's JSON messages and waits for one matching a predicate. `messages`
 * leaves out the `unread_count` greeting every socket gets as it opens (tested on its own), so
 * "nothing was delivered" reads the same whenever that greeting lands; `next` sees every message.
 */
export function collect(socket: WebSocket) {
  const all: any[] = [];
  const messages: any[] = [];
  const waiters: { match: (m: any) => boolean; resolve: (m: any) => void }[] = [];
  socket.on("message", (data) => {
    const message = JSON.parse(data.toString());
    all.push(message);
    if (message.type !== "unread_count") messages.push(message);
    for (const w of [...waiters]) {
      if (w.match(message)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(message);
      }
    }
  });
  return {
    messages,
    /** The first message (already received or coming) that matches, or a rejection after `ms`. */
    next(match: (m: any) => boolean, ms = 5000): Promise<any> {
      const seen = all.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching message within ${ms} ms`)), ms);
        waiters.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
  };
}

/** Test helper: sends a JSON message. */
export function sendJson(socket: WebSocket, message: unknown): void {
  socket.send(JSON.stringify(message));
}

/** Test helper: resolves after `ms`. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Test helper: watches a socket for its close from now on. `within(ms)` resolves with the close code
 * and reason once it closed (even before the call), or rejects when it is still open `ms` later; call
 * it after the action, so that the action's own time does not count.
 */
export function watchClose(socket: WebSocket) {
  let result: { code: number; reason: string } | null = null;
  const done = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.once("close", (code, reason) => {
      result = { code, reason: reason.toString() };
      resolve(result);
    });
  });
  return {
    within(ms: number): Promise<{ code: number; reason: string }> {
      if (result) return Promise.resolve(result);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms);
      });
      return Promise.race([done, late]).finally(() => clearTimeout(timer));
    },
  };
}

/**
 * Test helper: opens users' sockets on the app, which it starts listening on a free port the first
 * time; `closeAll` ends every socket it opened (call it before closing the app).
 */
export function socketOpener(app: FastifyInstance) {
  let url: Promise<string> | undefined;
  const sockets: WebSocket[] = [];
  return {
    /** A socket of `user`, open, and what it receives from the start. */
    async open(user: { cookie: string }) {
      url ??= app
        .listen({ port: 0, host: "127.0.0.1" })
        .then((address) => `${address.replace("http", "ws")}/ws`);
      const ws = new WebSocket(await url, { headers: { cookie: user.cookie } });
      sockets.push(ws);
      const inbox = collect(ws);
      await new Promise((resolve, reject) => ws.once("open", resolve).once("error", reject));
      return { ws, inbox };
    },
    closeAll() {
      for (const ws of sockets) ws.terminate();
    },
  };
}
