import type { SprintProgress } from "@contract/sprints";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Skeleton } from "@/components/ui/skeleton";

/** "12 of 30 tasks done", or "No tasks yet" for a sprint without tasks. */
export function progressText(progress: Pick<SprintProgress, "done" | "total">): string {
  if (progress.total === 0) return "No tasks yet";
  return `${progress.done} of ${progress.total} ${progress.total === 1 ? "task" : "tasks"} done`;
}

/**
 * How far a sprint's work is: a bar and its text (done / total tasks of its projects). A skeleton of
 * the same height while the counts load, so the card does not jump (issue 9).
 */
export function SprintProgressBar({
  progress,
}: {
  progress: Pick<SprintProgress, "done" | "total"> | undefined;
}) {
  if (!progress) return <Skeleton className="h-[1.625rem] w-full" aria-hidden="true" />;
  const text = progressText(progress);
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
    </div>
  );
}
