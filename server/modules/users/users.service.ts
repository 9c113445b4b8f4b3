import { asc, eq, sql } from "drizzle-orm";
import type { ProjectUser } from "../../../contract/projects.ts";
import type { DbOrTx } from "../../db/client.ts";
import { users } from "../../db/schema.ts";

/** The columns of a public user, for `select` lists and joins. */
export const publicUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
};

/** A user as any approved user may see it (product rules §1). */
export function presentPublicUser(row: {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}): ProjectUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
  };
}

/** A public user from a left join (Drizzle gives null when the join found no user). */
export function presentOptionalUser(row: Parameters<typeof presentPublicUser>[0] | null): ProjectUser | null {
  return row ? presentPublicUser(row) : null;
}

/** Approved users sorted by display name (first and last name, else email), as owner and assignee choices. */
export async function listApprovedUsers(db: DbOrTx): Promise<ProjectUser[]> {
  const rows = await db
    .select(publicUserColumns)
    .from(users)
    .where(eq(users.isApproved, true))
    .orderBy(
      sql`lower(coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.email}))`,
      asc(users.id),
    );
  return rows.map(presentPublicUser);
}

/** Whether the user exists and is approved (e.g. to become a project owner). */
export async function isApprovedUser(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ isApproved: users.isApproved })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.isApproved === true;
}
