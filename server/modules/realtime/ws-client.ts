import type WebSocket from "ws";

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
