import { createHmac, timingSafeEqual } from "node:crypto";
import type { RepositoryProvider } from "../../../contract/repositories.ts";

/* How each provider signs and names a delivery (product rules §34). */

/** The headers a delivery is read with (lower-case names). */
export type InboundHeaders = Record<string, string | string[] | undefined>;

function header(headers: InboundHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const hmacHex = (secret: string, body: Buffer) => createHmac("sha256", secret).update(body).digest("hex");

/**
 * Whether the delivery is signed with `secret` as the provider signs: GitHub `X-Hub-Signature-256:
 * sha256=<hex HMAC-SHA256 of the body>`, GitLab `X-Gitlab-Token: <secret>`, Gitea
 * `X-Gitea-Signature: <hex HMAC-SHA256>` (Forgejo also `X-Forgejo-Signature`). Constant-time compares.
 */
export function verifySignature(
  provider: RepositoryProvider,
  secret: string,
  headers: InboundHeaders,
  body: Buffer,
): boolean {
  if (provider === "github") {
    const sent = header(headers, "x-hub-signature-256");
    return sent !== undefined && safeEqual(sent.toLowerCase(), `sha256=${hmacHex(secret, body)}`);
  }
  if (provider === "gitlab") {
    const sent = header(headers, "x-gitlab-token");
    return sent !== undefined && safeEqual(sent, secret);
  }
  const sent = header(headers, "x-forgejo-signature") ?? header(headers, "x-gitea-signature");
  return sent !== undefined && safeEqual(sent.toLowerCase(), hmacHex(secret, body));
}

/** The provider's event name and delivery id (the id may be missing: GitLab before 15.x). */
export function deliveryHeaders(
  provider: RepositoryProvider,
  headers: InboundHeaders,
): { event: string; deliveryId: string | undefined } {
  if (provider === "github") {
    return {
      event: header(headers, "x-github-event") ?? "",
      deliveryId: header(headers, "x-github-delivery"),
    };
  }
  if (provider === "gitlab") {
    return {
      event: header(headers, "x-gitlab-event") ?? "",
      deliveryId: header(headers, "x-gitlab-event-uuid") ?? header(headers, "idempotency-key"),
    };
  }
  return {
    event: header(headers, "x-forgejo-event") ?? header(headers, "x-gitea-event") ?? "",
    deliveryId: header(headers, "x-forgejo-delivery") ?? header(headers, "x-gitea-delivery"),
  };
}
