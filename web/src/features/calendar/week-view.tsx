import type { CalendarTask } from "@contract/dashboard";
import { isToday } from "date-fns";
import { Link } from "react-router";
import { TaskPriorityBadge, TaskStatusBadge } from "@/components/task-badges";
import { COMMON, useT } from "@/i18n";
import { displayName } from "@/lib/user";
import { cn } from "@/lib/utils";
import {
  dayKey,
  dayNumber,
  dayTotal,
  formatCalendarDate,
  isTaskOverdue,
  MAX_CARDS_PER_WEEK_DAY,
  taskHref,
  viewDays,
} from "./calendar-model";
import { CALENDAR_MESSAGES } from "./messages";
import { MoreOnDay } from "./more-on-day";

/**
 * Seven day columns (Sunday first) of task cards: title, priority, status, assignee; at most five a
 * day, then '+N more', which opens the day (the server sends only those five, issue 14).
 */
export function WeekView({
  date,
  byDay,
  onOpenDay,
}: {
  date: Date;
  byDay: Map<string, CalendarTask[]>;
  onOpenDay: (day: Date) => void;
}) {
  const t = useT();
  const now = new Date();
  return (
    <div className="grid gap-3 md:grid-cols-7 md:gap-2">
      {viewDays("week", date).map((day) => {
        const tasks = byDay.get(dayKey(day)) ?? [];
        const today = isToday(day);
        const more = dayTotal(tasks) - MAX_CARDS_PER_WEEK_DAY;
        return (
          <section
            key={dayKey(day)}
            aria-labelledby={`week-day-${dayKey(day)}`}
            data-testid="calendar-week-day"
            className={cn(
              "flex min-h-32 min-w-0 flex-col gap-2 rounded-xl border p-2",
              today && "border-primary bg-primary/5",
            )}
          >
            <h3 id={`week-day-${dayKey(day)}`} className="flex items-baseline gap-1.5 text-sm font-semibold">
              <span>{formatCalendarDate(day, "weekdayShort")}</span>
              <span
                aria-current={today ? "date" : undefined}
                className={cn(
                  "inline-flex size-6 items-center justify-center rounded-full text-xs",
                  today && "bg-primary text-primary-foreground",
                )}
              >
                {dayNumber(day)}
              </span>
              <span className="sr-only">{formatCalendarDate(day, "month")}</span>
            </h3>
            {tasks.length === 0 ? (
              <p className="text-xs text-muted-foreground">{t(CALENDAR_MESSAGES.noTasks)}</p>
            ) : (
              <ul className="grid gap-2">
                {tasks.slice(0, MAX_CARDS_PER_WEEK_DAY).map((task) => {
                  const overdue = isTaskOverdue(task, now);
                  return (
                    <li key={task.id} className="min-w-0">
                      <Link
                        to={taskHref(task)}
                        data-testid="calendar-card"
                        className={cn(
                          "grid gap-1.5 rounded-lg border bg-card p-2 text-start shadow-xs outline-none transition-shadow hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50",
                          overdue && "ring-2 ring-red-500",
                        )}
                      >
                        <span className="line-clamp-2 text-sm font-medium wrap-anywhere" title={task.title}>
                          {task.title}
                        </span>
                        <span className="flex flex-wrap gap-1">
                          <TaskPriorityBadge priority={task.priority} />
                          <TaskStatusBadge status={task.status} />
                        </span>
                        <span
                          className="truncate text-xs text-muted-foreground"
                          title={task.assignee ? displayName(task.assignee) : undefined}
                        >
                          {task.assignee ? displayName(task.assignee) : t(COMMON.unassigned)}
                        </span>
                        {overdue && (
                          <span className="text-xs font-medium text-red-700">
                            {t(CALENDAR_MESSAGES.overdue)}
                          </span>
                        )}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            )}
            <MoreOnDay day={day} more={more} onOpenDay={onOpenDay} className="self-start text-xs" />
          </section>
        );
      })}
    </div>
  );
}
