import type { ChatChannel } from "@contract/chat";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useEffect, useLayoutEffect, useRef } from "react";
import { chatMembersQuery, chatMessagesQuery, useMarkChatRead } from "@/api/chat";
import { CardError } from "@/components/feedback/load-failure";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { defineMessages, useT } from "@/i18n";
import { useNearViewport } from "@/lib/use-near-viewport";
import { ChatComposer } from "./chat-composer";
import { MessageItem } from "./message-item";
import { typingLine, useTypingNames } from "./use-chat-typing";
import { useViewportFill } from "./use-viewport-fill";

const MESSAGES = defineMessages({
  loadOlder: { id: "chat.pane.loadOlder", defaultMessage: "Load older messages" },
  presence: {
    id: "chat.pane.presence",
    defaultMessage: "{members, plural, one {# member} other {# members}}, {online} online",
  },
  loadFailed: { id: "chat.pane.loadFailed", defaultMessage: "Messages could not be loaded." },
  empty: { id: "chat.pane.empty", defaultMessage: "No messages yet. Say hello!" },
  log: { id: "chat.pane.log", defaultMessage: "Messages in {channel}" },
});

/** Loads the next older page when the top of the list comes into view. */
function OlderLoader({ onLoad, loading }: { onLoad: () => void; loading: boolean }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, "0px");
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once each time the top is reached
  useEffect(() => {
    if (near) onLoad();
  }, [near]);
  return (
    <div ref={ref} className="flex justify-center py-2">
      <Button variant="ghost" size="sm" onClick={onLoad} disabled={loading}>
        {loading && <Spinner />}
        {t(MESSAGES.loadOlder)}
      </Button>
    </div>
  );
}

/** Who of the channel has the app open. */
function Presence({ channelId }: { channelId: number }) {
  const t = useT();
  const members = useQuery({ ...chatMembersQuery(channelId), refetchInterval: 30_000 });
  const online = (members.data ?? []).filter((m) => m.online);
  if (!members.data) return null;
  return (
    <p className="text-xs text-muted-foreground">
      {t(MESSAGES.presence, { members: members.data.length, online: online.length })}
    </p>
  );
}

/** An open channel: its messages (oldest at the top, more loaded going up), typing line and composer. */
export function MessagePane({ channel, meId }: { channel: ChatChannel; meId: number }) {
  const t = useT();
  const messages = useInfiniteQuery(chatMessagesQuery(channel.id));
  const members = useQuery(chatMembersQuery(channel.id));
  const markRead = useMarkChatRead();
  const typing = typingLine(useTypingNames(channel.id), t);
  const pane = useViewportFill<HTMLElement>();
  const scroller = useRef<HTMLDivElement>(null);
  const list = (messages.data?.pages ?? []).flatMap((p) => p.messages).reverse();
  const newest = list.at(-1)?.id ?? null;
  const oldest = list[0]?.id ?? null;
  const shape = useRef({ oldest: null as number | null, newest: null as number | null, height: 0, top: 0 });

  // Older messages above keep the view still; a new one below scrolls down when the view was at the bottom.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = shape.current;
    if (before.oldest !== null && oldest !== before.oldest && newest === before.newest) {
      el.scrollTop = before.top + (el.scrollHeight - before.height);
    } else if (newest !== before.newest) {
      const wasAtBottom = before.newest === null || before.height - before.top - el.clientHeight < 80;
      if (wasAtBottom || list.at(-1)?.author.id === meId) el.scrollTop = el.scrollHeight;
    }
    shape.current = { oldest, newest, height: el.scrollHeight, top: el.scrollTop };
  });

  const { mutate: mark } = markRead;
  useEffect(() => {
    if (newest !== null) mark({ channelId: channel.id, messageId: newest });
  }, [channel.id, newest, mark]);

  return (
    <section
      ref={pane}
      aria-labelledby="chat-channel-title"
      className="flex h-[calc(100dvh-12rem)] min-h-80 flex-col"
    >
      <header className="border-b pb-2">
        <h2 id="chat-channel-title" className="truncate text-lg font-semibold">
          {channel.name}
        </h2>
        <Presence channelId={channel.id} />
      </header>
      <div
        ref={scroller}
        className="min-h-0 flex-1 overflow-y-auto py-2"
        onScroll={(e) => {
          shape.current.top = e.currentTarget.scrollTop;
          shape.current.height = e.currentTarget.scrollHeight;
        }}
      >
        {messages.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner />
          </div>
        ) : messages.error ? (
          <CardError
            error={messages.error}
            message={t(MESSAGES.loadFailed)}
            onRetry={() => void messages.refetch()}
          />
        ) : list.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">{t(MESSAGES.empty)}</p>
        ) : (
          <>
            {messages.hasNextPage && (
              <OlderLoader
                loading={messages.isFetchingNextPage}
                onLoad={() => void messages.fetchNextPage()}
              />
            )}
            <div role="log" aria-label={t(MESSAGES.log, { channel: channel.name })}>
              <ol className="grid gap-1">
                {list.map((m) => (
                  <MessageItem key={m.id} message={m} mine={m.author.id === meId} />
                ))}
              </ol>
            </div>
          </>
        )}
      </div>
      <p aria-live="polite" className="h-5 text-xs text-muted-foreground">
        {typing}
      </p>
      <ChatComposer channelId={channel.id} members={members.data ?? []} meId={meId} />
    </section>
  );
}
