import { desc, eq, or, sql } from "drizzle-orm";
import type { AdminUser } from "../../../contract/admin.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { badRequest, notFound } from "../../platform/errors.ts";
import type { SessionUser } from "../../platform/sessions.ts";

const adminUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  isApproved: users.isApproved,
  isSuperAdmin: users.isSuperAdmin,
  createdAt: users.createdAt,
};

type AdminUserRow = Pick<typeof users.$inferSelect, keyof typeof adminUserColumns>;

const present = (row: AdminUserRow): AdminUser => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Every account, newest first. */
export async function listUsers(db: Db): Promise<AdminUser[]> {
  const rows = await db.select(adminUserColumns).from(users).orderBy(desc(users.createdAt), desc(users.id));
  return rows.map(present);
}

/** Approves a pending account (approving an approved one changes nothing); 404 when missing. */
export async function approveUser(db: Db, userId: number): Promise<AdminUser> {
  const [row] = await db
    .update(users)
    .set({ isApproved: true })
    .where(eq(users.id, userId))
    .returning(adminUserColumns);
  if (!row) throw notFound("User");
  return present(row);
}

/** Deletes an account and, by cascade, everything it owns; the super administrator stays. */
export async function removeUser(db: Db, actor: SessionUser, userId: number): Promise<void> {
  if (userId === actor.id) throw badRequest("You cannot remove your own account", "CANNOT_REMOVE_SELF");
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ isSuperAdmin: users.isSuperAdmin })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!target) throw notFound("User");
    if (target.isSuperAdmin)
      throw badRequest("The super administrator cannot be removed", "CANNOT_REMOVE_SUPER_ADMIN");
    await tx.delete(users).where(eq(users.id, userId));
  });
}

/**
 * product rules §2: with ADMIN_EMAIL set, that account and no other is super administrator (and
 * approved), even if it registered before the variable was set. Runs at start-up.
 */
export async function syncSuperAdmin(db: Db, adminEmail: string | undefined): Promise<void> {
  if (!adminEmail) return;
  const isAdmin = sql`${users.email} = ${adminEmail}`;
  await db
    .update(users)
    .set({ isSuperAdmin: sql`${isAdmin}`, isApproved: sql`${users.isApproved} or ${isAdmin}` })
    .where(or(sql`${users.isSuperAdmin} <> (${isAdmin})`, sql`(${isAdmin}) and not ${users.isApproved}`));
}
