import type { ActivityItem } from "@contract/activity";
import { History } from "lucide-react";
import type { ReactNode } from "react";
import { UserAvatar } from "@/components/user-avatar";
import { defineMessages, useT } from "@/i18n";
import { ACTIVITY_LINE, type ActivityWords, activitySentences, viaText } from "@/lib/activity-text";
import { relativeTimeText } from "@/lib/relative-time";
import { fullDateTimeText } from "@/lib/time-text";
import { displayName } from "@/lib/user";
import { DescriptionDiff } from "./description-diff";

/** The loading, failure and Load more texts of a task's activity and the project's feed. */
export const ACTIVITY_MESSAGES = defineMessages({
  subject: { id: "activity.task.subject", defaultMessage: "this" },
  loading: { id: "activity.loading", defaultMessage: "Loading activity..." },
  loadFailed: { id: "activity.loadFailed", defaultMessage: "The activity could not be loaded." },
  loadMore: { id: "activity.loadMore", defaultMessage: "Load more" },
});

const MESSAGES = defineMessages({
  someone: { id: "activity.someone", defaultMessage: "Someone" },
  bulk: { id: "activity.bulk", defaultMessage: "(bulk change)" },
});

/** "3 minutes ago" with the full date and time as its title. */
export function When({ iso }: { iso: string }) {
  const t = useT();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={iso} title={fullDateTimeText(date, t.locale)} className="text-xs text-muted-foreground">
      {relativeTimeText(date, t.locale)}
    </time>
  );
}

/**
 * One history entry: who, what in sentences ("moved this from To Do to In Progress"), through what
 * (an API token, an import...), when, and a description's change as a diff. `aside` adds a line
 * (the project feed's task link).
 */
export function ActivityEntry({
  item,
  words,
  aside,
}: {
  item: ActivityItem;
  words: ActivityWords;
  aside?: ReactNode;
}) {
  const t = useT();
  const name = item.actor ? displayName(item.actor) : t(MESSAGES.someone);
  const sentences = activitySentences(item, words, t);
  const via = viaText(item.via, t);
  const description = item.changes.find((c) => c.field === "description");
  return (
    <li className="flex gap-3" data-testid="activity-entry" data-kind={item.kind}>
      {item.actor ? (
        <UserAvatar user={item.actor} className="size-7 border-0" />
      ) : (
        <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-muted">
          <History aria-hidden="true" className="size-4 text-muted-foreground" />
        </span>
      )}
      <div className="min-w-0 flex-1 text-sm">
        <p className="wrap-anywhere">
          {t.rich(ACTIVITY_LINE, {
            name,
            sentence: sentences[0] ?? "",
            b: (chunks) => (
              <span key="b" className="font-medium">
                {chunks}
              </span>
            ),
          })}
          {via && <span className="text-muted-foreground"> {via}</span>}
          {item.bulkId && <span className="text-muted-foreground"> {t(MESSAGES.bulk)}</span>}
        </p>
        {sentences.length > 1 && (
          <ul className="mt-0.5 list-disc ps-5 text-muted-foreground">
            {sentences.slice(1).map((s) => (
              <li key={s} className="wrap-anywhere">
                {s}
              </li>
            ))}
          </ul>
        )}
        {description && (
          <DescriptionDiff from={description.from as string | null} to={description.to as string | null} />
        )}
        <div className="mt-0.5 flex flex-wrap items-center gap-x-2">
          <When iso={item.at} />
          {aside}
        </div>
      </div>
    </li>
  );
}
