import { useQuery } from "@tanstack/react-query";
import { chatUnreadQuery } from "@/api/chat";
import { useT } from "@/i18n";

/** The Chat entry's unread count (kept live by the app's socket); nothing when all is read. */
export function ChatNavBadge() {
  const { data } = useQuery(chatUnreadQuery);
  const count = data?.count ?? 0;
  const t = useT();
  if (count === 0) return null;
  return (
    <span
      data-testid="chat-unread"
      className="ms-auto flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-xs font-semibold text-destructive-foreground"
    >
      {count > 99 ? "99+" : count}
      <span className="sr-only"> {t({ id: "layout.chatBadge.unread", defaultMessage: "unread" })}</span>
    </span>
  );
}
