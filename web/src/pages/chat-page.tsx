import { digitsAsNumber } from "@contract/common";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, MessageCircle } from "lucide-react";
import { Link, useParams } from "react-router";
import { useCurrentUser } from "@/api/auth";
import { chatChannelsQuery } from "@/api/chat";
import { LoadFailure } from "@/components/feedback/load-failure";
import { PageHeading } from "@/components/layout/page-heading";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { ChannelList } from "@/features/chat/channel-list";
import { ChatSearch } from "@/features/chat/chat-search";
import { MessagePane } from "@/features/chat/message-pane";
import { NewMessageDialog } from "@/features/chat/new-message-dialog";
import { defineMessages, useT } from "@/i18n";
import { cn } from "@/lib/utils";

const MESSAGES = defineMessages({
  title: { id: "chat.page.title", defaultMessage: "Chat" },
  description: {
    id: "chat.page.description",
    defaultMessage: "Talk with your projects, departments and colleagues.",
  },
  loadFailed: { id: "chat.page.loadFailed", defaultMessage: "Chat could not be loaded." },
  allChannels: { id: "chat.page.allChannels", defaultMessage: "All channels" },
  notFound: { id: "chat.page.notFound", defaultMessage: "Channel not found" },
  notFoundText: { id: "chat.page.notFoundText", defaultMessage: "It does not exist or you cannot read it." },
  pick: { id: "chat.page.pick", defaultMessage: "Pick a channel" },
  pickText: {
    id: "chat.page.pickText",
    defaultMessage: "Choose a project, a department or a person to talk to.",
  },
});

/**
 * /chat and /chat/:channelId (product rules §23): the channels with unread counts, search and
 * 'New message' beside the open channel. Below `md` one of the two shows at a time.
 */
export function ChatPage() {
  const { channelId } = useParams();
  const parsedId = digitsAsNumber(channelId);
  const activeId = typeof parsedId === "number" ? parsedId : null;
  const t = useT();
  const { data: user } = useCurrentUser();
  const channels = useQuery(chatChannelsQuery);
  const channel = channels.data?.channels.find((c) => c.id === activeId) ?? null;

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeading title={t(MESSAGES.title)} description={t(MESSAGES.description)} />
      {channels.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner />
        </div>
      ) : channels.error ? (
        <LoadFailure errors={[channels.error]}>{t(MESSAGES.loadFailed)}</LoadFailure>
      ) : (
        <div className="grid gap-6 md:grid-cols-[16rem_minmax(0,1fr)]">
          <aside className={cn("grid content-start gap-4", activeId !== null && "hidden md:grid")}>
            <ChatSearch />
            <NewMessageDialog />
            <ChannelList channels={channels.data.channels} activeId={activeId} />
          </aside>
          <div className={cn("min-w-0", activeId === null && "hidden md:block")}>
            {activeId !== null && (
              <Link to="/chat" className="mb-2 inline-flex items-center gap-1 text-sm text-primary md:hidden">
                <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                {t(MESSAGES.allChannels)}
              </Link>
            )}
            {channel && user ? (
              <MessagePane key={channel.id} channel={channel} meId={user.id} />
            ) : activeId !== null ? (
              <EmptyState
                icon={MessageCircle}
                title={t(MESSAGES.notFound)}
                description={t(MESSAGES.notFoundText)}
              />
            ) : (
              <EmptyState icon={MessageCircle} title={t(MESSAGES.pick)} description={t(MESSAGES.pickText)} />
            )}
          </div>
        </div>
      )}
    </div>
  );
}
