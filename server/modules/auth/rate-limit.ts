import { BlockList, isIPv4 } from "node:net";
import type { FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";
import { tooManyRequests } from "../../platform/errors.ts";

const WINDOW = "15 minutes";

/** Loopback and private networks: the only peers whose X-Forwarded-For is believed. */
const proxies = new BlockList();
for (const [net, prefix] of [
  ["127.0.0.0", 8],
  ["10.0.0.0", 8],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["169.254.0.0", 16],
] as const)
  proxies.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
] as const)
  proxies.addSubnet(net, prefix, "ipv6");

const unmap = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
const isProxy = (address: string) =>
  isIPv4(address) ? proxies.check(address, "ipv4") : address.includes(":") && proxies.check(address, "ipv6");

/**
 * The address the limits count against: the socket peer, or, when the peer is a proxy on a
 * private network, the nearest address in X-Forwarded-For that is not such a proxy. Unlike
 * `request.ip` under `trustProxy: true`, a client cannot pick its own key by sending the header.
 */
export function clientAddress(request: FastifyRequest): string {
  const header = request.headers["x-forwarded-for"];
  const forwarded = (Array.isArray(header) ? header.join(",") : (header ?? "")).split(",").filter(Boolean);
  const chain = [request.socket.remoteAddress ?? "", ...forwarded.reverse()].map(unmap);
  return chain.find((address) => !isProxy(address)) ?? chain[chain.length - 1] ?? "";
}

/** Route config of login, register, forgot-password (and its resend) and reset-password. */
export function limitedAuthRoute(config: Config) {
  return {
    access: "public" as const,
    rateLimit: {
      max: config.authRateLimit,
      timeWindow: WINDOW,
      keyGenerator: clientAddress,
      errorResponseBuilder: () => tooManyRequests("Too many attempts. Please try again in 15 minutes."),
    },
  };
}
