import type { EmailKind } from "../../../contract/email.ts";
import type { Locale } from "../../../contract/locales.ts";
import { serverT } from "../../i18n/index.ts";

/*
 * The words and markup of notification emails and digests (product rules, email): an HTML and a
 * text part, the task key and title in the subject, a link to the task, a line saying why the
 * email was sent, and a footer with an unsubscribe link per kind.
 */

/** One notification as an email shows it. */
export type MailLine = {
  id: number;
  kind: EmailKind;
  title: string;
  message: string;
  createdAt: Date;
  /** Absolute link to what it is about, or null. */
  link: string | null;
  task: { id: number; key: string; title: string } | null;
  project: { id: number; name: string } | null;
};

/** An unsubscribe link of an email: the kind it turns off and its URL (with a signed token). */
export type UnsubscribeLink = { kind: EmailKind; url: string };

/** A rendered email. */
export type RenderedMail = { subject: string; text: string; html: string; headers: Record<string, string> };

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

/** Why someone got an email of this kind, naming the task ("You get this because you watch WEB-12"). */
export function reasonFor(kind: EmailKind, taskKey: string | null, locale: Locale = "en"): string {
  const task = taskKey ?? serverT(locale, "mail.thisTask");
  return serverT(locale, `mail.reason.${kind}`, { task });
}

/** The List-Unsubscribe headers (RFC 2369, RFC 8058 one-click) for the first link. */
function unsubscribeHeaders(links: UnsubscribeLink[]): Record<string, string> {
  const first = links[0];
  if (!first) return {};
  return { "List-Unsubscribe": `<${first.url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

function footer(
  appUrl: string,
  links: UnsubscribeLink[],
  why: string,
  locale: Locale,
): { text: string; html: string } {
  const settings = `${appUrl}/profile`;
  const text = [
    "--",
    why,
    ...links.map((l) => serverT(locale, "mail.stopEmail", { kind: l.kind, url: l.url })),
    serverT(locale, "mail.settingsLine", { url: settings }),
  ].join("\n");
  const html = `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0 12px"><p style="color:#6b7280;font-size:12px">${escapeHtml(why)}<br>${links
    .map(
      (l) =>
        `<a href="${escapeHtml(l.url)}" style="color:#6b7280">${escapeHtml(serverT(locale, "mail.unsubscribeFrom", { kind: l.kind }))}</a>`,
    )
    .join(
      " · ",
    )}<br><a href="${escapeHtml(settings)}" style="color:#6b7280">${escapeHtml(serverT(locale, "mail.settings"))}</a></p>`;
  return { text, html };
}

function wrapHtml(body: string, locale: Locale): string {
  const lang = locale === "en" ? "" : ` lang="${locale}"${locale === "ar" ? ' dir="rtl"' : ""}`;
  return `<!doctype html><html${lang}><body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#111827;line-height:1.5">${body}</body></html>`;
}

function lineText(l: MailLine): string {
  return `- ${l.title}: ${l.message}${l.link ? `\n  ${l.link}` : ""}`;
}

function lineHtml(l: MailLine): string {
  const title = l.link
    ? `<a href="${escapeHtml(l.link)}">${escapeHtml(l.title)}</a>`
    : `<strong>${escapeHtml(l.title)}</strong>`;
  return `<li>${title}: ${escapeHtml(l.message)}</li>`;
}

/**
 * The immediate email for one person about one task (or one notification without a task), in the
 * recipient's language (`locale`, issue 24; the lines were stored in it).
 */
export function renderNotificationMail(
  lines: MailLine[],
  links: UnsubscribeLink[],
  appUrl: string,
  locale: Locale = "en",
): RenderedMail {
  const first = lines[0]!;
  const task = first.task;
  const updates = serverT(locale, "mail.updates", { count: lines.length });
  const subject = task
    ? `[${task.key}] ${task.title}: ${lines.length === 1 ? first.title : updates}`
    : first.title;
  const open = first.link;
  const why = reasonFor(first.kind, task?.key ?? null, locale);
  const foot = footer(appUrl, links, why, locale);
  const heading = task ? `${task.key} ${task.title}` : first.title;
  const inProject = first.project ? serverT(locale, "mail.inProject", { project: first.project.name }) : null;
  const text = [
    heading,
    inProject,
    "",
    ...lines.map(lineText),
    "",
    open
      ? task
        ? serverT(locale, "mail.openTaskLine", { key: task.key, url: open })
        : serverT(locale, "mail.openItLine", { url: open })
      : null,
    "",
    foot.text,
  ]
    .filter((l) => l !== null)
    .join("\n");
  const openLabel = task
    ? serverT(locale, "mail.openTask", { key: task.key })
    : serverT(locale, "mail.openInApp");
  const html = wrapHtml(
    `<h2 style="font-size:18px;margin:0 0 4px">${escapeHtml(heading)}</h2>${
      inProject ? `<p style="margin:0 0 12px;color:#6b7280">${escapeHtml(inProject)}</p>` : ""
    }<ul>${lines.map(lineHtml).join("")}</ul>${
      open
        ? `<p><a href="${escapeHtml(open)}" style="display:inline-block;padding:8px 14px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(openLabel)}</a></p>`
        : ""
    }${foot.html}`,
    locale,
  );
  return { subject, text, html, headers: unsubscribeHeaders(links) };
}

/** The daily digest: everything since the last one, grouped by project and task, in `locale`. */
export function renderDigestMail(
  lines: MailLine[],
  links: UnsubscribeLink[],
  appUrl: string,
  locale: Locale = "en",
): RenderedMail {
  const byProject = new Map<string, Map<string, MailLine[]>>();
  for (const l of lines) {
    const project = l.project?.name ?? serverT(locale, "mail.digest.otherProject");
    const task = l.task ? `${l.task.key} ${l.task.title}` : "";
    const tasks = byProject.get(project) ?? new Map<string, MailLine[]>();
    tasks.set(task, [...(tasks.get(task) ?? []), l]);
    byProject.set(project, tasks);
  }
  const subject = serverT(locale, "mail.digest.subject", { count: lines.length });
  const why = serverT(locale, "mail.digest.why");
  const foot = footer(appUrl, links, why, locale);
  const text: string[] = [subject, ""];
  let html = `<h2 style="font-size:18px">${escapeHtml(subject)}</h2>`;
  for (const [project, tasks] of byProject) {
    text.push(project, "=".repeat(project.length));
    html += `<h3 style="font-size:16px;margin:16px 0 4px">${escapeHtml(project)}</h3>`;
    for (const [task, items] of tasks) {
      const link = items[0]?.task ? items[0].link : null;
      if (task) {
        text.push(`${task}${link ? ` (${link})` : ""}`);
        html += `<p style="margin:8px 0 0"><strong>${link ? `<a href="${escapeHtml(link)}">${escapeHtml(task)}</a>` : escapeHtml(task)}</strong></p>`;
      }
      text.push(...items.map(lineText), "");
      html += `<ul style="margin:4px 0">${items.map(lineHtml).join("")}</ul>`;
    }
  }
  text.push(foot.text);
  return {
    subject,
    text: text.join("\n"),
    html: wrapHtml(html + foot.html, locale),
    headers: unsubscribeHeaders(links),
  };
}
