import { and, count, desc, eq } from "drizzle-orm";
import {
  type ApiToken,
  type CreateApiToken,
  type CreatedApiToken,
  MAX_API_TOKENS,
} from "../../../contract/api-tokens.ts";
import type { Db } from "../../db/client.ts";
import { apiTokens, users } from "../../db/schema.ts";
import { newApiTokenSecret } from "../../platform/api-tokens.ts";
import { badRequest, notFound } from "../../platform/errors.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

const listed = {
  id: apiTokens.id,
  name: apiTokens.name,
  scope: apiTokens.scope,
  prefix: apiTokens.prefix,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
  expiresAt: apiTokens.expiresAt,
};

type Row = { [K in keyof typeof listed]: (typeof apiTokens.$inferSelect)[K] };

function toApiToken(row: Row): ApiToken {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/** The user's tokens, newest first, expired ones included (they say so); never a secret. */
export async function listApiTokens(db: Db, userId: number): Promise<ApiToken[]> {
  const rows = await db
    .select(listed)
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(toApiToken);
}

/**
 * Makes a token and returns its secret, the only time it is shown. At most MAX_API_TOKENS per user,
 * counted under a lock on the user's row so two creations at once cannot pass it.
 */
export async function createApiToken(
  db: Db,
  userId: number,
  input: CreateApiToken,
): Promise<CreatedApiToken> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [held] = await tx.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, userId));
    if ((held?.n ?? 0) >= MAX_API_TOKENS) {
      throw badRequest(
        `You can have at most ${MAX_API_TOKENS} API tokens; revoke one first`,
        "API_TOKEN_LIMIT",
        {
          max: MAX_API_TOKENS,
        },
      );
    }
    const { secret, tokenHash, prefix } = newApiTokenSecret();
    const expiresAt = input.expiresInDays ? new Date(Date.now() + input.expiresInDays * DAY_MS) : null;
    const [row] = await tx
      .insert(apiTokens)
      .values({ userId, name: input.name, scope: input.scope, tokenHash, prefix, expiresAt })
      .returning(listed);
    return { token: toApiToken(row!), secret };
  });
}

/** Revokes (deletes) one of the user's tokens; another user's is 404, as if it did not exist. */
export async function revokeApiToken(db: Db, userId: number, tokenId: number): Promise<void> {
  const gone = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId)))
    .returning({ id: apiTokens.id });
  if (gone.length === 0) throw notFound("API token");
}
