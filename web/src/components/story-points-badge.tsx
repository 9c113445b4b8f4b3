import type { StoryPoints } from "@contract/common";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

/** A small badge with a task's estimate ('?' included); nothing when the task is not estimated. */
export function StoryPointsBadge({
  value,
  className,
}: {
  value: StoryPoints | null | undefined;
  className?: string;
}) {
  if (value == null) return null;
  const label = value === "?" ? "Story points: not estimable yet" : `Story points: ${value}`;
  // The number is what shows; the words are for screen readers (an aria-label on a span is not read).
  return (
    <Badge
      variant="secondary"
      className={cn("min-w-6 justify-center rounded-full px-1.5 font-medium tabular-nums", className)}
      title={label}
      data-testid="story-points-badge"
    >
      <span className="sr-only">Story points: </span>
      {value}
    </Badge>
  );
}
