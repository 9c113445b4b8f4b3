import { and, count, eq, isNull, sql } from "drizzle-orm";
import type { Login, Register } from "../../../contract/users.ts";
import { ADVISORY_LOCKS } from "../../db/advisory-locks.ts";
import type { Db, Tx } from "../../db/client.ts";
import { personalTeamMembers, users } from "../../db/schema.ts";
import type { AppContext } from "../../platform/context.ts";
import { conflict, HttpError, tooManyRequests } from "../../platform/errors.ts";
import { DUMMY_HASH, hashPassword, verifyPassword } from "../../platform/passwords.ts";
import type { SessionUser } from "../../platform/sessions.ts";
import { notificationText } from "../notifications/messages.ts";
import { createNotifications } from "../notifications/notify.ts";
import { createDefaultStatuses } from "../statuses/default-statuses.ts";
import {
  brakeDelayMs,
  clearPairFailures,
  countFailures,
  MAX_PAIR_FAILURES,
  realWait,
  recordFailure,
  type Wait,
} from "./login-brake.ts";

/** Creates an account (201) and returns it; decides super administrator and approval. */
export async function registerUser(ctx: AppContext, input: Register): Promise<SessionUser> {
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction((tx) =>
    insertAccount(tx, ctx, { ...input, phoneNumber: input.phoneNumber || null, passwordHash }),
  );
}

/** A new account's fields; the single sign-on groups may approve it or make it an administrator. */
export type NewAccount = {
  email: string;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  passwordHash: string;
  /** In OIDC_APPROVED_GROUP: approved at once. */
  approvedByGroup?: boolean;
  /** In OIDC_ADMIN_GROUP: approved, and super administrator when ADMIN_EMAIL is unset. */
  adminByGroup?: boolean;
  /** The single sign-on provider verified the address. */
  emailVerified?: boolean;
};

/**
 * Inserts an account inside `tx` (409 when the email is taken), deciding super administrator and
 * approval (product rules §2, §29) and accepting pending department invitations of its address.
 */
export async function insertAccount(tx: Tx, ctx: AppContext, input: NewAccount): Promise<SessionUser> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.register})`);
  const existing = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
  if (existing.length > 0) throw conflict("An account with this email already exists", "EMAIL_TAKEN");
  const adminEmail = ctx.config.adminEmail;
  const isSuperAdmin = adminEmail
    ? input.email === adminEmail
    : input.adminByGroup === true || (await tx.select({ n: count() }).from(users))[0]!.n === 0;
  const invitations = await tx
    .select({ id: personalTeamMembers.id, ownerId: personalTeamMembers.ownerId })
    .from(personalTeamMembers)
    .where(and(eq(personalTeamMembers.invitedEmail, input.email), isNull(personalTeamMembers.invitedUserId)));
  const byGroup = input.approvedByGroup === true || input.adminByGroup === true;
  const isApproved = isSuperAdmin || ctx.config.autoApprove || invitations.length > 0 || byGroup;
  const [user] = await tx
    .insert(users)
    .values({
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      phoneNumber: input.phoneNumber,
      passwordHash: input.passwordHash,
      emailVerified: input.emailVerified === true,
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
    const name = `${input.firstName ?? ""} ${input.lastName ?? ""}`.trim();
    await createNotifications(
      tx,
      invitations.map((inv) => ({
        userId: inv.ownerId,
        ...notificationText.invitationAccepted(name),
        relatedEntityId: user!.id,
        relatedEntityType: "user",
        actionUserId: user!.id,
      })),
    );
  }
  return toSessionUser(user!);
}

/**
 * Checks credentials (401 when wrong). An address that failed 10 times for this account in 15
 * minutes gets 429; an account failing from many addresses is slowed instead (`brakeDelayMs`),
 * so no one can lock the owner out. The wait holds no database connection.
 */
export async function authenticate(
  db: Db,
  input: Login,
  address: string,
  wait: Wait = realWait,
): Promise<SessionUser> {
  const failures = await countFailures(db, input.email, address);
  if (failures.pair >= MAX_PAIR_FAILURES) {
    throw tooManyRequests(
      "Too many failed sign-in attempts. Please try again in 15 minutes.",
      "TOO_MANY_FAILED_SIGN_INS",
    );
  }
  const delay = brakeDelayMs(failures.account);
  if (delay > 0) await wait(delay);
  const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok) {
    await recordFailure(db, input.email, address);
    throw new HttpError(401, "Invalid email or password", undefined, "INVALID_CREDENTIALS");
  }
  await clearPairFailures(db, input.email, address);
  return toSessionUser(user);
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
    theme: user.theme,
    language: user.language,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
