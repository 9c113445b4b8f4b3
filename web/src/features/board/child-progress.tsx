import type { Task } from "@contract/tasks";
import { Badge } from "@/components/ui/badge";
import { defineMessages, useT } from "@/i18n";
import { HIERARCHY_MESSAGES } from "@/lib/hierarchy-messages";

const MESSAGES = defineMessages({
  childrenDoneLabel: { id: "hierarchy.progress.childrenDone", defaultMessage: "Children done:" },
  subtasksDoneLabel: { id: "hierarchy.progress.subtasksDone", defaultMessage: "Sub-tasks done:" },
  pointsDoneLabel: { id: "hierarchy.progress.pointsDone", defaultMessage: "Points done:" },
  points: { id: "hierarchy.progress.points", defaultMessage: "{done}/{total} pts" },
  summedPoints: { id: "hierarchy.summedPoints", defaultMessage: "Sum of sub-tasks' points" },
  summedPointsLabel: { id: "hierarchy.summedPointsLabel", defaultMessage: "Sum of sub-tasks' points:" },
});

/**
 * A parent's roll-up on its card (product rules §35): 'done/total' sub-tasks with a progress bar;
 * an epic also shows its children's points done/total. Nothing for a task without children.
 */
export function ChildProgress({ task }: { task: Task }) {
  const t = useT();
  const counts = task.childCounts;
  if (!counts || counts.total === 0) return null;
  const percent = Math.round((counts.done / counts.total) * 100);
  const epic = task.type === "epic";
  return (
    <div className="grid gap-1" data-testid="child-progress">
      <div className="flex justify-between text-xs text-muted-foreground">
        <span>{t(epic ? HIERARCHY_MESSAGES.children : HIERARCHY_MESSAGES.subtasks)}</span>
        <span className="tabular-nums">
          <span className="sr-only">
            {t(epic ? MESSAGES.childrenDoneLabel : MESSAGES.subtasksDoneLabel)}{" "}
          </span>
          {counts.done}/{counts.total}
          {epic && counts.points > 0 && (
            <span className="ms-2" data-testid="epic-points">
              <span className="sr-only">{t(MESSAGES.pointsDoneLabel)} </span>
              {t(MESSAGES.points, { done: counts.pointsDone, total: counts.points })}
            </span>
          )}
        </span>
      </div>
      <div
        className="h-1.5 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label={t(epic ? HIERARCHY_MESSAGES.childrenDone : HIERARCHY_MESSAGES.subtasksDone)}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="h-full bg-emerald-500" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** The sum of the children's points, marked '∑', for a parent without an estimate of its own. */
export function SummedPointsBadge({ value }: { value: number }) {
  const t = useT();
  return (
    <Badge
      variant="secondary"
      className="min-w-6 justify-center rounded-full px-1.5 font-medium tabular-nums"
      title={t(MESSAGES.summedPoints)}
      data-testid="summed-points-badge"
    >
      <span aria-hidden="true">∑</span>
      <span className="sr-only">{t(MESSAGES.summedPointsLabel)} </span>
      {value}
    </Badge>
  );
}
