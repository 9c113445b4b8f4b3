import { useQuery } from "@tanstack/react-query";
import { Bell } from "lucide-react";
import { Link } from "react-router";
import { unreadCountQuery } from "@/api/notifications";
import { cn } from "@/lib/utils";

/** What the bell says to a screen reader: 'Notifications, 3 unread'. */
export function bellLabel(count: number | undefined): string {
  if (count === undefined) return "Notifications";
  return `Notifications, ${count === 0 ? "no" : count} unread`;
}

/**
 * The bell in the navigation (sidebar from `lg`, top bar below): a link to /notifications with
 * the real unread count, kept live by the app's socket (`useAppRealtime`).
 */
export function NotificationBell({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { data } = useQuery(unreadCountQuery);
  const count = data?.count;
  return (
    <Link
      to="/notifications"
      onClick={onNavigate}
      aria-label={bellLabel(count)}
      title={bellLabel(count)}
      className={cn(
        "relative inline-flex size-9 shrink-0 items-center justify-center rounded-md text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className,
      )}
    >
      <Bell aria-hidden="true" className="size-5" />
      {count !== undefined && count > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-0 right-0 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[0.625rem] leading-none font-semibold text-destructive-foreground"
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </Link>
  );
}
