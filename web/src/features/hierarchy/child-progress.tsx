import type { Task } from "@contract/tasks";
import { Badge } from "@/components/ui/badge";

/**
 * A parent's roll-up on its card (product rules §35): 'done/total' sub-tasks with a progress bar;
 * an epic also shows its children's points done/total. Nothing for a task without children.
 */
export function ChildProgress({ task }: { task: Task }) {
  const counts = task.childCounts;
  if (!counts || counts.total === 0) return null;
  const percent = Math.round((counts.done / counts.total) * 100);
  const noun = task.type === "epic" ? "Children" : "Sub-tasks";
  return (
    <div className="grid gap-1" data-testid="child-progress">
      <div className="flex justify-between text-xs text-muted-foreground">
        <span>{noun}</span>
        <span className="tabular-nums">
          <span className="sr-only">{noun} done: </span>
          {counts.done}/{counts.total}
          {task.type === "epic" && counts.points > 0 && (
            <span className="ml-2" data-testid="epic-points">
              <span className="sr-only">Points done: </span>
              {counts.pointsDone}/{counts.points} pts
            </span>
          )}
        </span>
      </div>
      <div
        className="h-1.5 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label={`${noun} done`}
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
  return (
    <Badge
      variant="secondary"
      className="min-w-6 justify-center rounded-full px-1.5 font-medium tabular-nums"
      title="Sum of sub-tasks' points"
      data-testid="summed-points-badge"
    >
      <span aria-hidden="true">∑</span>
      <span className="sr-only">Sum of sub-tasks' points: </span>
      {value}
    </Badge>
  );
}
