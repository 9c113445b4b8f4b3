import { readFileSync } from "node:fs";
import { fromRoot } from "../paths.ts";

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
export const API_DOCS_CSS = readFileSync(fromRoot("server", "platform", "api-docs.css"), "utf8");

/**
 * Names swagger-ui's icon-only close buttons (the authorisation dialog's) for screen readers, and
 * lets the keyboard reach its code examples: one taller than its 400 px box (long, wrapped on a
 * phone, or set in a font with taller lines) scrolls, and a scroll region needs focus (axe's
 * scrollable-region-focusable; issue 31).
 */
export const API_DOCS_JS = `new MutationObserver(() => {
  for (const button of document.querySelectorAll("button.close-modal:not([aria-label])"))
    button.setAttribute("aria-label", "Close");
  for (const example of document.querySelectorAll(".swagger-ui pre:not([tabindex])"))
    example.setAttribute("tabindex", "0");
}).observe(document.documentElement, { childList: true, subtree: true });`;

type Json = unknown;

/**
 * The document as the reference page loads it (`/api/docs/json`): each `#/components/schemas/X`
 * reference replaced by the schema itself. swagger-ui 5 resolves an opened operation's references
 * against that operation alone, not the document, and showed 'Resolver error ... Could not resolve
 * reference' for every error answer (swagger-api/swagger-ui#10191); with nothing to resolve there
 * is no error. A schema that refers to itself keeps its reference inside itself.
 * `/api/openapi.json` keeps the references.
 */
export function inlineSchemaRefs<T>(doc: T): T {
  const schemas = ((doc as { components?: { schemas?: Record<string, Json> } }).components?.schemas ??
    {}) as Record<string, Json>;
  const prefix = "#/components/schemas/";
  const walk = (node: Json, inside: readonly string[]): Json => {
    if (Array.isArray(node)) return node.map((item) => walk(item, inside));
    if (!node || typeof node !== "object") return node;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === "string" && ref.startsWith(prefix)) {
      const name = ref.slice(prefix.length);
      if (!(name in schemas) || inside.includes(name)) return node;
      return walk(schemas[name], [...inside, name]);
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value, inside)]));
  };
  const { paths } = doc as { paths?: Json };
  return { ...doc, paths: walk(paths, []) } as T;
}
