import type { DbOrTx, Tx } from "../db/client.ts";
import type { AppContext } from "./context.ts";
import type { DomainEvents } from "./domain-events.ts";

/*
 * Domain events (issue 33): the one seam between a write and what follows it. A writer opens a unit
 * of work with `unitOfWork(ctx, fn)` and, inside it, says what happened with
 * `emit(tx, "task.changed", payload)`: it imports no listener. Each module that reacts registers its
 * listeners on the app's bus (server/listeners.ts lists them, in order) and says when it runs:
 *
 * - `in-transaction`: at the emit, in the write's transaction (history, notices, outbox rows): it
 *   commits or rolls back with the write, and a throw undoes the write.
 * - `after-commit`: once the unit of work has committed (realtime publish, roll-ups read back), in
 *   emit order; never for a write that rolled back.
 *
 * The payloads are defined once, in domain-events.ts.
 */

export type EventName = keyof DomainEvents;
export type ListenerPhase = "in-transaction" | "after-commit";

/** What an in-transaction listener gets besides the event: the write's transaction and the app. */
export type InTransaction = { tx: Tx; ctx: AppContext };

type Listener<K extends EventName> =
  | {
      phase: "in-transaction";
      name: string;
      run: (event: DomainEvents[K], scope: InTransaction) => Promise<void> | void;
    }
  | {
      phase: "after-commit";
      name: string;
      run: (event: DomainEvents[K], ctx: AppContext) => Promise<void> | void;
    };

type AnyListener = Listener<EventName>;

/** The app's listeners by event name, in registration order. */
export class EventBus {
  readonly #listeners = new Map<EventName, AnyListener[]>();

  /** Registers a listener; returns what unregisters it. */
  on<K extends EventName>(event: K, listener: Listener<K>): () => void {
    const list = this.#listeners.get(event) ?? [];
    list.push(listener as unknown as AnyListener);
    this.#listeners.set(event, list);
    return () => {
      const at = list.indexOf(listener as unknown as AnyListener);
      if (at >= 0) list.splice(at, 1);
    };
  }

  /** The listeners of an event, in registration order. */
  listeners<K extends EventName>(event: K): readonly Listener<K>[] {
    return (this.#listeners.get(event) ?? []) as unknown as Listener<K>[];
  }
}

/** One unit of work: its app and the after-commit runs queued by its emits. */
type Unit = { ctx: AppContext; after: (() => Promise<void> | void)[] };

/** The unit of work of each open transaction handle. */
const units = new WeakMap<object, Unit>();

/**
 * Runs `fn` in one transaction that may emit domain events; after the commit, runs the after-commit
 * listeners of what it emitted, in order, and answers what `fn` answered. A throw rolls everything
 * back and runs no after-commit listener.
 */
export async function unitOfWork<T>(ctx: AppContext, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const unit: Unit = { ctx, after: [] };
  const result = await ctx.db.transaction(async (tx) => {
    units.set(tx, unit);
    return fn(tx);
  });
  for (const run of unit.after) await run();
  return result;
}

/**
 * Says what happened, inside a unit of work: runs the event's in-transaction listeners now, in
 * order, and queues its after-commit ones. Emitting outside a unit of work is a programming error.
 */
export async function emit<K extends EventName>(
  db: DbOrTx,
  event: K,
  payload: DomainEvents[K],
): Promise<void> {
  const unit = units.get(db);
  if (!unit) throw new Error(`The event ${event} was emitted outside a unit of work (unitOfWork)`);
  for (const listener of unit.ctx.events.listeners(event)) {
    if (listener.phase === "in-transaction") await listener.run(payload, { tx: db as Tx, ctx: unit.ctx });
    else unit.after.push(() => listener.run(payload, unit.ctx));
  }
}
