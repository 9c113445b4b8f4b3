import type { Notification } from "@contract/notifications";
import { Check } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { dateFormatter, useT } from "@/i18n";
import { relativeIsoText } from "@/lib/relative-time";
import { cn } from "@/lib/utils";
import { notificationIcon } from "./notification-icon";

/** Who acted, as the feed names them: first name, else email (spec: actionUser {firstName, email}). */
export function actorName(actor: Notification["actionUser"]): string | null {
  if (!actor) return null;
  return actor.firstName?.trim() || actor.email;
}

/**
 * One notification: type icon, title (a link to its task, project or department when it has one),
 * message, relative time, 'by {actor}', unread dot and Mark Read. The whole entry is the link (the
 * title's link stretches over the card; Mark Read stays a button above it: issue 32).
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
        "relative flex flex-wrap gap-x-3 gap-y-1 rounded-lg border p-3 sm:flex-nowrap sm:p-4",
        n.link && "hover:bg-accent/50",
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
                className="underline-offset-4 outline-none after:absolute after:inset-0 after:rounded-lg after:content-[''] hover:underline focus-visible:after:ring-[3px] focus-visible:after:ring-ring/50"
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
            {relativeIsoText(n.createdAt, t.locale)}
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
          className="relative z-10 ms-10 shrink-0 self-start sm:ms-0"
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
