import { expect, it } from "vitest";
import { rootKeys } from "./keys";

// Every source file of the web client, as text (Vite's glob import; tests excluded).
const sources = import.meta.glob<string>(["../**/*.ts", "../**/*.tsx", "!../**/*.test.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
});

/** A query key spelled from a string of its own (`queryKey: ["tasks", ...]`), not from a root. */
const OWN_ROOT = /queryKey:\s*\[\s*["'`]|Keys?\s*=\s*\[\s*["'`]|Keys?\(\s*[^)]*\)\s*\{\s*return\s*\[\s*["'`]/;

it("builds every query key on a root of keys.ts", () => {
  const files = Object.keys(sources);
  expect(files.length).toBeGreaterThan(50);
  const offenders = files.filter((file) => file !== "./keys.ts" && OWN_ROOT.test(sources[file]!));
  expect(offenders).toEqual([]);
});

it("catches a key spelled from its own string", () => {
  expect(OWN_ROOT.test('queryKey: ["tasks", "user"]')).toBe(true);
  expect(OWN_ROOT.test('export const myTasksKey = ["tasks", "user"] as const;')).toBe(true);
  expect(OWN_ROOT.test("queryKey: [...rootKeys.tasks, 'user']")).toBe(false);
});

it("gives each root its own first segment", () => {
  const firsts = Object.values(rootKeys).map((key) => key[0]);
  expect(new Set(firsts).size).toBe(firsts.length);
});
