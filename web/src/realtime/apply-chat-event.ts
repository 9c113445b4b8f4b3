import type { ServerEvent } from "@contract/events";
import type { QueryClient } from "@tanstack/react-query";
import { refreshChatUnread, removeChatMessage, upsertChatMessage } from "@/api/chat";

/**
 * Applies a chat event to the cache (product rules §23): a channel's cached pages take the new,
 * edited or deleted message at once; the unread counts (list and navigation badge) are read again.
 * Typing is shown by the open channel itself.
 */
export function applyChatEvent(queryClient: QueryClient, event: ServerEvent): void {
  if (event.type === "chat_message_created") {
    upsertChatMessage(queryClient, event.message);
    refreshChatUnread(queryClient);
  } else if (event.type === "chat_message_updated") {
    upsertChatMessage(queryClient, event.message);
  } else if (event.type === "chat_message_deleted") {
    removeChatMessage(queryClient, event.channelId, event.messageId);
    refreshChatUnread(queryClient);
  }
}
