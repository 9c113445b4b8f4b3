import { useT } from "@/i18n";
import { cn } from "@/lib/utils";
import { formatCalendarDate } from "./calendar-model";

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
  const t = useT();
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
      {t.rich(
        { id: "calendar.moreOnDay", defaultMessage: "+{more} more<hidden> on {date}</hidden>" },
        {
          more,
          date: formatCalendarDate(day, "monthDay"),
          hidden: (chunks) => (
            <span key="hidden" className="sr-only">
              {chunks}
            </span>
          ),
        },
      )}
    </button>
  );
}
