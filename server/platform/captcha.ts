import { createHmac } from "node:crypto";
import { createChallenge, extractParams, verifySolution } from "altcha-lib";
import type { CaptchaChallenge } from "../../contract/config.ts";
import type { Config } from "../config.ts";
import { badRequest } from "./errors.ts";

const CHALLENGE_TTL_MS = 10 * 60 * 1000;
/** Proof-of-work difficulty: the widget searches at most this many numbers. */
const MAX_NUMBER = 50_000;
const RECAPTCHA_VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";
const RECAPTCHA_TIMEOUT_MS = 10_000;

/** Issues and verifies human-verification tokens for the configured provider. */
export type Captcha = {
  provider: Config["captcha"]["provider"];
  /** A fresh altcha challenge (only for the altcha provider). */
  challenge: () => Promise<CaptchaChallenge>;
  /**
   * Checks the token, then runs `action`. An altcha solution serves one successful action:
   * it is claimed before the action and released again if the action fails (wrong password,
   * email taken), so the user can correct the form without solving a new challenge.
   * Throws 400 'reCAPTCHA verification required' without a token, 400 for a bad or used one.
   */
  guard: <T>(token: string | undefined, remoteIp: string | undefined, action: () => Promise<T>) => Promise<T>;
};

/**
 * Builds the captcha for this configuration; its HMAC key derives from the session secret.
 * Used altcha solutions are remembered in this process until their challenge expires: with
 * several app instances a solution could be replayed once on each other instance within its
 * 10 minutes, which the per-address and per-account rate limits bound.
 */
export function createCaptcha(config: Config): Captcha {
  const { provider } = config.captcha;
  const hmacKey = createHmac("sha256", config.sessionSecret).update("altcha").digest("hex");
  const used = new UsedSolutions();
  const failed = () => badRequest("reCAPTCHA verification failed. Please try again.", "CAPTCHA_FAILED");

  const verifyAltcha = async (token: string): Promise<string> => {
    const ok = await verifySolution(token, hmacKey, true).catch(() => false);
    if (!ok) throw failed();
    // verifySolution has just decoded the same base64 JSON successfully.
    const payload = JSON.parse(atob(token)) as { signature: string };
    const expires = Number(extractParams(token).expires) * 1000;
    if (!used.claim(payload.signature, expires)) throw failed();
    return payload.signature;
  };

  const verifyRecaptcha = async (token: string, remoteIp: string | undefined): Promise<void> => {
    const body = new URLSearchParams({ secret: config.captcha.secretKey ?? "", response: token });
    if (remoteIp) body.set("remoteip", remoteIp);
    const res = await fetch(RECAPTCHA_VERIFY_URL, {
      method: "POST",
      body,
      signal: AbortSignal.timeout(RECAPTCHA_TIMEOUT_MS),
    }).catch(() => null);
    const data = res?.ok ? ((await res.json().catch(() => null)) as { success?: boolean } | null) : null;
    if (!data?.success) throw failed();
  };

  return {
    provider,
    challenge: () =>
      createChallenge({ hmacKey, maxNumber: MAX_NUMBER, expires: new Date(Date.now() + CHALLENGE_TTL_MS) }),
    guard: async (token, remoteIp, action) => {
      if (provider === "none") return action();
      if (!token) throw badRequest("reCAPTCHA verification required", "CAPTCHA_REQUIRED");
      if (provider === "recaptcha") {
        await verifyRecaptcha(token, remoteIp);
        return action();
      }
      const signature = await verifyAltcha(token);
      try {
        return await action();
      } catch (err) {
        used.release(signature);
        throw err;
      }
    },
  };
}

/** Signatures of altcha solutions already used, each kept until its challenge expires. */
class UsedSolutions {
  private readonly entries = new Map<string, number>();

  /** Records the signature; false when it is already recorded. */
  claim(signature: string, expiresAt: number): boolean {
    const now = Date.now();
    for (const [key, until] of this.entries) if (until < now) this.entries.delete(key);
    if (this.entries.has(signature)) return false;
    this.entries.set(signature, Number.isFinite(expiresAt) ? expiresAt : now + CHALLENGE_TTL_MS);
    return true;
  }

  /** Forgets the signature, so the solution may be used again. */
  release(signature: string): void {
    this.entries.delete(signature);
  }
}
