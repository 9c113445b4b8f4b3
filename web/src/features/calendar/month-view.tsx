import type { CalendarTask } from "@contract/dashboard";
import { isSameMonth, isToday } from "date-fns";
import { Link } from "react-router";
import { defineMessages, useLocale, useT } from "@/i18n";
import { colorClasses, taskStatusColor } from "@/lib/statuses";
import { cn } from "@/lib/utils";
import {
  dayKey,
  dayNumber,
  dayTotal,
  formatCalendarDate,
  isTaskOverdue,
  MAX_CHIPS_PER_DAY,
  taskHref,
  viewDays,
} from "./calendar-model";
import { CALENDAR_MESSAGES } from "./messages";
import { MoreOnDay } from "./more-on-day";

const MESSAGES = defineMessages({
  caption: { id: "calendar.month.caption", defaultMessage: "Tasks by due date, {month}" },
  today: { id: "calendar.month.today", defaultMessage: "{date} (today)" },
});

/** The month grid: a column per weekday (named in the language shown, in the order of the days), up to 3 task chips per day and '+N more' (which opens the day). */
export function MonthView({
  date,
  byDay,
  onOpenDay,
}: {
  date: Date;
  byDay: Map<string, CalendarTask[]>;
  onOpenDay: (day: Date) => void;
}) {
  useLocale(); // the grid and its headings follow the language shown
  const days = viewDays("month", date);
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
  const t = useT();
  const now = new Date();
  return (
    <div className="overflow-hidden rounded-xl border">
      <table className="w-full table-fixed border-collapse">
        <caption className="sr-only">
          {t(MESSAGES.caption, { month: formatCalendarDate(date, "month") })}
        </caption>
        <thead>
          <tr className="bg-muted/50">
            {(weeks[0] ?? []).map((day) => (
              <th key={day.getDay()} scope="col" className="py-2 text-xs font-medium text-muted-foreground">
                <abbr title={formatCalendarDate(day, "weekdayLong")} className="no-underline">
                  {formatCalendarDate(day, "weekdayShort")}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={dayKey(week[0]!)}>
              {week.map((day) => {
                const tasks = byDay.get(dayKey(day)) ?? [];
                const today = isToday(day);
                const more = dayTotal(tasks) - MAX_CHIPS_PER_DAY;
                return (
                  <td
                    key={dayKey(day)}
                    data-testid="calendar-day"
                    data-date={dayKey(day)}
                    className={cn(
                      "h-24 border-t border-s p-1 align-top first:border-s-0 sm:h-28",
                      !isSameMonth(day, date) && "bg-muted/40 text-muted-foreground",
                      today && "bg-primary/5",
                    )}
                  >
                    <span
                      aria-current={today ? "date" : undefined}
                      className={cn(
                        "inline-flex size-6 items-center justify-center rounded-full text-xs",
                        today && "bg-primary font-semibold text-primary-foreground",
                      )}
                    >
                      <span aria-hidden="true">{dayNumber(day)}</span>
                      <span className="sr-only">
                        {today
                          ? t(MESSAGES.today, { date: formatCalendarDate(day, "dayOfMonth") })
                          : formatCalendarDate(day, "dayOfMonth")}
                      </span>
                    </span>
                    {tasks.length > 0 && (
                      <ul className="mt-1 grid gap-1">
                        {tasks.slice(0, MAX_CHIPS_PER_DAY).map((task) => {
                          const overdue = isTaskOverdue(task, now);
                          return (
                            <li key={task.id} className="min-w-0">
                              <Link
                                to={taskHref(task)}
                                title={task.title}
                                data-testid="calendar-chip"
                                data-overdue={overdue || undefined}
                                className={cn(
                                  "relative block truncate rounded border px-1 py-0.5 text-[11px] leading-tight outline-none hover:opacity-80 focus-visible:ring-[3px] focus-visible:ring-ring/50",
                                  colorClasses(taskStatusColor(task.status)).badge,
                                  overdue && "ring-2 ring-red-500",
                                )}
                              >
                                {task.title}
                                {overdue && <span className="sr-only"> {t(CALENDAR_MESSAGES.overdue)}</span>}
                              </Link>
                            </li>
                          );
                        })}
                      </ul>
                    )}
                    <MoreOnDay day={day} more={more} onOpenDay={onOpenDay} className="mt-1 text-[11px]" />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
