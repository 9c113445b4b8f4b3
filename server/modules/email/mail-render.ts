import type { EmailKind } from "../../../contract/email.ts";
import type { Locale } from "../../../contract/locales.ts";
import { serverT } from "../../i18n/index.ts";
import type { MailEvent } from "./mail-events.ts";
import {
  DIGEST_QUOTE_CHARS,
  escapeHtml,
  excerpt,
  joinRich,
  plainRich,
  type Rich,
  say,
  user,
  userRich,
} from "./mail-text.ts";
import { type LineWords, type WordContext, wordLine } from "./mail-words.ts";

export { escapeHtml } from "./mail-text.ts";

/*
 * The words and markup of notification emails and digests (product rules §33): an HTML and a text
 * part; the subject names the task (key and title now) and what happened ("moved to Review, due
 * 3 Dec"); the body says each thing in a sentence (mail-words.ts) with the changes before and
 * after and the comment quoted; a link to the task, a line saying why the email was sent, and a
 * footer with an unsubscribe link per kind. All in the recipient's language, user content isolated.
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
  /** What happened, read when the email is built (mail-events.ts); null: the stored words say it. */
  event?: MailEvent | null;
};

/** An unsubscribe link of an email: the kind it turns off and its URL (with a signed token). */
export type UnsubscribeLink = { kind: EmailKind; url: string };

/** A rendered email. */
export type RenderedMail = { subject: string; text: string; html: string; headers: Record<string, string> };

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

/** The subject's account of what happened: the lines' phrases, each said once, at most four. */
function subjectPhrases(words: LineWords[], locale: Locale): string {
  const list = [...new Set(words.flatMap((w) => w.phrases.map((p) => p.text)))];
  const separator = serverT(locale, "mail.line.separator");
  if (list.length <= 4) return list.join(separator);
  const more = serverT(locale, "mail.line.phrase.more", { count: list.length - 3 });
  return [...list.slice(0, 3), more].join(separator);
}

/** A quoted comment's lines, as the text part shows them. */
function quoteText(quote: string, locale: Locale): string[] {
  return excerpt(quote).map((l) => (l ? `    > ${locale === "ar" ? `\u2068${l}\u2069` : l}` : "    >"));
}

function quoteHtml(quote: string): string {
  const lines = excerpt(quote).map(escapeHtml).join("<br>");
  return `<blockquote dir="auto" style="margin:6px 0;padding:4px 12px;border-inline-start:3px solid #d1d5db;color:#374151">${lines}</blockquote>`;
}

/** One notification in the immediate email: its sentence, its changes, the quoted comment and its link. */
function lineText(w: LineWords, link: string | null, locale: Locale): string {
  const out = [`- ${w.sentence.text}`, ...w.rows.map((r) => `    ${r.text}`)];
  if (w.quote) out.push(...quoteText(w.quote, locale), ...(link ? [`    ${link}`] : []));
  return out.join("\n");
}

function lineHtml(w: LineWords, link: string | null, locale: Locale): string {
  const rows =
    w.rows.length > 0
      ? `<ul style="margin:4px 0;color:#374151">${w.rows.map((r) => `<li>${r.html}</li>`).join("")}</ul>`
      : "";
  const reply =
    w.quote && link
      ? `<a href="${escapeHtml(link)}">${escapeHtml(serverT(locale, "mail.line.replyLink"))}</a>`
      : "";
  return `<li style="margin:0 0 10px">${w.sentence.html}${rows}${w.quote ? quoteHtml(w.quote) : ""}${reply}</li>`;
}

/** One notification in the digest: the same, on one line ("...: Status: To Do → Review; Due date: ..."). */
function digestLine(w: LineWords, locale: Locale): Rich {
  const parts = [w.sentence];
  if (w.rows.length > 0) parts.push(joinRich(w.rows, serverT(locale, "mail.line.rowSeparator")));
  if (w.quote) {
    const text = excerpt(w.quote, DIGEST_QUOTE_CHARS).join(" ");
    parts.push(say(locale, "mail.line.quoted", { text: user(text) }));
  }
  return joinRich(parts, " ");
}

