import type { Notification } from "@contract/notifications";
import { Check } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { relativeTimeText } from "@/features/activity/relative-time";
import { currentLocale, dateFormatter, useT } from "@/i18n";
import { cn } from "@/lib/utils";
import { notificationIcon } from "./notification-icon";

/** "5 minutes ago" for an ISO time, or nothing when it is unreadable. */
export function timeAgo(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : relativeTimeText(date, currentLocale());
}

/** Who acted, as the feed names them: first name, else email (spec: actionUser {firstName, email}). */
export function actorName(actor: Notification["actionUser"]): string | null {
  if (!actor) return null;
  return actor.firstName?.trim() || actor.email;
}

/**
 * One notification: type icon, title (a link to its task, project or department when it has one),
 * message, relative time, 'by {actor}', unread dot and Mark Read.
 */
export function NotificationItem({
  notification: n,
  onMarkRead,
  onOpen,
  isMarking,
}: {
  notification: Notification;
  onMarkRead: (id: number) => void;
  /** The user followed the item's link. */
  onOpen?: () => void;
  isMarking: boolean;
}) {
  const { icon: Icon, tint, label } = notificationIcon(n.type);
  const actor = actorName(n.actionUser);
  const t = useT();
  return (
    <li
      className={cn(
        "flex flex-wrap gap-x-3 gap-y-1 rounded-lg border p-3 sm:flex-nowrap sm:p-4",
        n.isRead ? "bg-background" : "border-primary/30 bg-primary/5",
      )}
    >
      <span className={cn("flex size-9 shrink-0 items-center justify-center rounded-full", tint)}>
        <Icon aria-hidden="true" className="size-4" />
        <span className="sr-only">{t(label)}</span>
      </span>
      <div className="min-w-0 flex-1 basis-[calc(100%-3rem)] sm:basis-0">
        <div className="flex flex-wrap items-center gap-2">
          {!n.isRead && (
            <span className="flex items-center gap-1">
              <span aria-hidden="true" className="size-2 rounded-full bg-primary" />
              <span className="sr-only">
                {t({ id: "notifications.item.unread", defaultMessage: "Unread:" })}
              </span>
            </span>
          )}
          <h3 className="min-w-0 text-sm font-semibold wrap-anywhere">
            {n.link ? (
              <Link
                to={n.link}
                onClick={onOpen}
                className="rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                {n.title}
              </Link>
            ) : (
              n.title
            )}
          </h3>
        </div>
        <p className="mt-0.5 text-sm wrap-anywhere text-muted-foreground">{n.message}</p>
        <p className="mt-1 text-xs text-muted-foreground">
          <time
            dateTime={n.createdAt}
            title={dateFormatter({
              year: "numeric",
              month: "numeric",
              day: "numeric",
              hour: "numeric",
              minute: "numeric",
              second: "numeric",
            }).format(new Date(n.createdAt))}
          >
            {timeAgo(n.createdAt)}
          </time>
          {actor && (
            <span> · {t({ id: "notifications.item.by", defaultMessage: "by {actor}" }, { actor })}</span>
          )}
        </p>
      </div>
      {!n.isRead && (
        <Button
          variant="ghost"
          size="sm"
          className="ms-10 shrink-0 self-start sm:ms-0"
          onClick={() => onMarkRead(n.id)}
          disabled={isMarking}
        >
          {isMarking ? <Spinner /> : <Check aria-hidden="true" />}
          {t({ id: "notifications.item.markRead", defaultMessage: "Mark Read" })}
        </Button>
      )}
    </li>
  );
}
