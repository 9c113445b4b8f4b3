import type { CalendarTask } from "@contract/dashboard";
import { CalendarX, Clock, FolderKanban, User } from "lucide-react";
import { Link } from "react-router";
import { TaskPriorityBadge, TaskStatusBadge } from "@/components/task-badges";
import { EmptyState } from "@/components/ui/empty-state";
import { COMMON, defineMessages, useT } from "@/i18n";
import { displayName } from "@/lib/user";
import { cn } from "@/lib/utils";
import { dayKey, formatCalendarDate, isTaskOverdue, taskHref } from "./calendar-model";

const MESSAGES = defineMessages({
  empty: { id: "calendar.day.empty", defaultMessage: "No tasks scheduled" },
  emptyText: { id: "calendar.day.emptyText", defaultMessage: "You have no tasks due on this date." },
  assignee: { id: "calendar.day.assignee", defaultMessage: "Assignee:" },
  project: { id: "calendar.day.project", defaultMessage: "Project:" },
  due: {
    id: "calendar.day.due",
    defaultMessage: "{overdue, select, yes {Due {time} (Overdue)} other {Due {time}}}",
  },
});

/** One day's tasks as cards: description, priority, status, assignee, project and due time. */
export function DayView({ date, byDay }: { date: Date; byDay: Map<string, CalendarTask[]> }) {
  const t = useT();
  const tasks = byDay.get(dayKey(date)) ?? [];
  const now = new Date();
  if (tasks.length === 0) {
    return <EmptyState icon={CalendarX} title={t(MESSAGES.empty)} description={t(MESSAGES.emptyText)} />;
  }
  return (
    <ul className="grid gap-3">
      {tasks.map((task) => {
        const overdue = isTaskOverdue(task, now);
        return (
          <li key={task.id}>
            <Link
              to={taskHref(task)}
              data-testid="calendar-card"
              className={cn(
                "grid gap-2 rounded-xl border bg-card p-4 shadow-xs outline-none transition-shadow hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50",
                overdue && "ring-2 ring-red-500",
              )}
            >
              <span className="-mb-1 font-mono text-xs text-muted-foreground" data-testid="task-key">
                {task.key}
              </span>
              <span className="flex flex-wrap items-start justify-between gap-2">
                <span className="font-semibold wrap-anywhere">{task.title}</span>
                <span className="flex flex-wrap gap-1">
                  <TaskPriorityBadge priority={task.priority} />
                  <TaskStatusBadge status={task.status} />
                </span>
              </span>
              {task.description && (
                <span className="line-clamp-3 text-sm text-muted-foreground" title={task.description}>
                  {task.description}
                </span>
              )}
              <span className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                <span className="inline-flex items-center gap-1">
                  <User aria-hidden="true" className="size-4" />
                  <span className="sr-only">{t(MESSAGES.assignee)}</span>
                  {task.assignee ? displayName(task.assignee) : t(COMMON.unassigned)}
                </span>
                <span className="inline-flex items-center gap-1">
                  <FolderKanban aria-hidden="true" className="size-4" />
                  <span className="sr-only">{t(MESSAGES.project)}</span>
                  {task.project.name}
                </span>
                {task.dueDate && (
                  <span
                    className={cn("inline-flex items-center gap-1", overdue && "font-medium text-red-700")}
                  >
                    <Clock aria-hidden="true" className="size-4" />
                    {t(MESSAGES.due, {
                      time: formatCalendarDate(new Date(task.dueDate), "time"),
                      overdue: overdue ? "yes" : "no",
                    })}
                  </span>
                )}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
