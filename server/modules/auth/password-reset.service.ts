import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Locale } from "../../../contract/locales.ts";
import type { ResetPassword } from "../../../contract/users.ts";
import { loginFailures, users } from "../../db/schema.ts";
import { htmlInLocale, localeOf, serverT } from "../../i18n/index.ts";
import type { AppContext } from "../../platform/context.ts";
import { badRequest } from "../../platform/errors.ts";
import { hashPassword } from "../../platform/passwords.ts";
import { endOtherSessions } from "../../platform/sessions.ts";
import { enqueueMail } from "../email/outbox.service.ts";

const RESET_TTL_MS = 60 * 60 * 1000;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * Queues a reset link in the outbox. A `fresh` request (captcha-verified, or any request when the captcha is
 * off) issues a new token; an email-only resend re-issues only while a previous link is still
 * valid. Nothing tells the caller whether the address has an account. The email is in the account's
 * language, else `browser` (the asking browser's), else English (product rules §38).
 */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  kind: "fresh" | "resend",
  browser?: Locale,
): Promise<void> {
  const [user] = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      language: users.language,
      resetTokenExpiry: users.resetTokenExpiry,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!user) return;
  if (kind === "resend" && !(user.resetTokenExpiry && user.resetTokenExpiry > new Date())) return;
  const token = randomBytes(32).toString("base64url");
  const link = `${ctx.config.appUrl}/reset-password?token=${token}`;
  // The token and its email commit together: the outbox sends it (and again after a crash).
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ resetTokenHash: sha256(token), resetTokenExpiry: new Date(Date.now() + RESET_TTL_MS) })
      .where(eq(users.id, user.id));
    await enqueueMail(tx, "password_reset", {
      to: user.email,
      userId: user.id,
      link,
      ...resetMail(link, user.language ? localeOf(user.language) : (browser ?? localeOf(null))),
    });
  });
}

/** The reset email in `locale`: subject, text and HTML (English as it always read, word for word). */
export function resetMail(link: string, locale: Locale): { subject: string; text: string; html: string } {
  const intro = serverT(locale, "mail.reset.intro");
  const ignore = serverT(locale, "mail.reset.ignore");
  // The link's words sit where the language puts them: the sentence is formatted around a marker.
  const marker = "\u0000";
  const [before = "", after = ""] = escapeHtml(serverT(locale, "mail.reset.expires", { link: marker })).split(
    marker,
  );
  const anchor = `<a href="${link}">${escapeHtml(serverT(locale, "mail.reset.choose"))}</a>`;
  return {
    subject: serverT(locale, "mail.reset.subject"),
    text: `${intro}\n\n${serverT(locale, "mail.reset.openWithin")}\n${link}\n\n${ignore}`,
    html: htmlInLocale(
      `<p>${escapeHtml(intro)}</p><p>${before}${anchor}${after}</p><p>${escapeHtml(ignore)}</p>`,
      locale,
    ),
  };
}

/** Escapes text between tags (quotes need none there, so "wasn't" stays as it is). */
const escapeHtml = (text: string) =>
  text.replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c]!);

/**
 * Sets a new password from a valid, unexpired, unused token; ends the user's other sessions
 * (all but `keepSid`) and forgets their failed sign-ins.
 */
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
      .returning({ id: users.id, email: users.email });
    if (!user) throw badRequest("Invalid or expired reset token", "RESET_TOKEN_INVALID");
    await endOtherSessions(tx, user.id, keepSid);
    await tx.delete(loginFailures).where(eq(loginFailures.email, user.email));
  });
}
