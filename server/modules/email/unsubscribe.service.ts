import { eq, sql } from "drizzle-orm";
import { EMAIL_KIND_LABELS, type EmailKind, type UnsubscribeResult } from "../../../contract/email.ts";
import { mailUnsubscribeUses, users } from "../../db/schema.ts";
import type { AppContext } from "../../platform/context.ts";
import { badRequest, conflict } from "../../platform/errors.ts";
import { turnKindOff } from "../notification-settings/email-preferences.service.ts";
import { type UnsubscribeClaim, verifyUnsubscribeToken } from "./unsubscribe-token.ts";

/** The 400 of a token that is not ours (forged, altered, cut short). */
export const INVALID_UNSUBSCRIBE_MESSAGE = "This unsubscribe link is not valid";
/** The 409 of a token that already did its job. */
export const USED_UNSUBSCRIBE_MESSAGE = "This unsubscribe link has already been used";

/** "You will no longer get email about …". */
export function unsubscribedMessage(kind: EmailKind): string {
  return `You will no longer get email about ${EMAIL_KIND_LABELS[kind].toLowerCase()}.`;
}

/** The language of the person a token names (null when unset, or for a token that is not ours). */
export async function unsubscribeLanguage(ctx: AppContext, token: string): Promise<string | null> {
  const claim = verifyUnsubscribeToken(ctx.config.sessionSecret, token);
  if (!claim) return null;
  const [row] = await ctx.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, claim.userId))
    .limit(1);
  return row?.language ?? null;
}

/** What a token says, without using it: its claim and whether it was used; 400 for a bad one. */
export async function inspectUnsubscribeToken(
  ctx: AppContext,
  token: string,
): Promise<UnsubscribeClaim & { used: boolean }> {
  const claim = verifyUnsubscribeToken(ctx.config.sessionSecret, token);
  if (!claim) throw badRequest(INVALID_UNSUBSCRIBE_MESSAGE, "UNSUBSCRIBE_INVALID");
  const [row] = await ctx.db
    .select({
      exists: sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${claim.userId})`,
      used: sql<boolean>`exists (select 1 from ${mailUnsubscribeUses} where ${mailUnsubscribeUses.nonce} = ${claim.nonce})`,
    })
    .from(sql`(select 1) as one`);
  if (!row?.exists) throw badRequest(INVALID_UNSUBSCRIBE_MESSAGE, "UNSUBSCRIBE_INVALID");
  return { ...claim, used: row.used };
}

/**
 * Uses an unsubscribe token (no session needed): turns its kind off for its person and records the
 * token's nonce, so the link works once. 400 for a forged or unreadable token, 409 for a used one.
 */
export async function unsubscribe(ctx: AppContext, token: string): Promise<UnsubscribeResult> {
  const claim = verifyUnsubscribeToken(ctx.config.sessionSecret, token);
  if (!claim) throw badRequest(INVALID_UNSUBSCRIBE_MESSAGE, "UNSUBSCRIBE_INVALID");
  return ctx.db.transaction(async (tx) => {
    const [person] = await tx.select({ id: users.id }).from(users).where(eq(users.id, claim.userId)).limit(1);
    if (!person) throw badRequest(INVALID_UNSUBSCRIBE_MESSAGE, "UNSUBSCRIBE_INVALID");
    const [use] = await tx
      .insert(mailUnsubscribeUses)
      .values({ nonce: claim.nonce, userId: claim.userId, kind: claim.kind })
      .onConflictDoNothing()
      .returning({ nonce: mailUnsubscribeUses.nonce });
    if (!use) throw conflict(USED_UNSUBSCRIBE_MESSAGE, "UNSUBSCRIBE_USED");
    await turnKindOff(tx, claim.userId, claim.kind);
    return { message: unsubscribedMessage(claim.kind), kind: claim.kind };
  });
}
