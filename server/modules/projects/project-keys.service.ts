import { eq, sql } from "drizzle-orm";
import { ADVISORY_LOCKS } from "../../db/advisory-locks.ts";
import type { DbOrTx } from "../../db/client.ts";
import { boards, projects } from "../../db/schema.ts";
import { conflict } from "../../platform/errors.ts";
import { lockBoards } from "../tasks/task-positions.ts";

/**
 * A key the caller chose must be free (409 otherwise). Taken under the same transaction lock as the
 * database's own key derivation, so a derived key and a chosen one cannot collide in a race.
 */
export async function assertFreeProjectKey(tx: DbOrTx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.projectKeys})`);
  const [taken] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.key, key)).limit(1);
  if (taken) throw conflict("This project key is already taken", "PROJECT_KEY_TAKEN");
}

/** Locks the project's boards in id order, as task writers do, before its task keys change. */
export async function lockProjectBoards(tx: DbOrTx, projectId: number): Promise<void> {
  await lockBoards(tx, tx.select({ id: boards.id }).from(boards).where(eq(boards.projectId, projectId)));
}

/** Bumps the versions of the project's boards: their task lists' keys changed (ETag). */
export async function bumpProjectBoards(tx: DbOrTx, projectId: number): Promise<void> {
  await tx
    .update(boards)
    .set({ version: sql`${boards.version} + 1` })
    .where(eq(boards.projectId, projectId));
}
