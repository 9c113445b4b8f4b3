import { format } from "date-fns";
import { cn } from "@/lib/utils";

/** '+N more' under a day's tasks (month and week views): opens that day with every task. */
export function MoreOnDay({
  day,
  more,
  onOpenDay,
  className,
}: {
  day: Date;
  more: number;
  onOpenDay: (day: Date) => void;
  className?: string;
}) {
  if (more <= 0) return null;
  return (
    <button
      type="button"
      onClick={() => onOpenDay(day)}
      className={cn(
        "rounded px-1 font-medium text-muted-foreground outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className,
      )}
    >
      +{more} more
      <span className="sr-only"> on {format(day, "MMMM d")}</span>
    </button>
  );
}
