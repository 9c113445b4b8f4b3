import { escapeHtml } from "./mail-render.ts";

/*
 * The small pages a browser sees at the unsubscribe link (product rules, email). GET never changes
 * anything (mail scanners follow links); its button posts to the same URL, which answers the page
 * saying what changed. Light and dark follow the device; the button is a real form control.
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

/** A whole page around `body`. */
export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · Sprintboard</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

const back = (appUrl: string) =>
  `<p><a href="${escapeHtml(appUrl)}/profile">Email settings</a> · <a href="${escapeHtml(appUrl)}/">Back to Sprintboard</a></p>`;

/** The confirmation the link opens: one button that unsubscribes. */
export function confirmPage(appUrl: string, token: string, label: string): string {
  return page(
    "Unsubscribe",
    `<p>Stop email about <strong>${escapeHtml(label.toLowerCase())}</strong>?</p><form method="post" action="${escapeHtml(appUrl)}/api/email/unsubscribe?token=${encodeURIComponent(token)}"><input type="hidden" name="source" value="page"><button type="submit">Unsubscribe</button></form>${back(appUrl)}`,
  );
}

/** What the page says once done. */
export function donePage(appUrl: string, message: string): string {
  return page("Unsubscribed", `<p role="status">${escapeHtml(message)}</p>${back(appUrl)}`);
}

/** What the page says for a link that cannot be used. */
export function refusedPage(appUrl: string, message: string): string {
  return page("Link not usable", `<p role="alert">${escapeHtml(message)}</p>${back(appUrl)}`);
}
