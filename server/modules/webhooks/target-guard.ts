import type { LookupAddress } from "node:dns";
import dns from "node:dns";
import { BlockList, isIP } from "node:net";

/*
 * SSRF guard (product rules §28): a webhook may not reach the server's own network. Unless
 * WEBHOOK_ALLOW_PRIVATE=true, every address its host resolves to must be public: loopback, private,
 * link-local, unique-local, CGNAT, multicast, unspecified, reserved and IPv4-mapped IPv6 addresses are
 * refused (every IPv4-mapped one, public or not). The check runs when a webhook is saved and again inside the socket's own lookup at each
 * delivery, so a name that later resolves elsewhere (DNS rebinding) is refused too.
 */

// Two lists: Node's BlockList also matches IPv4 addresses against IPv6 rules (as IPv4-mapped).
const blocked4 = new BlockList();
const blocked6 = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked4.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["::", 96],
  ["::ffff:0:0", 96],
  ["64:ff9b::", 96],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  blocked6.addSubnet(net, prefix, "ipv6");
}

/** Thrown when a target is refused; its message is shown to the owner or kept in the delivery log. */
export class TargetRefusedError extends Error {}

/** Whether an IP address is one a webhook may not reach (loopback, private, ...). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return family === 4 ? blocked4.check(address, "ipv4") : blocked6.check(address, "ipv6");
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
