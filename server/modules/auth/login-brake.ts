import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, gt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { loginFailures } from "../../db/schema.ts";

/** How far back failed sign-ins count. */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Failed sign-ins for one account from one address per window answered normally; the next is 429. */
export const MAX_PAIR_FAILURES = 10;
/** Failed sign-ins for one account, from any address, per window before every attempt is slowed. */
export const FREE_ACCOUNT_FAILURES = 10;
const BASE_DELAY_MS = 100;
const MAX_DELAY_MS = 5000;

/**
 * How long a sign-in attempt waits before its password is checked, given the account's failures
 * in the window: nothing up to FREE_ACCOUNT_FAILURES, then 100 ms doubling per further failure,
 * capped at 5 s. It slows a guesser without ever locking the owner out.
 */
export function brakeDelayMs(accountFailures: number): number {
  const over = accountFailures - FREE_ACCOUNT_FAILURES;
  if (over < 0) return 0;
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.min(over, 16));
}

/** Waits without blocking the event loop (tests pass a recorder instead). */
export type Wait = (ms: number) => Promise<unknown>;
/** The real wait: a timer. */
export const realWait: Wait = (ms) => sleep(ms);

/** The account's failed sign-ins in the window: from every address, and from this one. */
export async function countFailures(
  db: DbOrTx,
  email: string,
  address: string,
): Promise<{ account: number; pair: number }> {
  const since = new Date(Date.now() - FAILURE_WINDOW_MS);
  const [row] = await db
    .select({
      account: sql<number>`count(*)`.mapWith(Number),
      pair: sql<number>`count(*) filter (where ${loginFailures.address} = ${address})`.mapWith(Number),
    })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gt(loginFailures.createdAt, since)));
  return { account: row?.account ?? 0, pair: row?.pair ?? 0 };
}

/** Records one failed sign-in. */
export async function recordFailure(db: DbOrTx, email: string, address: string): Promise<void> {
  await db.insert(loginFailures).values({ email, address });
}

/** Forgets the failures of one account from one address (after it signed in from there). */
export async function clearPairFailures(db: DbOrTx, email: string, address: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.email, email), eq(loginFailures.address, address)));
}
