#!/usr/bin/env node
// Issue 32: every text the server writes for a person comes from the server catalogs
// (server/i18n/catalogs), in the reader's language. Reads every .ts file under server/modules (tests
// and fixtures aside) with the TypeScript compiler and reports
// - `serverT("en", ...)`: a fixed language where the reader's belongs;
// - a literal (or a template with words around its placeholders) given as a person's text: the
//   `title`, `message`, `subject`, `text`, `html`, `summary`, `note`, `reason` or `description` of an
//   object (OpenAPI descriptions aside), or an argument of a notification builder, a page, a note
//   pushed to a list or a skipped import row (`notificationText.*`, `createNotifications`, `page`,
//   `*Page`, `*.push`, `RowError`);
// - words between tags in HTML written in code (`<p>Stop email</p>`, `>Back to Sprintboard<`);
// - any template with words around its placeholders: a sentence built in code (`\`Row ${n}: title
//   cut\``), wherever it goes; markup and JSON written by hand (starting with `<`, `{`, `[`) are not.
// API error messages (badRequest, conflict, ... HttpError, an import mapping's `fail`) are not
// people's texts here: the web words them by their code (docs/i18n.md), so they are skipped, as are
// errors for developers (`new Error`, `super` in an Error class), logs, SQL and OpenAPI descriptions.
// The few texts no person reads in the app (a JSON answer for mail providers, a line in a log of
// webhook deliveries) are in ALLOWED below, each with its reason. Run by `npm run lint`.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Properties whose text a person reads (a delivery's note, a skipped row's reason, a task's description). */
const TEXT_PROPS = new Set([
  "title",
  "message",
  "subject",
  "text",
  "html",
  "summary",
  "note",
  "reason",
  "description",
]);
/**
 * Calls whose string arguments a person reads: a notification builder, a page, a note pushed to a
 * list (an import's notes, a delivery's), a skipped import row's reason.
 */
const TEXT_CALLS = /^(notificationText\.\w+|createNotifications|page|\w+Page|[\w.]+\.push|RowError)$/;
/** Calls whose message is an API error, worded by the web from its code. */
const ERROR_CALLS =
  /^(badRequest|unauthorized|forbidden|notFound|conflict|tooLarge|tooMany\w*|unprocessable|serviceUnavailable|badGateway|(?!Row)\w*Error|fail|super)$/;
/** Calls that write for developers or machines: logs, OpenAPI, SQL. */
const DEVELOPER_CALLS =
  /^(log|logger|request\.log|ctx\.log|app\.log|console)\.\w+$|^(describe|contentResponse|sql\.raw)$/;

/**
 * Texts allowed where they are, by file: no person reads them in the product's screens, pages or
 * messages. Each says why.
 */
export const ALLOWED = {
  // The JSON answer of RFC 8058's one-click POST: read by mail providers, never shown; a person
  // who presses the page's button gets the page, in their language.
  "server/modules/email/unsubscribe.service.ts": ["You will no longer get email about"],
  // The 409's message: an API error (WIP_LIMIT), worded by the web from its code and `limit`.
  "server/modules/tasks/wip-limits.ts": ["This column is at its WIP limit"],
  // The OpenAPI summary of the socket's route.
  "server/modules/realtime/realtime.routes.ts": ["The realtime socket"],
  // The instructions given to the AI model that drafts a project plan: read by the model, not a person.
  "server/modules/assistant/ai-prompt.ts": ["You are an experienced agile project manager"],
  // The health check's answer, for load balancers.
  "server/modules/system/system.routes.ts": ["The database is not answering"],
  // The answer's message; the web says its own words ('Password Updated').
  "server/modules/profile/profile.service.ts": ["Password updated successfully"],
};

/**
 * Texts people read that are not in the catalogs yet (issue 32, left for later): reported as a
 * warning, not a failure, so the list can only shrink. Remove a line once its texts are converted.
 */
export const PENDING = {};

/**
 * Words as a sentence has them: two runs of letters with a space between ('Stop email'); a single
 * word ('todo') or a path or header ('filename=', '/api/x') is a value, not a sentence. Tags and
 * their attributes are not words.
 */
