import { DEFAULT_STATUSES } from "../../../contract/statuses.ts";
import type { DbOrTx } from "../../db/client.ts";
import { customStatuses } from "../../db/schema.ts";

/** Gives a new user the four default, undeletable statuses (contract/statuses.ts `DEFAULT_STATUSES`). */
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
