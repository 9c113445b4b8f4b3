import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * contract/ is the single source of the shared lists and shapes (issue 10): this test fails when one
 * of them is written out a second time in contract/, server/ or web/src. Tests are not scanned:
 * they state expected values on purpose.
 */

const root = path.resolve(import.meta.dirname, "..");
const SCANNED = ["contract", "server", "web/src"];

/** Every .ts and .tsx source file under the scanned folders, tests left out, as repo-relative paths. */
function sourceFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && entry.name !== "dist") walk(rel);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) {
        found.push(rel);
      }
    }
  };
  for (const dir of SCANNED) walk(dir);
  return found;
}

const PRIORITY = "(?:high|medium|low|urgent)";
const COLOR = "(?:gray|blue|green|amber|red|purple|pink|indigo|cyan|orange)";
/** Two quoted words of a list next to each other in a tuple, enum or union: `"high", "medium"`. */
const adjacent = (word: string) => new RegExp(`(["'\`])${word}\\1\\s*[,|]\\s*(["'\`])${word}\\2`);

/** What is defined once, where, how a second definition looks, and a sample of one. */
const RULES: { what: string; home: string; pattern: RegExp; sample: string }[] = [
  {
    what: "the task priority list",
    home: "contract/common.ts",
    pattern: adjacent(PRIORITY),
    sample: 'z.enum(["low", "medium", "high", "urgent"])',
  },
  {
    what: "the task priority list (as options)",
    home: "contract/common.ts",
    pattern: new RegExp(`value:\\s*["']${PRIORITY}["']`),
    sample: '[{ value: "high", label: "High" }]',
  },
  {
    what: "the path-id schema (a positive id up to 2^31-1)",
    home: "contract/common.ts",
    pattern: /\.positive\([^)]*\)\s*\.max\(\s*(?:MAX_ID|2147483647|2_147_483_647)/,
    sample: 'z.coerce.number().int("Invalid id")\n  .positive("Invalid id")\n  .max(MAX_ID, "Invalid id")',
  },
  {
    what: "the largest database id",
    home: "contract/ids.ts",
    pattern: /2147483647|2_147_483_647|0x7fffffff/i,
    sample: "id <= 2147483647",
  },
  {
    what: "the digits-as-id pattern",
    home: "contract/common.ts",
    pattern: /\/\^\\d\{1,10\}\$\//,
    sample: "/^\\d{1,10}$/.test(v)",
  },
  {
    what: "the ISO date pattern",
    home: "contract/common.ts",
    pattern: /\\d\{4\}\)?-\(?\\d\{2\}\)?-\(?\\d\{2\}/,
    sample: "const BARE_DATE = /^\\d{4}-\\d{2}-\\d{2}$/;",
  },
  {
    what: "the ten status colours",
    home: "contract/statuses.ts",
    pattern: adjacent(COLOR),
    sample: 'export const STATUS_COLORS = [\n  "gray",\n  "blue",\n] as const;',
  },
];

describe("contract/ is the single source", () => {
  const files = sourceFiles().map((file) => ({ file, text: readFileSync(path.join(root, file), "utf8") }));

  it("scans the sources", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((f) => f.file === "contract/common.ts")).toBe(true);
  });

  it.each(RULES)("$what is recognised when restated", ({ pattern, sample }) => {
    expect(pattern.test(sample)).toBe(true);
  });

  it.each(RULES)("$what is defined nowhere but $home", ({ home, pattern }) => {
    const elsewhere = files.filter((f) => f.file !== home && pattern.test(f.text)).map((f) => f.file);
    expect(elsewhere).toEqual([]);
  });
});
