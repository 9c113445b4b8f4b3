import { eq } from "drizzle-orm";
import type { DbOrTx } from "./client.ts";
import { projects } from "./schema.ts";

/**
 * Locks the project's row until the transaction ends. A rule 'at most N per project' counts and
 * inserts under it, so two concurrent creates cannot both take the last place (issue 31).
 */
export async function lockProjectRow(db: DbOrTx, projectId: number): Promise<void> {
  await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for("update");
}
