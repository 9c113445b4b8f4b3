import type { FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";
import { tooManyRequests } from "../../platform/errors.ts";

const WINDOW = "15 minutes";

/**
 * The address the limits count against: Fastify's `request.ip`, which is the socket peer unless
 * TRUST_PROXY names that peer as a proxy (then the nearest X-Forwarded-For address it did not
 * vouch for). With no proxy trusted by default, a client cannot pick its own key with the header.
 */
export function clientAddress(request: FastifyRequest): string {
  return request.ip;
}

/** Route config of login, register, forgot-password (and its resend) and reset-password. */
export function limitedAuthRoute(config: Config) {
  return {
    access: "public" as const,
    rateLimit: {
      max: config.authRateLimit,
      timeWindow: WINDOW,
      keyGenerator: clientAddress,
      errorResponseBuilder: () =>
        tooManyRequests("Too many attempts. Please try again in 15 minutes.", "TOO_MANY_ATTEMPTS"),
    },
  };
}
