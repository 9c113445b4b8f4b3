import { readFileSync } from "node:fs";

/**
 * How the API reference (`/api/docs`) shows the document: without swagger-ui's top bar (a box to load
 * any other URL, and an unlabelled logo), operation paths as plain text in their summary buttons (a
 * deep link inside the button nests two controls), and the module tags collapsed so the page opens
 * on the list of groups: an opened group renders all of its operations, where the full list of 160
 * would be virtualised and only its first screen in the page.
 */
export const API_DOCS_UI = {
  layout: "BaseLayout",
  deepLinking: false,
  docExpansion: "none",
  // Plain examples: the highlighter's colours are too faint on its dark background.
  syntaxHighlight: false,
} as const;

/** The reference's own style sheet: swagger-ui's colours with enough contrast (axe). */
export const API_DOCS_CSS = readFileSync(new URL("./api-docs.css", import.meta.url), "utf8");

/** Names swagger-ui's icon-only close buttons (the authorisation dialog's) for screen readers. */
export const API_DOCS_JS = `new MutationObserver(() => {
  for (const button of document.querySelectorAll("button.close-modal:not([aria-label])"))
    button.setAttribute("aria-label", "Close");
}).observe(document.documentElement, { childList: true, subtree: true });`;
