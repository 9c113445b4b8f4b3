import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Locale } from "../../../contract/locales.ts";
import type {
  InviteTeamMember,
  PersonalTeamMember,
  UpdateTeamMemberDepartment,
} from "../../../contract/team-members.ts";
import type { DbOrTx } from "../../db/client.ts";
import { personalTeamMembers, teams, users } from "../../db/schema.ts";
import { localeOf } from "../../i18n/index.ts";
import type { AppContext } from "../../platform/context.ts";
import { badRequest, conflict, notFound } from "../../platform/errors.ts";
import type { SessionUser } from "../../platform/sessions.ts";
import { enqueueMail } from "../email/outbox.service.ts";
import { presentOptionalUser, publicUserColumns } from "../users/users.service.ts";
import { invitationMail } from "./invitation-mail.ts";

const DUPLICATE_MESSAGE = "This person has already been invited";

/** The owner's invitations matching `where`, newest first, with account and department: one query. */
async function selectMembers(db: DbOrTx, where: SQL): Promise<PersonalTeamMember[]> {
  const rows = await db
    .select({ row: personalTeamMembers, user: publicUserColumns, team: { id: teams.id, name: teams.name } })
    .from(personalTeamMembers)
    .leftJoin(users, eq(users.id, personalTeamMembers.invitedUserId))
    .leftJoin(teams, eq(teams.id, personalTeamMembers.departmentId))
    .where(where)
    .orderBy(desc(personalTeamMembers.invitedAt), desc(personalTeamMembers.id));
  return rows.map(({ row, user, team }) => ({
    id: row.id,
    invitedEmail: row.invitedEmail,
    invitedAt: row.invitedAt.toISOString(),
    status: row.status,
    isRegistered: user !== null,
    firstName: user?.firstName ?? null,
    lastName: user?.lastName ?? null,
    invitedUserId: user?.id ?? null,
    user: presentOptionalUser(user),
    departmentId: team ? row.departmentId : null,
    department: team,
  }));
}

const mine = (ownerId: number, id: number) =>
  and(eq(personalTeamMembers.id, id), eq(personalTeamMembers.ownerId, ownerId))!;

/** One of the owner's invitations; 404 for a missing one or someone else's. */
async function loadOwn(db: DbOrTx, ownerId: number, id: number): Promise<PersonalTeamMember> {
  const [member] = await selectMembers(db, mine(ownerId, id));
  if (!member) throw notFound("Team member");
  return member;
}

async function assertDepartment(db: DbOrTx, departmentId: number | null | undefined): Promise<void> {
  if (departmentId == null) return;
  const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, departmentId)).limit(1);
  if (!team) throw badRequest("Department not found", "DEPARTMENT_NOT_FOUND");
}

/** The user's own invitees, newest first. */
export async function listTeamMembers(db: DbOrTx, ownerId: number): Promise<PersonalTeamMember[]> {
  return selectMembers(db, eq(personalTeamMembers.ownerId, ownerId));
}

/**
 * Invites someone by email (product rules §8). An existing account is linked at once (Registered);
 * otherwise an invitation with a link to /register?email=... is queued in the mail outbox in the same
 * transaction, so an invitation is never kept without its email, nor mailed without being kept. 400 for oneself, 409 for a repeat.
 * The email speaks the inviter's language, else `browser` (the inviting browser's), else English (§38).
 */
export async function inviteTeamMember(
  ctx: AppContext,
  owner: SessionUser,
  input: InviteTeamMember,
  browser?: Locale,
): Promise<PersonalTeamMember> {
  if (input.email === owner.email) throw badRequest("You cannot invite yourself", "CANNOT_INVITE_SELF");
  return ctx.db.transaction(async (tx) => {
    await assertDepartment(tx, input.departmentId);
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, input.email))
      .limit(1);
    const [row] = await tx
      .insert(personalTeamMembers)
      .values({
        ownerId: owner.id,
        invitedEmail: input.email,
        invitedUserId: existing?.id ?? null,
        departmentId: input.departmentId ?? null,
        // `approved` as the schema's default (product rules); registration is what isRegistered tells.
        status: "approved",
      })
      .onConflictDoNothing()
      .returning({ id: personalTeamMembers.id });
    if (!row) throw conflict(DUPLICATE_MESSAGE);
    // The outbox sends it after the commit, retrying while the mail server is away.
    if (!existing) {
      const locale = owner.language ? localeOf(owner.language) : (browser ?? localeOf(null));
      await enqueueMail(tx, "invitation", invitationMail(ctx.config.appUrl, owner, input.email, locale));
    }
    return loadOwn(tx, owner.id, row.id);
  });
}

/** Files an invitee under a department, or none (null); 404 for someone else's. */
export async function updateTeamMember(
  db: DbOrTx,
  ownerId: number,
  id: number,
  input: UpdateTeamMemberDepartment,
): Promise<PersonalTeamMember> {
  await loadOwn(db, ownerId, id);
  if (input.departmentId !== undefined) {
    await assertDepartment(db, input.departmentId);
    await db
      .update(personalTeamMembers)
      .set({ departmentId: input.departmentId, updatedAt: new Date() })
      .where(mine(ownerId, id));
  }
  return loadOwn(db, ownerId, id);
}

/** Removes an invitee from the user's list; 404 for someone else's. */
export async function removeTeamMember(db: DbOrTx, ownerId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(personalTeamMembers)
    .where(mine(ownerId, id))
    .returning({ id: personalTeamMembers.id });
  if (deleted.length === 0) throw notFound("Team member");
}
