import type { StoryPoints } from "@contract/common";
import { Badge } from "@/components/ui/badge";
import { useT } from "@/i18n";
import { cn } from "@/lib/utils";

/** A small badge with a task's estimate ('?' included); nothing when the task is not estimated. */
export function StoryPointsBadge({
  value,
  className,
}: {
  value: StoryPoints | null | undefined;
  className?: string;
}) {
  const t = useT();
  if (value == null) return null;
  const label =
    value === "?"
      ? t({ id: "storyPoints.notEstimable", defaultMessage: "Story points: not estimable yet" })
      : t({ id: "storyPoints.value", defaultMessage: "Story points: {value}" }, { value: String(value) });
  // The number is what shows; the words are for screen readers (an aria-label on a span is not read).
  return (
    <Badge
      variant="secondary"
      className={cn("min-w-6 justify-center rounded-full px-1.5 font-medium tabular-nums", className)}
      title={label}
      data-testid="story-points-badge"
    >
      <span className="sr-only">{t({ id: "storyPoints.prefix", defaultMessage: "Story points:" })} </span>
      {value}
    </Badge>
  );
}
