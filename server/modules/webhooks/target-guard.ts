import type { LookupAddress } from "node:dns";
import dns from "node:dns";
import ipaddr from "ipaddr.js";

/*
 * SSRF guard (product rules §28): a webhook may not reach the server's own network. Unless
 * WEBHOOK_ALLOW_PRIVATE=true, every address its host resolves to must be global unicast: ipaddr.js
 * classifies it, and anything in one of its special ranges is refused (loopback, private,
 * link-local, unique-local, CGNAT, multicast, broadcast, unspecified, documentation, benchmarking,
 * discard, reserved), with every IPv6 form that embeds an IPv4 address (IPv4-mapped and -translated,
 * 6to4, Teredo, NAT64) and every IPv6 address outside 2000::/3 (IPv4-compatible `::a.b.c.d`
 * included). The check runs when a webhook is saved and again inside the socket's own lookup at
 * each delivery, so a name that later resolves elsewhere (DNS rebinding) is refused too.
 */

/** 2000::/3, the only IPv6 block IANA allocates for global unicast. */
const GLOBAL_UNICAST_6 = ipaddr.parseCIDR("2000::/3");

/** Thrown when a target is refused; its message is shown to the owner or kept in the delivery log. */
export class TargetRefusedError extends Error {}

/** Whether an IP address is one a webhook may not reach (loopback, private, ...). */
export function isPrivateAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  const ip = ipaddr.parse(address);
  if (ip.range() !== "unicast") return true;
  return ip.kind() === "ipv6" && !ip.match(GLOBAL_UNICAST_6);
}

/** The host of a URL as DNS takes it (IPv6 literals without brackets). */
export function urlHost(url: string): string {
  return new URL(url).hostname.replace(/^\[(.*)\]$/, "$1");
}

function refusal(host: string, address: string): TargetRefusedError {
  const shown = host === address ? address : `${host} (${address})`;
  return new TargetRefusedError(
    `Webhook URL points to a private or loopback address: ${shown}. Use a public address, or set WEBHOOK_ALLOW_PRIVATE=true.`,
  );
}

/** Resolves the URL's host and refuses it when any address is not public (unless allowed). */
export async function assertPublicTarget(url: string, allowPrivate: boolean): Promise<void> {
  const parsed = new URL(url);
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new TargetRefusedError("Webhook URL must be an http or https address");
  }
  if (allowPrivate) return;
  const host = urlHost(url);
  let addresses: LookupAddress[];
  try {
    addresses = await dns.promises.lookup(host, { all: true, verbatim: true });
  } catch {
    throw new TargetRefusedError(`Webhook URL host cannot be resolved: ${host}`);
  }
  if (addresses.length === 0) throw new TargetRefusedError(`Webhook URL host cannot be resolved: ${host}`);
  const bad = addresses.find((a) => isPrivateAddress(a.address));
  if (bad) throw refusal(host, bad.address);
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http.request that resolves as usual and refuses a private address, so the socket
 * connects only to an address that was checked (no window between check and connect).
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, "");
      const list = addresses as LookupAddress[];
      const bad = allowPrivate ? undefined : list.find((a) => isPrivateAddress(a.address));
      if (bad) return callback(refusal(hostname, bad.address), "");
      if (list.length === 0) return callback(new Error(`cannot resolve ${hostname}`), "");
      if (options.all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
