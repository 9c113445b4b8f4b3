import { and, desc, eq, ilike, lt, ne, sql } from "drizzle-orm";
import {
  CHAT_PAGE_LIMIT,
  CHAT_SEARCH_LIMIT,
  type ChatChannel,
  type ChatChannelList,
  type ChatMember,
  type ChatMessagePage,
  type ChatMessagesQuery,
  type ChatSearchHit,
  type ChatSearchQuery,
} from "../../../contract/chat.ts";
import type { PublicUser } from "../../../contract/users.ts";
import type { DbOrTx } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import { chatChannels, chatMessages, chatReads, files, projects, teams, users } from "../../db/schema.ts";
import { chatChannelVisibleTo } from "../../platform/access.ts";
import type { AppContext } from "../../platform/context.ts";
import { badRequest, notFound } from "../../platform/errors.ts";
import { loadReadableChannel, sharesProjectOrDepartmentWith } from "./chat-access.ts";
import {
  channelName,
  channelReaders,
  channelRows,
  ensureGroupChannels,
  messageColumns,
  messageQuery,
  other,
  otherOf,
  presentMessage,
  publicUser,
} from "./chat-queries.ts";

/** Every channel the user may read, with unread counts and their total (three statements, whatever the count). */
export async function listChannels(db: DbOrTx, userId: number): Promise<ChatChannelList> {
  await ensureGroupChannels(db, userId);
  const channels = await channelRows(db, userId);
  return { channels, unreadTotal: channels.reduce((sum, c) => sum + c.unreadCount, 0) };
}

/** Messages by others after the user's last read one, over every channel they may read: one query. */
export async function unreadTotal(db: DbOrTx, userId: number): Promise<{ count: number }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(chatMessages)
    .innerJoin(chatChannels, eq(chatChannels.id, chatMessages.channelId))
    .leftJoin(chatReads, and(eq(chatReads.channelId, chatChannels.id), eq(chatReads.userId, userId)))
    .where(
      and(
        chatChannelVisibleTo(userId),
        ne(chatMessages.authorId, userId),
        sql`${chatMessages.id} > coalesce(${chatReads.lastReadId}, 0)`,
      ),
    );
  return { count: Number(row?.count ?? 0) };
}

/** One channel the user may read (404 otherwise). */
export async function getChannel(db: DbOrTx, userId: number, channelId: number): Promise<ChatChannel> {
  const [channel] = await channelRows(db, userId, eq(chatChannels.id, channelId));
  if (!channel) throw notFound("Channel");
  return channel;
}

/** The people the user shares a project or department with (approved, not the user), by name. */
export async function listPeople(db: DbOrTx, userId: number): Promise<PublicUser[]> {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
    })
    .from(users)
    .where(and(eq(users.isApproved, true), ne(users.id, userId), sharesProjectOrDepartmentWith(userId)))
    .orderBy(users.firstName, users.lastName, users.id);
}

/**
 * The direct channel with `otherId`, made on first use (unique per pair): 400 for oneself, 404 for
 * someone the user shares no project or department with (as if they did not exist).
 */
export async function openDirect(db: DbOrTx, userId: number, otherId: number): Promise<ChatChannel> {
  if (otherId === userId) throw badRequest("You cannot message yourself", "CANNOT_MESSAGE_SELF");
  const [peer] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, otherId), eq(users.isApproved, true), sharesProjectOrDepartmentWith(userId)))
    .limit(1);
  if (!peer) throw notFound("User");
  const [low, high] = userId < otherId ? [userId, otherId] : [otherId, userId];
  await db
    .insert(chatChannels)
    .values({ kind: "direct", directLow: low, directHigh: high })
    .onConflictDoNothing({ target: [chatChannels.directLow, chatChannels.directHigh] });
  const [channel] = await channelRows(
    db,
    userId,
    and(eq(chatChannels.directLow, low), eq(chatChannels.directHigh, high)),
  );
  return channel!;
}

/** The readers of a channel the user may read, with who is online. */
export async function listMembers(ctx: AppContext, userId: number, channelId: number): Promise<ChatMember[]> {
  const channel = await loadReadableChannel(ctx.db, userId, channelId);
  const readers = await channelReaders(ctx.db, channel);
  return readers.map((u) => ({ ...u, online: ctx.realtime.isOnline(u.id) }));
}

/** A page of a channel's messages, newest first, older than `before` (keyset on id). */
export async function listMessages(
  db: DbOrTx,
  userId: number,
  channelId: number,
  query: ChatMessagesQuery,
): Promise<ChatMessagePage> {
  await loadReadableChannel(db, userId, channelId);
  const limit = query.limit ?? CHAT_PAGE_LIMIT;
  const rows = await messageQuery(db)
    .where(
      and(
        eq(chatMessages.channelId, channelId),
        query.before ? lt(chatMessages.id, query.before) : undefined,
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit).map(presentMessage);
  return { messages: page, nextBefore: rows.length > limit ? page[page.length - 1]!.id : null };
}

/**
 * Marks a channel read up to `messageId` (never backwards); 404 for a channel the user may not read,
 * 400 for an id that is not a message of the channel (a made-up high id would mark every later
 * message read).
 */
export async function markRead(db: DbOrTx, userId: number, channelId: number, messageId: number) {
  await loadReadableChannel(db, userId, channelId);
  const [message] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.channelId, channelId)));
  if (!message) throw badRequest("Message id must be a message of this channel", "MESSAGE_NOT_IN_CHANNEL");
  await db
    .insert(chatReads)
    .values({ userId, channelId, lastReadId: messageId })
    .onConflictDoUpdate({
      target: [chatReads.userId, chatReads.channelId],
      set: { lastReadId: sql`greatest(${chatReads.lastReadId}, excluded.last_read_id)` },
    });
}

/** Messages containing the text in channels the user may read, newest first, with their channel's name. */
export async function searchMessages(
  db: DbOrTx,
  userId: number,
  query: ChatSearchQuery,
): Promise<ChatSearchHit[]> {
  const rows = await db
    .select({
      ...messageColumns,
      kind: chatChannels.kind,
      projectName: projects.name,
      teamName: teams.name,
      otherUser: publicUser(other),
    })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.authorId))
    .leftJoin(files, eq(files.id, chatMessages.fileId))
    .innerJoin(chatChannels, eq(chatChannels.id, chatMessages.channelId))
    .leftJoin(projects, eq(projects.id, chatChannels.projectId))
    .leftJoin(teams, eq(teams.id, chatChannels.teamId))
    .leftJoin(other, otherOf(userId))
    .where(and(chatChannelVisibleTo(userId), ilike(chatMessages.content, containsPattern(query.q))))
    .orderBy(desc(chatMessages.id))
    .limit(query.limit ?? CHAT_SEARCH_LIMIT);
  return rows.map((r) => ({
    // The author comes from an inner join: never null (the types widen it for the later left joins).
    ...presentMessage(r as Parameters<typeof presentMessage>[0]),
    channelName: channelName({
      projectName: r.projectName,
      teamName: r.teamName,
      otherUser: r.kind === "direct" ? (r.otherUser as PublicUser | null) : null,
    }),
  }));
}
