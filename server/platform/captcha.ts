import { createHmac } from "node:crypto";
import { createChallenge, verifySolution } from "altcha-lib";
import type { Config } from "../config.ts";
import { badRequest } from "./errors.ts";

const CHALLENGE_TTL_MS = 10 * 60 * 1000;
/** Proof-of-work difficulty: the widget searches at most this many numbers. */
const MAX_NUMBER = 50_000;
const RECAPTCHA_VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";

/** Issues and verifies human-verification tokens for the configured provider. */
export type Captcha = {
  provider: Config["captcha"]["provider"];
  /** A fresh altcha challenge (only for the altcha provider). */
  challenge: () => Promise<unknown>;
  /** Throws 400 'reCAPTCHA verification required' unless the token is valid. */
  verify: (token: string | undefined, remoteIp?: string) => Promise<void>;
};

/** Builds the captcha for this configuration; its HMAC key derives from the session secret. */
export function createCaptcha(config: Config): Captcha {
  const { provider } = config.captcha;
  const hmacKey = createHmac("sha256", config.sessionSecret).update("altcha").digest("hex");
  const required = () => badRequest("reCAPTCHA verification required");
  return {
    provider,
    challenge: () =>
      createChallenge({ hmacKey, maxNumber: MAX_NUMBER, expires: new Date(Date.now() + CHALLENGE_TTL_MS) }),
    verify: async (token, remoteIp) => {
      if (provider === "none") return;
      if (!token) throw required();
      if (provider === "altcha") {
        const ok = await verifySolution(token, hmacKey, true).catch(() => false);
        if (!ok) throw badRequest("reCAPTCHA verification failed. Please try again.");
        return;
      }
      const body = new URLSearchParams({ secret: config.captcha.secretKey ?? "", response: token });
      if (remoteIp) body.set("remoteip", remoteIp);
      const res = await fetch(RECAPTCHA_VERIFY_URL, { method: "POST", body }).catch(() => null);
      const data = res?.ok ? ((await res.json()) as { success?: boolean }) : null;
      if (!data?.success) throw badRequest("reCAPTCHA verification failed. Please try again.");
    },
  };
}
