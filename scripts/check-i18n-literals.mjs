#!/usr/bin/env node
// Issue 24, item 7: no component renders a literal user-facing string outside the catalogs. Reads every
// .tsx file under web/src (tests aside) with the TypeScript compiler and reports
// - JSX text with letters (`<p>Saved</p>`),
// - string literals given to aria-label, title, placeholder, alt or label (`aria-label="Close"`),
// - string arguments of toast(...), and string title/description of the object given to it.
// Brand names alone (ALLOWED) pass. Files not converted yet are listed in scripts/i18n-pending.json
// and skipped; `--write-pending` rewrites that list from what is found now (the merger runs it after
// merging the screens' conversions). Run by `npm run lint`.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = fileURLToPath(new URL("..", import.meta.url));
const PENDING = path.join(root, "scripts", "i18n-pending.json");

/** Props whose string is read by people (or screen readers). */
const TEXT_PROPS = new Set(["aria-label", "title", "placeholder", "alt", "label"]);
/** Texts that are the same in every language: brand and product names. */
const ALLOWED = new Set([
  "Sprintboard",
  "GitHub",
  "GitLab",
  "Slack",
  "Trello",
  "Jira",
  "OpenAPI",
  "API",
  "URL",
]);

const hasLetters = (text) => /\p{L}/u.test(text);
const flagged = (text) => hasLetters(text) && !ALLOWED.has(text.trim());

/** A string written in the code: a literal, or a template without placeholders. */
function literalText(node) {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isJsxExpression(node)) return literalText(node.expression);
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((s) => s.literal.text).join(" ");
  return undefined;
}

/** The literal user-facing strings of one .tsx source: [{line, text, why}]. */
export function findLiterals(source, fileName = "file.tsx") {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = [];
  const report = (node, text, why) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push({ line: line + 1, text: text.trim().replace(/\s+/g, " "), why });
  };
  const visit = (node) => {
    if (ts.isJsxText(node) && flagged(node.text)) report(node, node.text, "JSX text");
    if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText(file))) {
      const text = literalText(node.initializer);
      if (text !== undefined && flagged(text)) report(node, text, `${node.name.getText(file)} prop`);
    }
    if (ts.isCallExpression(node) && /^toast(\.\w+)?$/.test(node.expression.getText(file))) {
      for (const arg of node.arguments) {
        const text = literalText(arg);
        if (text !== undefined && flagged(text)) report(arg, text, "toast text");
        if (ts.isObjectLiteralExpression(arg)) {
          for (const prop of arg.properties) {
            if (!ts.isPropertyAssignment(prop)) continue;
            const name = prop.name.getText(file);
            const value = literalText(prop.initializer);
            if ((name === "title" || name === "description") && value !== undefined && flagged(value))
              report(prop, value, `toast ${name}`);
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Every .tsx file under web/src but tests, relative to the root with forward slashes. */
function componentFiles() {
  const dir = path.join(root, "web", "src");
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".tsx") && !/\.test\.tsx$/.test(file))
    .map((file) => path.posix.join("web/src", file.split(path.sep).join("/")))
    .sort();
}

function main() {
  const results = new Map();
  for (const file of componentFiles()) {
    const found = findLiterals(readFileSync(path.join(root, file), "utf8"), file);
    if (found.length > 0) results.set(file, found);
  }
  if (process.argv.includes("--write-pending")) {
    writeFileSync(PENDING, `${JSON.stringify([...results.keys()], null, 2)}\n`);
    console.log(
      `i18n literals: ${results.size} files not converted yet written to scripts/i18n-pending.json`,
    );
    return;
  }
  const pending = new Set(JSON.parse(readFileSync(PENDING, "utf8")));
  const failures = [...results].filter(([file]) => !pending.has(file));
  for (const [file, found] of failures) {
    for (const { line, text, why } of found)
      console.error(`${file}:${line}: ${why} "${text}" is not a message`);
  }
  if (failures.length > 0) {
    console.error(
      "Render texts through t(...) (docs/i18n.md); a file not converted yet belongs in scripts/i18n-pending.json.",
    );
    process.exit(1);
  }
  const converted = [...pending].filter((file) => !results.has(file));
  const note =
    converted.length > 0 ? ` (${converted.length} listed as pending are clean now: --write-pending)` : "";
  console.log(`i18n literals: none outside ${pending.size} pending files${note}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
