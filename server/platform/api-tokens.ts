import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import { API_TOKEN_PREFIX, type ApiTokenScope } from "../../contract/api-tokens.ts";
import type { Db } from "../db/client.ts";
import { apiTokens, users } from "../db/schema.ts";
import { type SessionUser, sessionUserColumns } from "./sessions.ts";

/*
 * Personal API tokens (product rules §27): `Authorization: Bearer sbp_...` on any API route, as
 * the user who made it. Only the SHA-256 of the secret is stored: the secret has 256 random bits,
 * so a fast hash is enough and a lookup is one indexed query.
 */

/** A request's token: whose it is and what it may do. */
export type TokenAuth = { tokenId: number; name: string; scope: ApiTokenScope; user: SessionUser };

/** last_used_at is written at most this often per token, not on every request. */
const LAST_USED_EVERY_MS = 60 * 1000;

/** The stored hash of a secret. */
export function hashApiToken(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** A new secret and what is stored of it. */
export function newApiTokenSecret(): { secret: string; tokenHash: string; prefix: string } {
  const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  return { secret, tokenHash: hashApiToken(secret), prefix: secret.slice(0, API_TOKEN_PREFIX.length + 6) };
}

/** The bearer token of an `Authorization` header, or null when the header is absent or another scheme. */
export function readBearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match ? match[1]! : null;
}

/** The user and scope of a live (unexpired) token, noting its use; null for an unknown or expired one. */
export async function loadTokenAuth(db: Db, secret: string): Promise<TokenAuth | null> {
  const now = new Date();
  const [row] = await db
    .select({
      tokenId: apiTokens.id,
      name: apiTokens.name,
      scope: apiTokens.scope,
      lastUsedAt: apiTokens.lastUsedAt,
      user: sessionUserColumns,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(
      and(
        eq(apiTokens.tokenHash, hashApiToken(secret)),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) {
    const stale = new Date(now.getTime() - LAST_USED_EVERY_MS);
    // Conditional, so concurrent requests of one token write it once.
    await db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(
        and(eq(apiTokens.id, row.tokenId), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, stale))),
      );
  }
  return { tokenId: row.tokenId, name: row.name, scope: row.scope, user: row.user };
}
