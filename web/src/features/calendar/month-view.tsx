import type { CalendarTask } from "@contract/dashboard";
import { format, isSameMonth, isToday } from "date-fns";
import { Link } from "react-router";
import { dateFormatter, useLocale } from "@/i18n";
import { colorClasses, taskStatusColor } from "@/lib/statuses";
import { cn } from "@/lib/utils";
import { dayKey, dayTotal, isTaskOverdue, MAX_CHIPS_PER_DAY, taskHref, viewDays } from "./calendar-model";
import { MoreOnDay } from "./more-on-day";

/** The column headings in the language shown, from the first week's days (the week starts per locale). */
function weekdays(week: readonly Date[]): [string, string][] {
  const short = dateFormatter({ weekday: "short" });
  const long = dateFormatter({ weekday: "long" });
  return week.map((day) => [short.format(day), long.format(day)]);
}

/** The month grid: a week per row from the locale's first day (Sun-Sat in English), up to 3 task chips per day and '+N more' (which opens the day). */
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
  const now = new Date();
  return (
    <div className="overflow-hidden rounded-xl border">
      <table className="w-full table-fixed border-collapse">
        <caption className="sr-only">Tasks by due date, {format(date, "MMMM yyyy")}</caption>
        <thead>
          <tr className="bg-muted/50">
            {weekdays(weeks[0] ?? []).map(([short, long]) => (
              <th key={short} scope="col" className="py-2 text-xs font-medium text-muted-foreground">
                <abbr title={long} className="no-underline">
                  {short}
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
                      "h-24 border-t border-l p-1 align-top first:border-l-0 sm:h-28",
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
                      <span aria-hidden="true">{format(day, "d")}</span>
                      <span className="sr-only">
                        {format(day, "EEEE, MMMM d")}
                        {today ? " (today)" : ""}
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
                                {overdue && <span className="sr-only"> (Overdue)</span>}
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
