import type { SprintProgress } from "@contract/sprints";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Skeleton } from "@/components/ui/skeleton";
import { defineMessages, type Translate, translator, useT } from "@/i18n";

const MESSAGES = defineMessages({
  noTasks: { id: "sprints.progress.noTasks", defaultMessage: "No tasks yet" },
  tasks: {
    id: "sprints.progress.tasks",
    defaultMessage: "{done} of {total, plural, one {# task} other {# tasks}} done",
  },
  points: {
    id: "sprints.progress.points",
    defaultMessage: "{done} of {total, plural, one {# point} other {# points}} done",
  },
});

/** "12 of 30 tasks done", or "No tasks yet" for a sprint without tasks. */
export function progressText(
  progress: Pick<SprintProgress, "done" | "total">,
  t: Translate = translator(),
): string {
  if (progress.total === 0) return t(MESSAGES.noTasks);
  return t(MESSAGES.tasks, { done: progress.done, total: progress.total });
}

/** "8 of 21 points done" for an estimated sprint, else null (product rules §19). */
export function pointsText(
  progress: Partial<Pick<SprintProgress, "donePoints" | "totalPoints" | "estimatedTasks">>,
  t: Translate = translator(),
): string | null {
  if (!progress.estimatedTasks) return null;
  return t(MESSAGES.points, { done: progress.donePoints ?? 0, total: progress.totalPoints ?? 0 });
}

/**
 * How far a sprint's work is: a bar and its text (done / total tasks of its work: its planned tasks,
 * or without a plan its projects' tasks, product rules §21), and the story
 * points done of the total when the sprint is estimated. A skeleton of the same height while the
 * counts load, so the card does not jump (issue 9).
 */
export function SprintProgressBar({
  progress,
}: {
  progress:
    | (Pick<SprintProgress, "done" | "total"> &
        Partial<Pick<SprintProgress, "donePoints" | "totalPoints" | "estimatedTasks">>)
    | undefined;
}) {
  const t = useT();
  if (!progress) return <Skeleton className="h-[1.625rem] w-full" aria-hidden="true" />;
  const text = progressText(progress, t);
  const points = pointsText(progress, t);
  const percent = progress.total === 0 ? 0 : (progress.done / progress.total) * 100;
  return (
    <div className="grid gap-1" data-testid="sprint-progress">
      <ProgressBar
        value={percent}
        label={text}
        valueText={text}
        className="h-1.5"
        barClassName="bg-green-600"
      />
      <span className="text-xs text-muted-foreground">{text}</span>
      {points && (
        <span className="text-xs text-muted-foreground" data-testid="sprint-points">
          {points}
        </span>
      )}
    </div>
  );
}
