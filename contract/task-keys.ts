import { z } from "zod";

/*
 * Task keys (product rules §26): a project's key is 2-6 upper-case letters and digits starting with a
 * letter (`WEB`); a task's key is its project's key, a hyphen and its number in the project (`WEB-42`).
 */

/** A project key: 2-6 letters and digits, starting with a letter (upper-cased on input). */
export const PROJECT_KEY_PATTERN = /^[A-Z][A-Z0-9]{1,5}$/;
/** A task key: a project key, a hyphen, a number from 1. */
export const TASK_KEY_PATTERN = /^([A-Z][A-Z0-9]{1,5})-([1-9][0-9]{0,8})$/;
const PROJECT_KEY_MESSAGE = "Key must be 2-6 letters or digits, starting with a letter";

/** A project key as a form or a request sends it: trimmed and upper-cased, then checked. */
export const ProjectKeySchema = z
  .string({ error: PROJECT_KEY_MESSAGE })
  .trim()
  .toUpperCase()
  .regex(PROJECT_KEY_PATTERN, PROJECT_KEY_MESSAGE);

/** A task key split into its project key and number, or null when `text` is not one (any case). */
export function parseTaskKey(text: string): { projectKey: string; number: number } | null {
  const match = TASK_KEY_PATTERN.exec(text.trim().toUpperCase());
  return match ? { projectKey: match[1]!, number: Number(match[2]) } : null;
}

/** Path of GET /api/tasks/by-key/{key}. */
export const TaskKeyParams = z.object({
  /** A task key such as WEB-42 (any case). */
  key: z.string().trim().toUpperCase().regex(TASK_KEY_PATTERN, "Key must look like WEB-42"),
});
export type TaskKeyParams = z.output<typeof TaskKeyParams>;
export type TaskKeyParamsInput = z.input<typeof TaskKeyParams>;

/** The most keys one GET /api/tasks/keys resolves. */
export const MAX_RESOLVED_KEYS = 50;

/** GET /api/tasks/keys?keys=WEB-1,WEB-2: resolves the keys of a text (a comment, a chat message). */
export const ResolveTaskKeysQuery = z.object({
  /** Comma-separated task keys, 1 to 50, any case; duplicates ignored. */
  keys: z
    .string({ error: "Keys are required" })
    .transform((text) => [
      ...new Set(
        text
          .split(",")
          .map((k) => k.trim().toUpperCase())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string().regex(TASK_KEY_PATTERN, "Each key must look like WEB-42"))
        .min(1, "Keys are required")
        .max(MAX_RESOLVED_KEYS, `At most ${MAX_RESOLVED_KEYS} keys at once`),
    ),
});
export type ResolveTaskKeysQuery = z.output<typeof ResolveTaskKeysQuery>;
export type ResolveTaskKeysQueryInput = z.input<typeof ResolveTaskKeysQuery>;

/** A resolved key: the task it names, which the reader may see. */
export const ResolvedTaskKeySchema = z.object({
  /** The task key, e.g. WEB-42. */
  key: z.string(),
  /** Task id. */
  id: z.number().int(),
  /** The task's project. */
  projectId: z.number().int(),
  /** The task's title (a link's tooltip). */
  title: z.string(),
});
export type ResolvedTaskKey = z.output<typeof ResolvedTaskKeySchema>;

/** Where a text names task keys: each match's start, end and key (upper-cased), in order. */
export function findTaskKeys(text: string): { start: number; end: number; key: string }[] {
  const found: { start: number; end: number; key: string }[] = [];
  // Word boundaries on both sides, so "ABC-12x" and "xWEB-1" are not keys.
  const re = /(?<![A-Za-z0-9-])([A-Za-z][A-Za-z0-9]{1,5}-[1-9][0-9]{0,8})(?![A-Za-z0-9-])/g;
  for (const match of text.matchAll(re)) {
    const key = match[1]!.toUpperCase();
    // Only upper-case keys as written count, so an ordinary "covid-19" stays plain text.
    if (match[1] !== key) continue;
    found.push({ start: match.index, end: match.index + key.length, key });
  }
  return found;
}
