import { asc, eq } from "drizzle-orm";
import type { Board } from "../../../contract/tasks.ts";
import type { DbOrTx } from "../../db/client.ts";
import { boards } from "../../db/schema.ts";
import { loadVisibleProject } from "../../platform/access.ts";
import { ownerColumns } from "../statuses/status-columns.ts";

/**
 * The boards of a project the user may see (404 otherwise), oldest first, each with the columns of
 * the project owner's custom statuses (product rules §12).
 */
export async function listProjectBoards(db: DbOrTx, userId: number, projectId: number): Promise<Board[]> {
  const project = await loadVisibleProject(db, userId, projectId);
  const [rows, columns] = await Promise.all([
    db.select().from(boards).where(eq(boards.projectId, projectId)).orderBy(asc(boards.id)),
    ownerColumns(db, project.ownerId),
  ]);
  return rows.map((b) => ({
    id: b.id,
    projectId: b.projectId,
    name: b.name,
    columns,
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  }));
}
