import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { EmailSchema } from "../../../contract/users.ts";
import type { Tx } from "../../db/client.ts";
import { userIdentities, users } from "../../db/schema.ts";
import type { AppContext } from "../../platform/context.ts";
import { hashPassword } from "../../platform/passwords.ts";
import type { SessionUser } from "../../platform/sessions.ts";
import { insertAccount, toSessionUser } from "../auth/auth.service.ts";
import { type IdentityClaims, SsoError } from "./oidc-protocol.ts";

/**
 * The account a provider's identity signs in as (product rules §29): the one linked to its
 * (issuer, subject); else the account with its email, linked now, when the provider verified that
 * email; else a new account (no usable password), pending unless AUTO_APPROVE or a group approves.
 * OIDC_APPROVED_GROUP and OIDC_ADMIN_GROUP approve at every sign-in; they never take anything away.
 */
export async function signInWithIdentity(ctx: AppContext, claims: IdentityClaims): Promise<SessionUser> {
  const groups = groupGrants(ctx, claims.groups);
  const linked = await ctx.db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.issuer, claims.issuer), eq(userIdentities.subject, claims.subject)))
    .limit(1);
  if (linked[0]) return ctx.db.transaction((tx) => applyGroups(tx, ctx, linked[0]!.user, groups));

  const parsed = EmailSchema.safeParse(claims.email);
  if (!parsed.success) throw new SsoError("no_email");
  // An unverified address neither links to an account nor makes one: whoever owns the address
  // could not register or sign in by SSO later, and the provider's user would keep the link.
  if (!claims.emailVerified) throw new SsoError("unverified");
  const email = parsed.data;
  // Nobody knows this password: the account signs in by SSO, or by a reset mailed to its address.
  const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
  return ctx.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
    const user = existing
      ? await applyGroups(tx, ctx, existing, groups)
      : await insertAccount(tx, ctx, {
          ...{ email, ...names(claims), phoneNumber: null, passwordHash, emailVerified: true },
          ...groups,
        });
    await tx
      .insert(userIdentities)
      .values({ userId: user.id, issuer: claims.issuer, subject: claims.subject })
      .onConflictDoNothing();
    return user;
  });
}

type GroupGrants = { approvedByGroup: boolean; adminByGroup: boolean };

function groupGrants(ctx: AppContext, groups: string[]): GroupGrants {
  const { adminGroup, approvedGroup } = ctx.config.oidc!;
  const adminByGroup = adminGroup !== undefined && groups.includes(adminGroup);
  return {
    adminByGroup,
    approvedByGroup: adminByGroup || (approvedGroup !== undefined && groups.includes(approvedGroup)),
  };
}

/** Approves (and, without ADMIN_EMAIL, makes super administrator) an existing account its groups name. */
async function applyGroups(
  tx: Tx,
  ctx: AppContext,
  row: typeof users.$inferSelect,
  groups: GroupGrants,
): Promise<SessionUser> {
  const isApproved = row.isApproved || groups.approvedByGroup;
  const isSuperAdmin = row.isSuperAdmin || (groups.adminByGroup && !ctx.config.adminEmail);
  if (isApproved === row.isApproved && isSuperAdmin === row.isSuperAdmin) return toSessionUser(row);
  const [updated] = await tx
    .update(users)
    .set({ isApproved, isSuperAdmin, updatedAt: new Date() })
    .where(eq(users.id, row.id))
    .returning();
  return toSessionUser(updated!);
}

/** First and last name from the claims, cut to the columns' 100 characters. */
function names(claims: IdentityClaims): { firstName: string | null; lastName: string | null } {
  let first = claims.givenName;
  let last = claims.familyName;
  if (!first && !last && claims.name) {
    const parts = claims.name.split(/\s+/);
    first = parts[0];
    last = parts.slice(1).join(" ") || undefined;
  }
  if (!first && !last) first = claims.email?.split("@")[0];
  return { firstName: first?.slice(0, 100) ?? null, lastName: last?.slice(0, 100) ?? null };
}
