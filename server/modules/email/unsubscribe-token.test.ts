import { describe, expect, it } from "vitest";
import { signUnsubscribeToken, verifyUnsubscribeToken } from "./unsubscribe-token.ts";

// Only the exact token the server signed is accepted (product rules §33): base64url decoding is
// lenient (padding bits, `=`, stray characters), so an altered spelling of the same MAC must not pass.

const SECRET = "a-test-secret-of-some-length";
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** The token with the low bit of its last character's value flipped (a padding bit of the MAC). */
function flipLastBit(token: string): string {
  const last = token.at(-1)!;
  return token.slice(0, -1) + ALPHABET[ALPHABET.indexOf(last) ^ 1];
}

/** The token with `text` inserted into the middle of its MAC. */
function insertIntoMac(token: string, text: string): string {
  const dot = token.indexOf(".");
  const at = dot + 10;
  return token.slice(0, at) + text + token.slice(at);
}

describe("unsubscribe tokens", () => {
  const token = signUnsubscribeToken(SECRET, 7, "task_assigned");

  it("accepts the token as signed", () => {
    expect(verifyUnsubscribeToken(SECRET, token)).toMatchObject({ userId: 7, kind: "task_assigned" });
  });

  it("refuses every altered spelling of a valid token", () => {
    const altered = [
      flipLastBit(token),
      `${token}\u0000`,
      `${token}=`,
      `${token}==`,
      insertIntoMac(token, "!"),
      insertIntoMac(token, "*"),
      insertIntoMac(token, "\n"),
      insertIntoMac(token, "\t"),
      insertIntoMac(token, "="),
      ` ${token}`,
      `${token} `,
    ];
    for (const spelling of altered) {
      expect(spelling).not.toBe(token);
      expect(verifyUnsubscribeToken(SECRET, spelling), JSON.stringify(spelling)).toBeNull();
    }
  });

  it("refuses a payload spelled differently under the same MAC", () => {
    const [payload, mac] = token.split(".");
    expect(verifyUnsubscribeToken(SECRET, `${payload}=.${mac}`)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `${payload}!.${mac}`)).toBeNull();
  });

  it("refuses a token signed with another secret", () => {
    expect(verifyUnsubscribeToken("another-secret", token)).toBeNull();
  });
});