const hasWords = (text) => /\p{L}{2,}[ ,]+['"(]?\p{L}{2,}/u.test(text.replace(/<[^>]*>/g, " "));

/** The text parts of a literal or template, joined; undefined for other expressions. */
function literalText(node) {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(" ");
  return undefined;
}

/** The name of a call's callee: `badRequest`, `notificationText.taskAssigned`, `ctx.log.warn`. */
const calleeName = (call, file) => call.expression.getText(file).replace(/\s+/g, "");

/** Whether `node` sits inside an argument of an API error, a log call, or a tagged SQL template. */
function inSkippedContext(node, file) {
  for (let up = node.parent; up; up = up.parent) {
    if (ts.isCallExpression(up) || ts.isNewExpression(up)) {
      const name = up.expression ? calleeName(up, file) : "";
      const last = name.split(".").at(-1) ?? "";
      if (ERROR_CALLS.test(last) || DEVELOPER_CALLS.test(name) || /\.(warn|error|info|debug)$/.test(name))
        return true;
    }
    if (ts.isTaggedTemplateExpression(up)) return true;
    if (
      ts.isPropertyAssignment(up) &&
      /^(description|summary)$/.test(up.name.getText(file)) &&
      isOpenApi(up, file)
    )
      return true;
  }
  return false;
}

/**
 * Whether a property is part of a route's OpenAPI schema: inside `schema: { ... }`, or in an object
 * typed as a `ContentResponse` (an OpenAPI response).
 */
function isOpenApi(property, file) {
  for (let up = property.parent; up; up = up.parent) {
    if (ts.isPropertyAssignment(up) && up.name.getText(file) === "schema") return true;
    if (ts.isVariableDeclaration(up) && up.type?.getText(file) === "ContentResponse") return true;
  }
  return false;
}

/** The person's texts written as literals in one server source: [{line, text, why}]. */
export function findServerLiterals(source, fileName = "file.ts") {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found = [];
  // One finding per text and line: a template pushed as a note is not reported twice.
  const seen = new Set();
  const report = (node, text, why) => {
    if (inSkippedContext(node, file)) return;
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    const words = text.trim().replace(/\s+/g, " ");
    if (seen.has(`${line}\u0000${words}`)) return;
    seen.add(`${line}\u0000${words}`);
    found.push({ line: line + 1, text: words, why });
  };
  const visit = (node) => {
    if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && node.arguments) {
      const name = calleeName(node, file);
      const [first] = node.arguments;
      if (name === "serverT" && first && literalText(first) === "en")
        report(node, node.getText(file).slice(0, 60), "serverT in a fixed language");
      if (TEXT_CALLS.test(name))
        for (const arg of node.arguments) {
          const text = literalText(arg);
          if (text !== undefined && hasWords(text)) report(arg, text, `argument of ${name}`);
        }
    }
    if (
      ts.isPropertyAssignment(node) &&
      TEXT_PROPS.has(node.name.getText(file)) &&
      !(node.name.getText(file) === "description" && isOpenApi(node, file))
    ) {
      const text = literalText(node.initializer);
      if (text !== undefined && hasWords(text)) report(node, text, `${node.name.getText(file)} property`);
    }
    // Any template with words around its placeholders is a sentence built in code (a note, a
    // summary, a description), wherever it goes; markup and JSON written by hand are not.
    if (ts.isTemplateExpression(node)) {
      const text = literalText(node);
      if (text !== undefined && hasWords(text) && !/^[\s<{[]/.test(node.head.text))
        report(node, text, "sentence built in code");
    }
    const raw = literalText(node);
    if (
      raw !== undefined &&
      (ts.isTemplateExpression(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isStringLiteral(node))
    ) {
      for (const match of raw.matchAll(/>([^<>${}]*)</g)) {
        if (hasWords(match[1])) report(node, match[1], "HTML text");
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$|fixtures?\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Every finding under server/modules, allowed ones aside: [{file, line, text, why}]. */
export function checkServerTexts(base = root) {
  return sources(path.join(base, "server", "modules")).flatMap((full) => {
    const rel = path.relative(base, full).split(path.sep).join("/");
    const allowed = [...(ALLOWED[rel] ?? []), ...(PENDING[rel] ?? [])];
    return findServerLiterals(readFileSync(full, "utf8"), rel)
      .filter((f) => !allowed.some((text) => f.text.includes(text)))
      .map((f) => ({ file: rel, ...f }));
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const found = checkServerTexts();
  for (const f of found) console.error(`${f.file}:${f.line}: ${f.why}: ${JSON.stringify(f.text)}`);
  if (found.length > 0) {
    console.error(
      `\n${found.length} server text(s) for people outside the catalogs: use serverT with a key of server/i18n/catalogs (docs/i18n.md).`,
    );
    process.exit(1);
  }
  const pending = Object.values(PENDING).flat().length;
  console.log(
    `server texts: every text for a person comes from the catalogs${pending ? ` (${pending} pending, scripts/check-server-texts.mjs PENDING)` : ""}`,
  );
}
