import type { Db } from "../../db/client.ts";
import type { Realtime } from "../../platform/realtime.ts";
import { loadReadableChannel } from "./chat-access.ts";
import { channelReaders } from "./chat-queries.ts";

/** A user's typing notices in one channel reach the others at most this often. */
export const TYPING_THROTTLE_MS = 2000;

/**
 * Handles `chat_typing` from a socket (product rules §23): if the user may read the channel, its
 * other readers get a `chat_typing` event, at most once per user and channel every 2 s; an outsider
 * gets silence.
 */
export function registerChatTyping(db: Db, realtime: Realtime, now: () => number = Date.now): void {
  const last = new Map<string, number>();
  realtime.handle("chat_typing", async (user, message) => {
    const key = `${user.id}:${message.channelId}`;
    const at = now();
    if ((last.get(key) ?? -Infinity) > at - TYPING_THROTTLE_MS) return;
    last.set(key, at);
    if (last.size > 10_000) last.clear();
    const channel = await loadReadableChannel(db, user.id, message.channelId).catch(() => null);
    if (!channel) return;
    const readers = await channelReaders(db, channel);
    const userIds = readers.map((r) => r.id).filter((id) => id !== user.id);
    if (userIds.length === 0) return;
    realtime.publish({
      type: "chat_typing",
      projectId: null,
      actorId: user.id,
      originClientId: null,
      userIds,
      channelId: channel.id,
      user,
    });
  });
}
