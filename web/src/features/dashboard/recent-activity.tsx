import type { RecentActivityItem } from "@contract/dashboard";
import { Link } from "react-router";
import { CardError } from "@/components/feedback/load-failure";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useT } from "@/i18n";
import { relativeIsoText } from "@/lib/relative-time";

/**
 * 'Recent Activity': the user's newest notifications, each linking to the task, project or
 * department it is about, and a link to all of them; a message and a retry when the call failed.
 */
export function RecentActivity({
  items,
  isPending,
  error = null,
  onRetry,
}: {
  items: RecentActivityItem[] | undefined;
  isPending: boolean;
  /** The failed call's error, if it failed. */
  error?: unknown;
  onRetry?: () => void;
}) {
  const t = useT();
  const unread = t({ id: "dashboard.activity.unread", defaultMessage: "(unread)" });
  return (
    <Card role="region" aria-labelledby="recent-activity-heading">
      <CardHeader>
        <CardTitle>
          <h2 id="recent-activity-heading">
            {t({ id: "dashboard.activity.title", defaultMessage: "Recent Activity" })}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="grid gap-3">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : error ? (
          <CardError
            error={error}
            message={t({
              id: "dashboard.activity.failed",
              defaultMessage: "Recent activity could not be loaded.",
            })}
            onRetry={() => onRetry?.()}
          />
        ) : !items || items.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {t({ id: "dashboard.activity.empty", defaultMessage: "No recent activity" })}
          </p>
        ) : (
          <ul className="grid gap-3">
            {items.map((item) => (
              <li key={item.id} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className={`mt-1.5 size-2 shrink-0 rounded-full ${item.isRead ? "bg-muted-foreground/30" : "bg-primary"}`}
                />
                <div className="min-w-0">
                  <p className="text-sm font-medium break-words">
                    {item.link ? (
                      <Link
                        to={item.link}
                        className="rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                      >
                        {item.title}
                        {!item.isRead && <span className="sr-only"> {unread}</span>}
                      </Link>
                    ) : (
                      <>
                        {item.title}
                        {!item.isRead && <span className="sr-only"> {unread}</span>}
                      </>
                    )}
                  </p>
                  <p className="line-clamp-2 text-sm text-muted-foreground" title={item.message}>
                    {item.message}
                  </p>
                  <p className="text-xs text-muted-foreground">{relativeIsoText(item.createdAt, t.locale)}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" className="h-auto min-h-9 w-full whitespace-normal text-center">
          <Link to="/notifications">
            {t({ id: "dashboard.activity.viewAll", defaultMessage: "View All Recent Activity" })}
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
