import type { ReportOverdueTask, ReportTask } from "@contract/reports";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format";
import { plural } from "@/lib/plural";
import { TaskPriorityBadge, TaskStatusBadge } from "../calendar/task-badges";

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
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Recent Tasks</h2>
          </CardTitle>
          <CardDescription>The newest tasks</CardDescription>
        </CardHeader>
        <CardContent>
          {recent.length === 0 ? (
            <p className="text-sm text-muted-foreground">No tasks yet</p>
          ) : (
            <ul>
              {recent.map((task) => (
                <TaskRow key={task.id} task={task}>
                  Created {formatDate(task.createdAt)}
                </TaskRow>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Overdue Tasks</h2>
          </CardTitle>
          <CardDescription>Past their due date and not done</CardDescription>
        </CardHeader>
        <CardContent>
          {overdue.length === 0 ? (
            <p className="text-sm text-muted-foreground">No overdue tasks</p>
          ) : (
            <ul>
              {overdue.map((task) => (
                <TaskRow key={task.id} task={task}>
                  <span className="font-medium text-red-700">
                    Overdue by {plural(task.daysOverdue, "day", "days")}
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
