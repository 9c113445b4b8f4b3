import { and, eq } from "drizzle-orm";
import {
  type ChangePassword,
  type ChangePasswordResult,
  EMAIL_LOCKED_MESSAGE,
  type UpdateProfile,
  WRONG_PASSWORD_MESSAGE,
} from "../../../contract/profile.ts";
import type { DbOrTx } from "../../db/client.ts";
import { files, users } from "../../db/schema.ts";
import { badRequest, forbidden, notFound } from "../../platform/errors.ts";
import { fileIdFromUrl } from "../../platform/files.ts";
import { hashPassword, verifyPassword } from "../../platform/passwords.ts";
import { endOtherSessions, type SessionUser } from "../../platform/sessions.ts";
import { presentCurrentUser, toSessionUser } from "../auth/auth.service.ts";

/** The current-user shape (as GET /api/auth/user). */
export type CurrentUserView = ReturnType<typeof presentCurrentUser>;

/** Whether `url` may become the user's avatar: an `/api/files/{id}` avatar the user uploaded. */
async function isOwnAvatarUrl(db: DbOrTx, userId: number, url: string): Promise<boolean> {
  const fileId = fileIdFromUrl(url);
  if (fileId === null) return false;
  const [row] = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.ownerId, userId), eq(files.kind, "avatar")))
    .limit(1);
  return row !== undefined;
}

/**
 * Changes the fields present: names, phone (empty clears) and the avatar URL (unchanged, one of
 * the user's uploaded avatars, or null). The email cannot change (400) and the id, if sent, must
 * be the caller's own (403).
 */
export async function updateProfile(
  db: DbOrTx,
  user: SessionUser,
  input: UpdateProfile,
): Promise<CurrentUserView> {
  if (input.id != null && String(input.id) !== String(user.id)) {
    throw forbidden("You can only update your own profile", "OWN_PROFILE_ONLY");
  }
  if (input.email != null && input.email.trim().toLowerCase() !== user.email) {
    throw badRequest(EMAIL_LOCKED_MESSAGE, "EMAIL_LOCKED");
  }
  const patch: Partial<typeof users.$inferInsert> = {};
  if (input.firstName !== undefined) patch.firstName = input.firstName;
  if (input.lastName !== undefined) patch.lastName = input.lastName;
  if (input.phoneNumber !== undefined) patch.phoneNumber = input.phoneNumber;
  if (input.language !== undefined && input.language !== user.language) patch.language = input.language;
  if (input.profileImageUrl !== undefined && input.profileImageUrl !== user.profileImageUrl) {
    if (input.profileImageUrl !== null && !(await isOwnAvatarUrl(db, user.id, input.profileImageUrl))) {
      throw badRequest(
        "Invalid profile image URL: upload the picture with the avatar button",
        "AVATAR_URL_INVALID",
      );
    }
    patch.profileImageUrl = input.profileImageUrl;
  }
  if (Object.keys(patch).length === 0) return presentCurrentUser(user);
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  if (!row) throw notFound("User");
  return presentCurrentUser(toSessionUser(row));
}

/**
 * Checks the current password (400 when wrong), stores the new one and ends the user's other
 * sessions; the session making the change stays signed in (product rules §2).
 */
export async function changePassword(
  db: DbOrTx,
  userId: number,
  sessionId: string | null,
  input: ChangePassword,
): Promise<ChangePasswordResult> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound("User");
  if (!(await verifyPassword(input.currentPassword, row.passwordHash))) {
    throw badRequest(WRONG_PASSWORD_MESSAGE, "WRONG_PASSWORD");
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await endOtherSessions(tx, userId, sessionId);
  });
  return { message: "Password updated successfully" };
}
