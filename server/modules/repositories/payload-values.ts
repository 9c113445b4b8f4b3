import { isDatabaseId } from "../../../contract/ids.ts";

/*
 * Reading a provider's payload (product rules §34): untrusted JSON, read through these, never by
 * assertion, and the limits of what one delivery is read for.
 */

export type Json = Record<string, unknown>;
export const obj = (v: unknown): Json => (v && typeof v === "object" && !Array.isArray(v) ? (v as Json) : {});
// NUL cannot be stored in text columns: it is dropped rather than failing the delivery.
export const str = (v: unknown): string | null => (typeof v === "string" ? v.replaceAll("\u0000", "") : null);
/** A positive whole number that fits the database's integer. */
export const num = (v: unknown): number | null => (typeof v === "number" && isDatabaseId(v) ? v : null);
export const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
/** A web address (http or https) to link to; anything else (`javascript:`, `data:`, ...) is null. */
export function webUrl(v: unknown): string | null {
  const text = str(v);
  if (text === null || !/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:" ? text : null;
  } catch {
    return null;
  }
}

/** The most commits one push is read for (a longer push is cut, and its summary says so). */
export const MAX_COMMITS = 2048;
/** The most pull requests one checks event is read for. */
export const MAX_PULL_REQUESTS = 100;
