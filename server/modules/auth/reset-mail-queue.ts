import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyBaseLogger } from "fastify";
import type { Locale } from "../../../contract/locales.ts";
import type { Db } from "../../db/client.ts";
import type { AppContext } from "../../platform/context.ts";
import { flushMailOutbox } from "../email/outbox.service.ts";
import { requestPasswordReset } from "./password-reset.service.ts";

/** Jobs waiting or running at once in this process; beyond it a request is dropped with a warning. */
const MAX_PENDING = 1000;
/** How long closing the app waits for queued mail work. */
const DRAIN_TIMEOUT_MS = 5000;

/**
 * Password-reset work (account lookup, new token, mail) run after the response: the request
 * itself only enqueues, the same constant work whether or not the address has an account, so
 * neither its answer nor its time tells them apart. Failures are logged; the user can ask again.
 */
export type ResetMailQueue = {
  /**
   * Schedules the work for after the current response; never waits for it, never throws. `browser`
   * is the asking browser's language, for an account that has none of its own.
   */
  enqueue: (email: string, kind: "fresh" | "resend", browser?: Locale) => void;
  /** Resolves once everything queued so far is done (for shutdown and tests). */
  settled: () => Promise<void>;
};

const queues = new WeakMap<Db, ResetMailQueue>();

/** Builds this app's queue. */
export function createResetMailQueue(ctx: AppContext, log: FastifyBaseLogger): ResetMailQueue {
  const pending = new Set<Promise<void>>();
  const queue: ResetMailQueue = {
    enqueue: (email, kind, browser) => {
      if (pending.size >= MAX_PENDING) {
        log.warn("password reset queue full: request dropped");
        return;
      }
      // setImmediate runs after the handler's reply has been sent (that happens in microtasks).
      const job: Promise<void> = new Promise((resolve) => setImmediate(resolve))
        .then(() => requestPasswordReset(ctx, email, kind, browser))
        .catch((err: unknown) => log.error({ err }, "password reset mail failed"))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    settled: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
  queues.set(ctx.db, queue);
  return queue;
}

/** Waits for the queued work at close, up to a few seconds (a stuck SMTP server must not hang shutdown). */
export function drainResetMailQueue(queue: ResetMailQueue): Promise<unknown> {
  return Promise.race([queue.settled(), sleep(DRAIN_TIMEOUT_MS, undefined, { ref: false })]);
}

/** Resolves once the reset work queued so far by the app on this database is done and its mail sent (tests). */
export async function resetMailsSettled(db: Db): Promise<void> {
  await queues.get(db)?.settled();
  await flushMailOutbox(db);
}
