import type { ActivityItem } from "@contract/activity";
import { format, formatDistanceToNow } from "date-fns";
import { History } from "lucide-react";
import type { ReactNode } from "react";
import { UserAvatar } from "@/components/user-avatar";
import { type ActivityWords, activitySentences, viaText } from "@/lib/activity-text";
import { displayName } from "@/lib/user";
import { DescriptionDiff } from "./description-diff";

/** "3 minutes ago" with the full date and time as its title. */
export function When({ iso }: { iso: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={iso} title={format(date, "PPpp")} className="text-xs text-muted-foreground">
      {formatDistanceToNow(date, { addSuffix: true })}
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
  const name = item.actor ? displayName(item.actor) : "Someone";
  const sentences = activitySentences(item, words);
  const via = viaText(item.via);
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
          <span className="font-medium">{name}</span> {sentences[0]}
          {via && <span className="text-muted-foreground"> {via}</span>}
          {item.bulkId && <span className="text-muted-foreground"> (bulk change)</span>}
        </p>
        {sentences.length > 1 && (
          <ul className="mt-0.5 list-disc pl-5 text-muted-foreground">
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