/** A task as a heading: its key and its title now. */
function taskHeading(task: { key: string; title: string }, locale: Locale): Rich {
  const title = userRich(locale, task.title);
  return { text: `${task.key} ${title.text}`, html: `${escapeHtml(task.key)} ${title.html}` };
}

/**
 * The immediate email for one person about one task (or one notification without a task), in the
 * recipient's language and time zone, worded as it leaves.
 */
export function renderNotificationMail(
  lines: MailLine[],
  links: UnsubscribeLink[],
  appUrl: string,
  locale: Locale = "en",
  timeZone = "UTC",
): RenderedMail {
  const ctx: WordContext = { locale, timeZone };
  const words = lines.map((l) => wordLine(l, ctx));
  const first = lines[0]!;
  const task = first.task;
  const said = subjectPhrases(words, locale) || serverT(locale, "mail.updates", { count: lines.length });
  const heading = task ? taskHeading(task, locale) : plainRich(first.title);
  const subject = task ? `[${task.key}] ${userRich(locale, task.title).text}: ${said}` : first.title;
  const open = first.link;
  const why = reasonFor(first.kind, task?.key ?? null, locale);
  const foot = footer(appUrl, links, why, locale);
  const inProject = first.project
    ? say(locale, "mail.inProject", { project: user(first.project.name) })
    : null;
  const text = [
    heading.text,
    inProject?.text ?? null,
    "",
    ...lines.map((l, i) => lineText(words[i]!, l.link, locale)),
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
    `<h2 style="font-size:18px;margin:0 0 4px">${heading.html}</h2>${
      inProject ? `<p style="margin:0 0 12px;color:#6b7280">${inProject.html}</p>` : ""
    }<ul>${lines.map((l, i) => lineHtml(words[i]!, l.link, locale)).join("")}</ul>${
      open
        ? `<p><a href="${escapeHtml(open)}" style="display:inline-block;padding:8px 14px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(openLabel)}</a></p>`
        : ""
    }${foot.html}`,
    locale,
  );
  return { subject, text, html, headers: unsubscribeHeaders(links) };
}

/** The daily digest: everything since the last one, grouped by project and task, one line each. */
export function renderDigestMail(
  lines: MailLine[],
  links: UnsubscribeLink[],
  appUrl: string,
  locale: Locale = "en",
  timeZone = "UTC",
): RenderedMail {
  const ctx: WordContext = { locale, timeZone };
  const byProject = new Map<string, Map<string, MailLine[]>>();
  for (const l of lines) {
    const project = l.project?.name ?? "";
    const task = l.task ? `${l.task.id}` : "";
    const tasks = byProject.get(project) ?? new Map<string, MailLine[]>();
    tasks.set(task, [...(tasks.get(task) ?? []), l]);
    byProject.set(project, tasks);
  }
  const subject = serverT(locale, "mail.digest.subject", { count: lines.length });
  const why = serverT(locale, "mail.digest.why");
  const foot = footer(appUrl, links, why, locale);
  const text: string[] = [subject, ""];
  let html = `<h2 style="font-size:18px">${escapeHtml(subject)}</h2>`;
  for (const [name, tasks] of byProject) {
    const project = name ? userRich(locale, name) : plainRich(serverT(locale, "mail.digest.otherProject"));
    text.push(project.text, "=".repeat(name.length || project.text.length));
    html += `<h3 style="font-size:16px;margin:16px 0 4px">${project.html}</h3>`;
    for (const items of tasks.values()) {
      const task = items[0]?.task ?? null;
      const link = task ? items[0]!.link : null;
      if (task) {
        const heading = taskHeading(task, locale);
        text.push(`${heading.text}${link ? ` (${link})` : ""}`);
        html += `<p style="margin:8px 0 0"><strong>${link ? `<a href="${escapeHtml(link)}">${heading.html}</a>` : heading.html}</strong></p>`;
      }
      const worded = items.map((l) => digestLine(wordLine(l, ctx), locale));
      text.push(...worded.map((w) => `- ${w.text}`), "");
      html += `<ul style="margin:4px 0">${worded.map((w) => `<li>${w.html}</li>`).join("")}</ul>`;
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
