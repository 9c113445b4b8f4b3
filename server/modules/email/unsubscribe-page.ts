import type { EmailKind } from "../../../contract/email.ts";
import { LOCALES, type Locale } from "../../../contract/locales.ts";
import { serverT } from "../../i18n/index.ts";
import { escapeHtml } from "./mail-render.ts";

/*
 * The small pages a browser sees at the unsubscribe link (product rules, email). GET never changes
 * anything (mail scanners follow links); its button posts to the same URL, which answers the page
 * saying what changed. Light and dark follow the device; the button is a real form control. Every
 * word is the reader's language (issue 32): the account's, else the browser's (email.routes.ts).
 */

const STYLE = `
  :root { color-scheme: light dark; --bg: #f9fafb; --card: #fff; --fg: #111827; --muted: #4b5563; --accent: #1d4ed8; --border: #e5e7eb; }
  @media (prefers-color-scheme: dark) { :root { --bg: #0b1120; --card: #111827; --fg: #f3f4f6; --muted: #cbd5e1; --accent: #93c5fd; --border: #1f2937; } }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--fg); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
  main { max-width: 28rem; margin: 1rem; padding: 1.5rem; background: var(--card); border: 1px solid var(--border); border-radius: 0.75rem; }
  h1 { font-size: 1.25rem; margin: 0 0 0.5rem; }
  p { color: var(--muted); }
  a { color: var(--accent); }
  button { font: inherit; padding: 0.5rem 1rem; border-radius: 0.5rem; border: 0; background: #1d4ed8; color: #fff; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
`;

/** A whole page around `body`, in `locale` (its `lang` and direction). */
export function page(locale: Locale, title: string, body: string): string {
  const dir = LOCALES.find((l) => l.code === locale)?.dir === "rtl" ? "rtl" : "ltr";
  return `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · Sprintboard</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

const back = (locale: Locale, appUrl: string) =>
  `<p><a href="${escapeHtml(appUrl)}/profile">${escapeHtml(serverT(locale, "mail.settings"))}</a> · <a href="${escapeHtml(appUrl)}/">${escapeHtml(serverT(locale, "unsubscribe.back"))}</a></p>`;

/** A kind of email as the pages name it ("tasks assigned to you"). */

/** The confirmation the link opens: one button that unsubscribes. */
export function confirmPage(locale: Locale, appUrl: string, token: string, kind: EmailKind): string {
  const t = (key: Parameters<typeof serverT>[1], values?: Record<string, string>) =>
    serverT(locale, key, values);
  return page(
    locale,
    t("unsubscribe.title"),
    `<p>${escapeHtml(t("unsubscribe.confirm", { kind }))}</p><form method="post" action="${escapeHtml(appUrl)}/api/email/unsubscribe?token=${encodeURIComponent(token)}"><input type="hidden" name="source" value="page"><button type="submit">${escapeHtml(t("unsubscribe.button"))}</button></form>${back(locale, appUrl)}`,
  );
}

/** What the page says once done. */
export function donePage(locale: Locale, appUrl: string, kind: EmailKind): string {
  const message = serverT(locale, "unsubscribe.done", { kind });
  return page(
    locale,
    serverT(locale, "unsubscribe.doneTitle"),
    `<p role="status">${escapeHtml(message)}</p>${back(locale, appUrl)}`,
  );
}

/** What the page says for a link that cannot be used: a used one (`UNSUBSCRIBE_USED`) or another. */
export function refusedPage(locale: Locale, appUrl: string, code: string | undefined): string {
  const message = serverT(locale, code === "UNSUBSCRIBE_USED" ? "unsubscribe.used" : "unsubscribe.invalid");
  return page(
    locale,
    serverT(locale, "unsubscribe.refusedTitle"),
    `<p role="alert">${escapeHtml(message)}</p>${back(locale, appUrl)}`,
  );
}
