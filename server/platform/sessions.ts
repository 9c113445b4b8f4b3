import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray, lt, ne } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db, DbOrTx } from "../db/client.ts";
import { sessions, users } from "../db/schema.ts";

/** Name of the session cookie. */
export const SESSION_COOKIE = "sid";
const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A user row as the server passes it around (never the password hash). */
export type SessionUser = Omit<
  typeof users.$inferSelect,
  "passwordHash" | "resetTokenHash" | "resetTokenExpiry"
>;

/** The user columns a session or a token loads: never the password or reset hashes. */
export const sessionUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phoneNumber: users.phoneNumber,
  profileImageUrl: users.profileImageUrl,
  isApproved: users.isApproved,
  isSuperAdmin: users.isSuperAdmin,
  emailVerified: users.emailVerified,
  theme: users.theme,
  language: users.language,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

/** Creates a session row for the user and sets the signed cookie. */
export async function startSession(
  db: DbOrTx,
  reply: FastifyReply,
  userId: number,
  secure: boolean,
): Promise<string> {
  const sid = randomBytes(32).toString("base64url");
  const expire = new Date(Date.now() + SESSION_DAYS * DAY_MS);
  await db
    .insert(sessions)
    .values({ sid, userId, expire, sess: { userId, createdAt: new Date().toISOString() } });
  reply.setCookie(SESSION_COOKIE, sid, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    signed: true,
    expires: expire,
  });
  return sid;
}

/** Reads the signed session id from a request's cookies, or null. */
export function readSessionId(request: FastifyRequest): string | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid ? unsigned.value : null;
}

/** Loads the user of a live session in one query, extending sessions past half their life. */
export async function loadSessionUser(db: Db, sid: string): Promise<SessionUser | null> {
  const now = new Date();
  const rows = await db
    .select({ user: sessionUserColumns, expire: sessions.expire })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, now)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (row.expire.getTime() - now.getTime() < (SESSION_DAYS / 2) * DAY_MS) {
    await db
      .update(sessions)
      .set({ expire: new Date(now.getTime() + SESSION_DAYS * DAY_MS) })
      .where(eq(sessions.sid, sid));
  }
  return row.user;
}

/** Ends one session and clears its cookie. */
export async function endSession(db: Db, reply: FastifyReply, sid: string | null): Promise<void> {
  if (sid) await db.delete(sessions).where(eq(sessions.sid, sid));
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
}

/** Ends every session of a user except `keepSid` (after a password change or reset). */
export async function endOtherSessions(db: DbOrTx, userId: number, keepSid: string | null): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepSid ? and(eq(sessions.userId, userId), ne(sessions.sid, keepSid)) : eq(sessions.userId, userId),
    );
}

/**
 * The session id as the database's NOTIFY payloads name it (migration 0001): the first 32 hex digits
 * of its sha256, so that a session id never travels between processes.
 */
export function sessionHash(sid: string): string {
  return createHash("sha256").update(sid, "utf8").digest("hex").slice(0, 32);
}

/** When a live session expires, or null when it has ended (deleted or past its expiry). */
export async function sessionExpiry(db: Db, sid: string): Promise<Date | null> {
  const rows = await db
    .select({ expire: sessions.expire })
    .from(sessions)
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, new Date())))
    .limit(1);
  return rows[0]?.expire ?? null;
}

/** Which of the given session ids are still live (present and not expired), in one query. */
export async function liveSessionIds(db: Db, sids: string[]): Promise<Set<string>> {
  if (sids.length === 0) return new Set();
  const rows = await db
    .select({ sid: sessions.sid })
    .from(sessions)
    .where(and(inArray(sessions.sid, sids), gt(sessions.expire, new Date())));
  return new Set(rows.map((r) => r.sid));
}

/** Deletes expired sessions (scheduled clean-up). */
export async function purgeExpiredSessions(db: DbOrTx): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expire, new Date()));
}
