import { asc, eq, sql } from "drizzle-orm";
import type { WipLimit, WipLimitParams } from "../../../contract/bulk-tasks.ts";
import type { Board, BoardColumn } from "../../../contract/tasks.ts";
import type { DbOrTx } from "../../db/client.ts";
import { boards } from "../../db/schema.ts";
import { loadOwnedProject, loadVisibleBoard, loadVisibleProject } from "../../platform/access.ts";
import type { AppContext } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import type { EventOrigin } from "../../platform/realtime.ts";
import { ownerColumns } from "../statuses/status-columns.ts";

type BoardRow = typeof boards.$inferSelect;

function presentBoard(b: BoardRow, columns: readonly BoardColumn[]): Board {
  const limits = b.wipLimits ?? {};
  return {
    id: b.id,
    projectId: b.projectId,
    name: b.name,
    columns: columns.map((c) => ({
      id: c.id,
      title: c.title,
      color: c.color,
      wipLimit: limits[c.id] ?? null,
    })),
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  };
}

/**
 * The boards of a project the user may see (404 otherwise), oldest first, each with the columns of
 * the project owner's custom statuses (product rules §12) and their WIP limits (§24).
 */
export async function listProjectBoards(db: DbOrTx, userId: number, projectId: number): Promise<Board[]> {
  const project = await loadVisibleProject(db, userId, projectId);
  const [rows, columns] = await Promise.all([
    db.select().from(boards).where(eq(boards.projectId, projectId)).orderBy(asc(boards.id)),
    ownerColumns(db, project.ownerId),
  ]);
  return rows.map((b) => presentBoard(b, columns));
}

/**
 * Sets or removes a column's WIP limit (product rules §24): the project owner only (members 403,
 * others 404); the column must be one of the board's. Viewers reload the board.
 */
export async function setWipLimit(
  ctx: AppContext,
  userId: number,
  params: WipLimitParams,
  input: WipLimit,
  origin: EventOrigin,
): Promise<Board> {
  const board = await ctx.db.transaction(async (tx) => {
    const { project } = await loadVisibleBoard(tx, userId, params.boardId);
    await loadOwnedProject(tx, userId, project.id, "Only the project owner can set WIP limits");
    const columns = await ownerColumns(tx, project.ownerId);
    if (!columns.some((c) => c.id === params.status)) throw notFound("Column");
    const value =
      input.wipLimit === null
        ? sql`${boards.wipLimits} - ${params.status}::text`
        : sql`${boards.wipLimits} || jsonb_build_object(${params.status}::text, ${input.wipLimit}::int)`;
    const [row] = await tx
      .update(boards)
      .set({ wipLimits: value, updatedAt: new Date() })
      .where(eq(boards.id, params.boardId))
      .returning();
    return presentBoard(row!, columns);
  });
  ctx.realtime.publish({ type: "board_updated", projectId: board.projectId, ...origin });
  return board;
}
