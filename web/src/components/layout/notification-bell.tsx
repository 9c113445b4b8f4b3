import { useQuery } from "@tanstack/react-query";
import { Bell } from "lucide-react";
import { Link } from "react-router";
import { unreadCountQuery } from "@/api/notifications";
import { type Translate, useT } from "@/i18n";
import { cn } from "@/lib/utils";

/** What the bell says to a screen reader: 'Notifications, 3 unread'. */
export function bellLabel(t: Translate, count: number | undefined): string {
  if (count === undefined) return t({ id: "nav.notifications", defaultMessage: "Notifications" });
  return t(
    {
      id: "layout.bell.labelUnread",
      defaultMessage: "{count, plural, =0 {Notifications, no unread} other {Notifications, {count} unread}}",
    },
    { count },
  );
}

/**
 * The bell in the navigation (sidebar from `lg`, top bar below): a link to /notifications with
 * the real unread count, kept live by the app's socket (`useAppRealtime`).
 */
export function NotificationBell({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { data } = useQuery(unreadCountQuery);
  const count = data?.count;
  const t = useT();
  const label = bellLabel(t, count);
  return (
    <Link
      to="/notifications"
      onClick={onNavigate}
      aria-label={label}
      title={label}
      className={cn(
        "relative inline-flex size-9 shrink-0 items-center justify-center rounded-md text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className,
      )}
    >
      <Bell aria-hidden="true" className="size-5" />
      {count !== undefined && count > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-0 end-0 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[0.625rem] leading-none font-semibold text-destructive-foreground"
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </Link>
  );
}
