import type { SprintGoal } from "@contract/sprint-goals";
import type { Sprint, SprintProgress } from "@contract/sprints";
import { CalendarDays, CalendarRange, FlagIcon, FolderKanban } from "lucide-react";
import { Link } from "react-router";
import { cardLinkClassName } from "@/components/ui/card";
import { COMMON, useT } from "@/i18n";
import { formatDate } from "@/lib/format";
import { goalsSummary } from "@/lib/goals";
import { cn } from "@/lib/utils";
import { SPRINT_MESSAGES } from "./sprint-messages";
import { SprintProgressBar } from "./sprint-progress";
import { SprintStatusBadge } from "./sprint-status-badge";

/**
 * A sprint in the grid or the list: name, description, status badge, project count, dates and
 * progress (issue 9), its goals (the first one's text and how many are met), creation date.
 * `progress` is undefined while it loads, null when unavailable.
 */
export function SprintCard({
  sprint,
  layout,
  progress,
  goals = [],
}: {
  sprint: Sprint;
  layout: "grid" | "list";
  progress: SprintProgress | undefined | null;
  /** The sprint's goals, oldest first (none while they load). */
  goals?: readonly SprintGoal[];
}) {
  const t = useT();
  return (
    <Link
      to={`/sprints/${sprint.id}`}
      className={cn(
        cardLinkClassName,
        layout === "grid" ? "h-full flex-col gap-3" : "flex-col gap-2 sm:flex-row sm:items-center sm:gap-6",
      )}
    >
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <h2 className="min-w-0 truncate font-semibold group-hover:text-primary" title={sprint.name}>
            {sprint.name}
          </h2>
          {layout === "grid" && <SprintStatusBadge status={sprint.status} />}
        </div>
        <p
          className="mt-1 line-clamp-2 text-sm text-muted-foreground"
          title={sprint.description || undefined}
        >
          {sprint.description || t(SPRINT_MESSAGES.noDescription)}
        </p>
        {goals.length > 0 && (
          <p className="mt-2 flex min-w-0 items-center gap-1 text-sm" data-testid="sprint-card-goals">
            <FlagIcon aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
            <span className="sr-only">{t({ id: "sprints.card.goal", defaultMessage: "Goal:" })}</span>
            <span className="min-w-0 truncate" title={goals[0]!.text}>
              {goals[0]!.text}
            </span>
            <span className="shrink-0 text-xs text-muted-foreground">({goalsSummary(goals, t)})</span>
          </p>
        )}
      </div>
      {layout === "list" && <SprintStatusBadge status={sprint.status} />}
      {progress !== null && (
        <div className={cn(layout === "list" && "sm:w-40 sm:shrink-0")}>
          <SprintProgressBar progress={progress} />
        </div>
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1 whitespace-nowrap">
          <FolderKanban aria-hidden="true" className="size-3.5" />
          {t(SPRINT_MESSAGES.projectCount, { count: sprint.projectCount })}
        </span>
        {(sprint.startDate || sprint.endDate) && (
          <span className="inline-flex items-center gap-1 whitespace-nowrap">
            <CalendarRange aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t({ id: "sprints.card.dates", defaultMessage: "Dates:" })}</span>
            {t(SPRINT_MESSAGES.dateRange, {
              start: formatDate(sprint.startDate, t(SPRINT_MESSAGES.noStartDate)),
              end: formatDate(sprint.endDate, t(SPRINT_MESSAGES.noEndDate)),
            })}
          </span>
        )}
        <span className="inline-flex items-center gap-1 whitespace-nowrap">
          <CalendarDays aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{t({ id: "sprints.card.created", defaultMessage: "Created:" })}</span>
          {formatDate(sprint.createdAt, t(COMMON.noDate))}
        </span>
      </div>
    </Link>
  );
}
