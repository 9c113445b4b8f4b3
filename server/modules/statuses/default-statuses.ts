import type { DbOrTx } from "../../db/client.ts";
import { customStatuses } from "../../db/schema.ts";

/** The four statuses every user starts with (DECISIONS 3), in board order. */
export const DEFAULT_STATUSES = [
  { name: "To Do", color: "gray" },
  { name: "In Progress", color: "blue" },
  { name: "Review", color: "amber" },
  { name: "Done", color: "green" },
] as const;

/** Gives a new user the four default, undeletable statuses. */
export async function createDefaultStatuses(db: DbOrTx, userId: number): Promise<void> {
  await db.insert(customStatuses).values(
    DEFAULT_STATUSES.map((s, position) => ({
      userId,
      name: s.name,
      color: s.color,
      isDefault: true,
      position,
    })),
  );
}
