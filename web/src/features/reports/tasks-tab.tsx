import type { ReportOverdueTask, ReportTask } from "@contract/reports";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { TaskPriorityBadge, TaskStatusBadge } from "@/components/task-badges";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { defineMessages, useT } from "@/i18n";
import { formatDate } from "@/lib/format";

const MESSAGES = defineMessages({
  recent: { id: "reports.tasks.recent", defaultMessage: "Recent Tasks" },
  recentText: { id: "reports.tasks.recentText", defaultMessage: "The newest tasks" },
  empty: { id: "reports.tasks.empty", defaultMessage: "No tasks yet" },
  created: { id: "reports.tasks.created", defaultMessage: "Created {date}" },
  overdue: { id: "reports.tasks.overdue", defaultMessage: "Overdue Tasks" },
  overdueText: { id: "reports.tasks.overdueText", defaultMessage: "Past their due date and not done" },
  noOverdue: { id: "reports.tasks.noOverdue", defaultMessage: "No overdue tasks" },
  overdueBy: {
    id: "reports.tasks.overdueBy",
    defaultMessage:
      "{count, plural, one {Overdue by {count, number, ::group-off} day} other {Overdue by {count, number, ::group-off} days}}",
  },
});

const taskHref = (task: ReportTask) => `/projects/${task.project.id}?taskId=${task.id}`;

function TaskRow({ task, children }: { task: ReportTask; children: ReactNode }) {
  return (
    <li className="grid gap-1.5 border-b py-3 first:pt-0 last:border-b-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Link to={taskHref(task)} className="min-w-0 font-medium wrap-anywhere hover:underline">
          {task.title}
        </Link>
        <span className="flex flex-wrap gap-1">
          <TaskStatusBadge status={task.status} />
          <TaskPriorityBadge priority={task.priority} />
        </span>
      </div>
      <p className="text-sm text-muted-foreground">
        {task.project.name} · {children}
      </p>
    </li>
  );
}

/** Tasks tab: the 10 newest tasks and the 10 most overdue ('Overdue by N days'). */
export function TasksTab({ recent, overdue }: { recent: ReportTask[]; overdue: ReportOverdueTask[] }) {
  const t = useT();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t(MESSAGES.recent)}</h2>
          </CardTitle>
          <CardDescription>{t(MESSAGES.recentText)}</CardDescription>
        </CardHeader>
        <CardContent>
          {recent.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t(MESSAGES.empty)}</p>
          ) : (
            <ul>
              {recent.map((task) => (
                <TaskRow key={task.id} task={task}>
                  {t(MESSAGES.created, { date: formatDate(task.createdAt) })}
                </TaskRow>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t(MESSAGES.overdue)}</h2>
          </CardTitle>
          <CardDescription>{t(MESSAGES.overdueText)}</CardDescription>
        </CardHeader>
        <CardContent>
          {overdue.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t(MESSAGES.noOverdue)}</p>
          ) : (
            <ul>
              {overdue.map((task) => (
                <TaskRow key={task.id} task={task}>
                  <span className="font-medium text-red-700">
                    {t(MESSAGES.overdueBy, { count: task.daysOverdue })}
                  </span>
                </TaskRow>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
