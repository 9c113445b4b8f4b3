// npm run i18n:extract: writes web/src/i18n/catalogs/en.json, the English catalog, from the messages
// the web client's code holds (`t({id, defaultMessage})`, `t.rich(...)`, `defineMessages`, see
// docs/i18n.md), with FormatJS's extractor. `--stdout` prints it instead (the catalog test compares).
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = createRequire(import.meta.url).resolve("@formatjs/cli/bin/formatjs");
const output = execFileSync(
  bin,
  [
    "extract",
    "web/src/**/*.{ts,tsx}",
    "--ignore",
    "web/src/**/*.test.{ts,tsx}",
    "--additional-function-names",
    "t,rich",
    "--format",
    "simple",
    "--throws",
  ],
  { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
);
// Sorted by key, two-space indented, one trailing newline: the shape Biome keeps and diffs read well.
const messages = JSON.parse(output || "{}");
const sorted = Object.fromEntries(
  Object.keys(messages)
    .sort()
    .map((key) => [key, messages[key]]),
);
const text = `${JSON.stringify(sorted, null, 2)}\n`;
if (process.argv.includes("--stdout")) process.stdout.write(text);
else writeFileSync(`${root}web/src/i18n/catalogs/en.json`, text);
