import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { EMAIL_KINDS, type EmailKind } from "../../../contract/email.ts";

/*
 * Unsubscribe tokens (product rules, email): `<payload>.<mac>`, both base64url, where the payload is
 * `{u: userId, k: kind, n: nonce}` and the mac an HMAC-SHA256 of the payload with a key derived
 * (HKDF) from SESSION_SECRET. Each email's link carries a fresh nonce; a used nonce is stored, so a
 * link works once (mail_unsubscribe_uses).
 */

/** What a valid token names. */
export type UnsubscribeClaim = { userId: number; kind: EmailKind; nonce: string };

const keys = new Map<string, Buffer>();
function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "sprintboard", "email-unsubscribe", 32));
    keys.set(secret, key);
  }
  return key;
}

/** Unpadded base64url, as the server writes it. */
const CANONICAL_PAYLOAD = /^[A-Za-z0-9_-]+$/;

const mac = (secret: string, payload: string) => createHmac("sha256", keyOf(secret)).update(payload).digest();

/** A new token for `userId` and `kind`, with a fresh nonce. */
export function signUnsubscribeToken(secret: string, userId: number, kind: EmailKind): string {
  const payload = Buffer.from(
    JSON.stringify({ u: userId, k: kind, n: randomBytes(12).toString("base64url") }),
  ).toString("base64url");
  return `${payload}.${mac(secret, payload).toString("base64url")}`;
}

/** The claim of a token whose signature is right and whose contents make sense; null for anything else. */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | null {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  // Only the exact spelling the server wrote: base64url decoding ignores padding bits, `=` and stray
  // characters, so the MAC is compared as text, never decoded.
  const expected = Buffer.from(mac(secret, payload).toString("base64url"));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (!CANONICAL_PAYLOAD.test(payload)) return null;
  try {
    const value = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
    const { u, k, n } = value;
    if (typeof u !== "number" || !Number.isInteger(u) || u <= 0) return null;
    if (typeof k !== "string" || !(EMAIL_KINDS as readonly string[]).includes(k)) return null;
    if (typeof n !== "string" || n.length < 8 || n.length > 32) return null;
    return { userId: u, kind: k as EmailKind, nonce: n };
  } catch {
    return null;
  }
}
