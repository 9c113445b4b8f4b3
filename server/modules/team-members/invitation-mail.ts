import type { Mail } from "../../platform/mail.ts";

type Inviter = { firstName: string | null; lastName: string | null; email: string };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** The invitation email (product rules §8): who invites, and the link to /register?email=... */
export function invitationMail(appUrl: string, inviter: Inviter, email: string): Mail {
  const name = [inviter.firstName, inviter.lastName].filter(Boolean).join(" ").trim() || inviter.email;
  const link = `${appUrl.replace(/\/+$/, "")}/register?email=${encodeURIComponent(email)}`;
  return {
    to: email,
    subject: `${name} invited you to join their team on Sprintboard`,
    text: [
      "Hello,",
      "",
      `${name} (${inviter.email}) invited you to join their team on Sprintboard.`,
      "Create your account with this address to accept; it is approved at once:",
      "",
      link,
      "",
      "If you did not expect this invitation, you can ignore this email.",
    ].join("\n"),
    html: `<p>Hello,</p><p>${escapeHtml(name)} (${escapeHtml(inviter.email)}) invited you to join their team on Sprintboard.</p><p>Create your account with this address to accept; it is approved at once:</p><p><a href="${escapeHtml(link)}">Accept the invitation</a></p><p>If you did not expect this invitation, you can ignore this email.</p>`,
    link,
  };
}
