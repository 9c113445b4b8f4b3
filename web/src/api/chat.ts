import type {
  ChatChannel,
  ChatChannelList,
  ChatMember,
  ChatMessage,
  ChatMessagePage,
  ChatSearchHit,
  CreateChatMessageInput,
} from "@contract/chat";
import type { PublicUser } from "@contract/users";
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { getJson, sendJson } from "./http";
import { rootKeys } from "./keys";
import { useSubmitMutation } from "./submit-mutation";

/** Every chat key (the root is the `scope` of the chat's resync events). */
export const chatKeys = {
  all: rootKeys.chat,
  channels: [...rootKeys.chat, "channels"] as const,
  unread: [...rootKeys.chat, "unread"] as const,
  people: [...rootKeys.chat, "people"] as const,
  messages: (channelId: number) => [...rootKeys.chat, "messages", channelId] as const,
  members: (channelId: number) => [...rootKeys.chat, "members", channelId] as const,
  search: (q: string) => [...rootKeys.chat, "search", q] as const,
};

/** GET /api/chat/channels: the channels with unread counts. */
export const chatChannelsQuery = queryOptions({
  queryKey: chatKeys.channels,
  queryFn: () => getJson<ChatChannelList>("/api/chat/channels"),
});

/** GET /api/chat/unread-count: the navigation's badge. */
export const chatUnreadQuery = queryOptions({
  queryKey: chatKeys.unread,
  queryFn: () => getJson<{ count: number }>("/api/chat/unread-count"),
});

/** GET /api/chat/people: whom the user may open a direct channel with. */
export const chatPeopleQuery = queryOptions({
  queryKey: chatKeys.people,
  queryFn: () => getJson<PublicUser[]>("/api/chat/people"),
});

/** GET /api/chat/channels/{id}/members: readers, for mentions and presence. */
export function chatMembersQuery(channelId: number) {
  return queryOptions({
    queryKey: chatKeys.members(channelId),
    queryFn: () => getJson<ChatMember[]>(`/api/chat/channels/${channelId}/members`),
  });
}

/** GET /api/chat/search?q= (2+ characters). */
export function chatSearchQuery(q: string) {
  return queryOptions({
    queryKey: chatKeys.search(q),
    queryFn: () => getJson<ChatSearchHit[]>(`/api/chat/search?q=${encodeURIComponent(q)}`),
    enabled: q.trim().length >= 2,
  });
}

/** The cached pages of a channel: newest page first, each newest first. */
export type ChatPages = InfiniteData<ChatMessagePage, number | null>;

/** GET /api/chat/channels/{id}/messages?before=: pages going back in time. */
export function chatMessagesQuery(channelId: number) {
  return infiniteQueryOptions({
    queryKey: chatKeys.messages(channelId),
    queryFn: ({ pageParam }) =>
      getJson<ChatMessagePage>(
        `/api/chat/channels/${channelId}/messages${pageParam ? `?before=${pageParam}` : ""}`,
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (last: ChatMessagePage) => last.nextBefore ?? undefined,
    // Kept current by the socket's events.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Puts a new or edited message into its channel's cached pages (once). */
export function upsertChatMessage(queryClient: QueryClient, message: ChatMessage): void {
  queryClient.setQueryData<ChatPages>(chatKeys.messages(message.channelId), (data) => {
    if (!data || data.pages.length === 0) return data;
    const known = data.pages.some((p) => p.messages.some((m) => m.id === message.id));
    const pages = known
      ? data.pages.map((p) => ({
          ...p,
          messages: p.messages.map((m) => (m.id === message.id ? message : m)),
        }))
      : data.pages.map((p, i) => (i === 0 ? { ...p, messages: [message, ...p.messages] } : p));
    return { ...data, pages };
  });
}

/** Takes a deleted message out of its channel's cached pages. */
export function removeChatMessage(queryClient: QueryClient, channelId: number, messageId: number): void {
  queryClient.setQueryData<ChatPages>(chatKeys.messages(channelId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((p) => ({ ...p, messages: p.messages.filter((m) => m.id !== messageId) })),
        }
      : data,
  );
}

/** Reloads the unread counts (the list and the badge). */
export function refreshChatUnread(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: chatKeys.channels });
  void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
}

/** POST /api/chat/channels/{id}/messages */
export function usePostChatMessage(channelId: number) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (body: CreateChatMessageInput) =>
      sendJson<ChatMessage>("POST", `/api/chat/channels/${channelId}/messages`, body),
    onSuccess: (message) => upsertChatMessage(queryClient, message),
  });
}

/** PATCH /api/chat/messages/{id} (the author). */
export function useEditChatMessage() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: ({ id, content }: { id: number; content: string }) =>
      sendJson<ChatMessage>("PATCH", `/api/chat/messages/${id}`, { content }),
    onSuccess: (message) => upsertChatMessage(queryClient, message),
  });
}

/** DELETE /api/chat/messages/{id} (the author). */
export function useDeleteChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: ChatMessage) => sendJson<void>("DELETE", `/api/chat/messages/${message.id}`),
    onSuccess: (_, message) => removeChatMessage(queryClient, message.channelId, message.id),
  });
}

/** POST /api/chat/channels/{id}/read: up to the newest message shown. */
export function useMarkChatRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ channelId, messageId }: { channelId: number; messageId: number }) =>
      sendJson<void>("POST", `/api/chat/channels/${channelId}/read`, { messageId }),
    onSuccess: () => refreshChatUnread(queryClient),
  });
}

/** POST /api/chat/direct: the direct channel with a person (made on first use). */
export function useOpenDirect() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (userId: number) => sendJson<ChatChannel>("POST", "/api/chat/direct", { userId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.channels }),
  });
}
