import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { Login, Register, ResetPassword } from "../../../contract/users.ts";
import type { Db } from "../../db/client.ts";
import { loginFailures, personalTeamMembers, users } from "../../db/schema.ts";
import type { AppContext } from "../../platform/context.ts";
import { badRequest, conflict, HttpError, tooManyRequests } from "../../platform/errors.ts";
import { DUMMY_HASH, hashPassword, verifyPassword } from "../../platform/passwords.ts";
import { endOtherSessions, type SessionUser } from "../../platform/sessions.ts";
import { createNotifications } from "../notifications/notify.ts";
import { createDefaultStatuses } from "../statuses/default-statuses.ts";

const RESET_TTL_MS = 60 * 60 * 1000;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Failed sign-ins per account per window answered normally; the next is 429. */
export const MAX_LOGIN_FAILURES = 10;
/** Lock key serialising registrations, so exactly one first account becomes super administrator. */
const REGISTER_LOCK = 7_410_002;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** Creates an account (201) and returns it; decides super administrator and approval. */
export async function registerUser(ctx: AppContext, input: Register): Promise<SessionUser> {
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REGISTER_LOCK})`);
    const existing = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, input.email))
      .limit(1);
    if (existing.length > 0) throw conflict("An account with this email already exists");
    const adminEmail = ctx.config.adminEmail;
    const isSuperAdmin = adminEmail
      ? input.email === adminEmail
      : (await tx.select({ n: count() }).from(users))[0]!.n === 0;
    const invitations = await tx
      .select({ id: personalTeamMembers.id, ownerId: personalTeamMembers.ownerId })
      .from(personalTeamMembers)
      .where(
        and(eq(personalTeamMembers.invitedEmail, input.email), isNull(personalTeamMembers.invitedUserId)),
      );
    const isApproved = isSuperAdmin || ctx.config.autoApprove || invitations.length > 0;
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber || null,
        passwordHash,
        isApproved,
        isSuperAdmin,
      })
      .returning();
    await createDefaultStatuses(tx, user!.id);
    if (invitations.length > 0) {
      await tx
        .update(personalTeamMembers)
        .set({ invitedUserId: user!.id, status: "approved" })
        .where(
          and(eq(personalTeamMembers.invitedEmail, input.email), isNull(personalTeamMembers.invitedUserId)),
        );
      const name = `${input.firstName} ${input.lastName}`.trim();
      await createNotifications(
        tx,
        invitations.map((inv) => ({
          userId: inv.ownerId,
          type: "team_invite_approved",
          title: "Invitation accepted",
          message: `${name} accepted your invitation and joined the workspace`,
          relatedEntityId: user!.id,
          relatedEntityType: "user",
          actionUserId: user!.id,
        })),
      );
    }
    return toSessionUser(user!);
  });
}

/** Checks credentials with the per-account failure limit; throws 401 or 429. */
export async function authenticate(db: Db, input: Login): Promise<SessionUser> {
  const since = new Date(Date.now() - FAILURE_WINDOW_MS);
  const [failures] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, input.email), gt(loginFailures.createdAt, since)));
  if (failures!.n >= MAX_LOGIN_FAILURES) {
    throw tooManyRequests(
      "Too many failed sign-in attempts for this account. Please try again in 15 minutes.",
    );
  }
  const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok) {
    await db.insert(loginFailures).values({ email: input.email });
    throw new HttpError(401, "Invalid email or password");
  }
  await db.delete(loginFailures).where(eq(loginFailures.email, input.email));
  return toSessionUser(user);
}

/**
 * Sends a reset link. With a captcha-verified request a new token is issued; an email-only
 * resend re-issues only while a previous link is still valid. Answers the same either way.
 */
export async function requestPasswordReset(ctx: AppContext, email: string, isResend: boolean): Promise<void> {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) return;
  if (isResend && !(user.resetTokenExpiry && user.resetTokenExpiry > new Date())) return;
  const token = randomBytes(32).toString("base64url");
  await ctx.db
    .update(users)
    .set({ resetTokenHash: sha256(token), resetTokenExpiry: new Date(Date.now() + RESET_TTL_MS) })
    .where(eq(users.id, user.id));
  const link = `${ctx.config.appUrl}/reset-password?token=${token}`;
  await ctx.mailer.send({
    to: user.email,
    subject: "Reset your password",
    link,
    text: `Someone asked to reset the password of your account.\n\nOpen this link within 1 hour to choose a new password:\n${link}\n\nIf it wasn't you, ignore this email.`,
    html: `<p>Someone asked to reset the password of your account.</p><p><a href="${link}">Choose a new password</a> (the link expires in 1 hour).</p><p>If it wasn't you, ignore this email.</p>`,
  });
}

/** Sets a new password from a valid, unexpired, unused token and ends the user's other sessions. */
export async function resetPassword(
  ctx: AppContext,
  input: ResetPassword,
  keepSid: string | null,
): Promise<void> {
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash, resetTokenHash: null, resetTokenExpiry: null })
      .where(and(eq(users.resetTokenHash, sha256(input.token)), gt(users.resetTokenExpiry, new Date())))
      .returning({ id: users.id });
    if (!user) throw badRequest("Invalid or expired reset token");
    await endOtherSessions(tx, user.id, keepSid);
    await tx
      .delete(loginFailures)
      .where(eq(loginFailures.email, sql`(select email from users where id = ${user.id})`));
  });
}

/** Drops secrets from a user row. */
export function toSessionUser(row: typeof users.$inferSelect): SessionUser {
  const { passwordHash: _p, resetTokenHash: _r, resetTokenExpiry: _e, ...rest } = row;
  return rest;
}

/** The current user as the API returns it. */
export function presentCurrentUser(user: SessionUser) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    profileImageUrl: user.profileImageUrl,
    isApproved: user.isApproved,
    isSuperAdmin: user.isSuperAdmin,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
