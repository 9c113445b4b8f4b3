// Imports nothing: the web client's entry takes these without the schemas (and zod) with them.

/** The largest id a database serial column holds (2^31-1): a larger id is a 400 or 404, never a 500. */
export const MAX_ID = 2147483647;

/** Whether `n` can be a database id: a whole number from 1 to 2^31-1 (what `PathIdSchema` accepts). */
export function isDatabaseId(n: number): boolean {
  return Number.isInteger(n) && n > 0 && n <= MAX_ID;
}
