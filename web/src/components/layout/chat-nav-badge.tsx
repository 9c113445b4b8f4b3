import { useQuery } from "@tanstack/react-query";
import { chatUnreadQuery } from "@/api/chat";

/** The Chat entry's unread count (kept live by the app's socket); nothing when all is read. */
export function ChatNavBadge() {
  const { data } = useQuery(chatUnreadQuery);
  const count = data?.count ?? 0;
  if (count === 0) return null;
  return (
    <span
      data-testid="chat-unread"
      className="ml-auto flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-xs font-semibold text-destructive-foreground"
    >
      {count > 99 ? "99+" : count}
      <span className="sr-only"> unread</span>
    </span>
  );
}
