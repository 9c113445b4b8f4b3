import type { DbOrTx } from "../../db/client.ts";
import { notifications } from "../../db/schema.ts";

/** A notification to create for one user. */
export type NewNotification = typeof notifications.$inferInsert;

/** Stores notifications, skipping any addressed to the user who acted (never notify one's own act). */
export async function createNotifications(db: DbOrTx, items: NewNotification[]): Promise<void> {
  const rows = items.filter((n) => n.actionUserId == null || n.actionUserId !== n.userId);
  if (rows.length > 0) await db.insert(notifications).values(rows);
}
