import type { Locale } from "../../../contract/locales.ts";
import { htmlInLocale, serverT } from "../../i18n/index.ts";
import type { Mail } from "../../platform/mail.ts";

type Inviter = { firstName: string | null; lastName: string | null; email: string };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/**
 * The invitation email (product rules §8): who invites, and the link to /register?email=..., in
 * `locale` (§38: the inviter's language, else their browser's; the invitee has no account yet).
 */
export function invitationMail(appUrl: string, inviter: Inviter, email: string, locale: Locale = "en"): Mail {
  const name = [inviter.firstName, inviter.lastName].filter(Boolean).join(" ").trim() || inviter.email;
  const link = `${appUrl.replace(/\/+$/, "")}/register?email=${encodeURIComponent(email)}`;
  const t = (key: Parameters<typeof serverT>[1], values?: Record<string, string>) =>
    serverT(locale, key, values);
  const greeting = t("mail.invitation.greeting");
  const invited = t("mail.invitation.invited", { name, email: inviter.email });
  const howTo = t("mail.invitation.howTo");
  const ignore = t("mail.invitation.ignore");
  const body = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(invited)}</p><p>${escapeHtml(howTo)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t("mail.invitation.accept"))}</a></p><p>${escapeHtml(ignore)}</p>`;
  return {
    to: email,
    subject: t("mail.invitation.subject", { name }),
    text: [greeting, "", invited, howTo, "", link, "", ignore].join("\n"),
    html: htmlInLocale(body, locale),
    link,
  };
}
