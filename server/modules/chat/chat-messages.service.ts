import { and, eq, gt, inArray, sql } from "drizzle-orm";
import {
  type ChatMessage,
  type CreateChatMessage,
  mentionName,
  type UpdateChatMessage,
} from "../../../contract/chat.ts";
import type { PublicUser } from "../../../contract/users.ts";
import { ADVISORY_LOCKS } from "../../db/advisory-locks.ts";
import type { DbOrTx } from "../../db/client.ts";
import { chatMessages, chatReads, files, notifications } from "../../db/schema.ts";
import type { AppContext } from "../../platform/context.ts";
import { storeAttachment } from "../../platform/files.ts";
import type { EventOrigin } from "../../platform/realtime.ts";
import type { SessionUser } from "../../platform/sessions.ts";
import { slackPostPreferencesOf } from "../notification-settings/slack-post-preferences.service.ts";
import { notificationText } from "../notifications/messages.ts";
import { createNotifications } from "../notifications/notify.ts";
import { assertMessageAuthor, loadReadableChannel, loadReadableMessage } from "./chat-access.ts";
import { type ChannelRef, channelReaders, getChannelName, loadMessage } from "./chat-queries.ts";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The readers `content` mentions as `@First Last` (or `@email` for a user without a name), author excluded. */
export function mentionedReaders(content: string, readers: PublicUser[], authorId: number): PublicUser[] {
  return readers.filter((reader) => {
    if (reader.id === authorId) return false;
    const pattern = new RegExp(`@${escapeRegExp(mentionName(reader))}(?![\\p{L}\\p{N}_])`, "iu");
    return pattern.test(content);
  });
}

/** Stores a message's file as a `chat` file (the rules of comment attachments, product rules §6). */
async function storeChatFile(
  tx: DbOrTx,
  attachment: NonNullable<CreateChatMessage["attachment"]>,
  owner: { userId: number; projectId: number | null },
): Promise<number> {
  // A project channel's files go with the project.
  return (await storeAttachment(tx, "chat", owner, attachment)).id;
}

/** One person's mentions of a reader in a channel within this long make one notification. */
const MENTION_FOLD_SECONDS = 60;

/**
 * The readers among `userIds` that `actor` mentioned in `channel` less than MENTION_FOLD_SECONDS
 * ago (their notification stands for this mention too). Under a lock per actor, so that two of
 * their messages at once cannot both notify.
 */
async function recentlyMentioned(
  tx: DbOrTx,
  channel: ChannelRef,
  userIds: number[],
  actorId: number,
): Promise<Set<number>> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.chatMentions}, ${actorId})`);
  const rows = await tx
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, userIds),
        eq(notifications.type, "chat_mention"),
        eq(notifications.actionUserId, actorId),
        eq(notifications.relatedEntityType, "chat"),
        eq(notifications.relatedEntityId, channel.id),
        gt(notifications.createdAt, sql`now() - make_interval(secs => ${MENTION_FOLD_SECONDS})`),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}

/**
 * Notifies each mentioned reader once (never the author), if their 'comment mentions' switch is on,
 * and not again for the same person's mentions in the channel within MENTION_FOLD_SECONDS.
 */
async function notifyMentions(
  tx: DbOrTx,
  channel: ChannelRef,
  mentioned: PublicUser[],
  actor: SessionUser,
): Promise<void> {
  if (mentioned.length === 0) return;
  const ids = mentioned.map((u) => u.id);
  const prefs = await slackPostPreferencesOf(tx, ids);
  const folded = await recentlyMentioned(tx, channel, ids, actor.id);
  const text = notificationText.chatMention(mentionName(actor), await getChannelName(tx, channel));
  await createNotifications(
    tx,
    mentioned
      .filter((u) => prefs.get(u.id)?.commentMentions !== false && !folded.has(u.id))
      .map((u) => ({
        userId: u.id,
        ...text,
        relatedEntityId: channel.id,
        relatedEntityType: "chat",
        actionUserId: actor.id,
      })),
  );
}

/**
 * Posts a message (text, one file, or both) in a channel the user may read (404 otherwise),
 * notifies the readers it mentions, marks it read for its author, then publishes
 * `chat_message_created` to the channel's readers.
 */
export async function postMessage(
  ctx: AppContext,
  user: SessionUser,
  channelId: number,
  input: CreateChatMessage,
  origin: EventOrigin,
): Promise<ChatMessage> {
  const { message, readerIds, mentionedUserIds } = await ctx.db.transaction(async (tx) => {
    const channel = await loadReadableChannel(tx, user.id, channelId);
    const fileId = input.attachment
      ? await storeChatFile(tx, input.attachment, { userId: user.id, projectId: channel.projectId })
      : null;
    const [row] = await tx
      .insert(chatMessages)
      .values({ channelId, authorId: user.id, content: input.content, fileId })
      .returning({ id: chatMessages.id });
    const readers = await channelReaders(tx, channel);
    const mentioned = mentionedReaders(input.content, readers, user.id);
    await notifyMentions(tx, channel, mentioned, user);
    await tx
      .insert(chatReads)
      .values({ userId: user.id, channelId, lastReadId: row!.id })
      .onConflictDoUpdate({ target: [chatReads.userId, chatReads.channelId], set: { lastReadId: row!.id } });
    return {
      message: await loadMessage(tx, row!.id),
      readerIds: readers.map((r) => r.id),
      mentionedUserIds: mentioned.map((r) => r.id),
    };
  });
  ctx.realtime.publish({
    type: "chat_message_created",
    projectId: null,
    ...origin,
    userIds: readerIds,
    channelId,
    message,
    mentionedUserIds,
  });
  return message;
}

/** Changes a message's text: its author only (403 for other readers, 404 for the rest); notifies no one. */
export async function editMessage(
  ctx: AppContext,
  userId: number,
  messageId: number,
  input: UpdateChatMessage,
  origin: EventOrigin,
): Promise<ChatMessage> {
  const { message, readerIds } = await ctx.db.transaction(async (tx) => {
    const { message: seen, channel } = await loadReadableMessage(tx, userId, messageId);
    assertMessageAuthor(seen, userId);
    await tx
      .update(chatMessages)
      .set({ content: input.content, editedAt: new Date() })
      .where(eq(chatMessages.id, messageId));
    const readers = await channelReaders(tx, channel);
    return { message: await loadMessage(tx, messageId), readerIds: readers.map((r) => r.id) };
  });
  ctx.realtime.publish({
    type: "chat_message_updated",
    projectId: null,
    ...origin,
    userIds: readerIds,
    channelId: message.channelId,
    message,
  });
  return message;
}

/** Deletes a message and its file: its author only (403 / 404 as for edits). */
export async function deleteMessage(
  ctx: AppContext,
  userId: number,
  messageId: number,
  origin: EventOrigin,
): Promise<void> {
  const { channelId, readerIds } = await ctx.db.transaction(async (tx) => {
    const { message, channel } = await loadReadableMessage(tx, userId, messageId);
    assertMessageAuthor(message, userId);
    await tx.delete(chatMessages).where(eq(chatMessages.id, messageId));
    if (message.fileId !== null) {
      await tx.delete(files).where(and(eq(files.id, message.fileId), eq(files.kind, "chat")));
    }
    const readers = await channelReaders(tx, channel);
    return { channelId: channel.id, readerIds: readers.map((r) => r.id) };
  });
  ctx.realtime.publish({
    type: "chat_message_deleted",
    projectId: null,
    ...origin,
    userIds: readerIds,
    channelId,
    messageId,
  });
}
