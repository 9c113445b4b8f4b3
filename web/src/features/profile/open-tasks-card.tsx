import type { OpenTask } from "@contract/profile";
import { useQuery } from "@tanstack/react-query";
import { CalendarDays, ListChecks } from "lucide-react";
import { Link } from "react-router";
import { openTasksQuery } from "@/api/profile";
import { CardError } from "@/components/feedback/load-failure";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useT } from "@/i18n";
import { formatDate, isOverdue } from "@/lib/format";
import { colorClasses, priorityColor, priorityText, statusText, taskStatusColor } from "@/lib/statuses";
import { cn } from "@/lib/utils";

/** A date as formatDate shows it ("Mar 9, 2025"), nothing when unreadable. */
const day = (iso: string) => formatDate(iso, "");

function OpenTaskItem({ task }: { task: OpenTask }) {
  const overdue = isOverdue(task.dueDate);
  const t = useT();
  return (
    <li>
      <Link
        to={`/projects/${task.project.id}?taskId=${task.id}`}
        className="grid gap-1.5 rounded-lg border p-3 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <span className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-medium wrap-anywhere">{task.title}</span>
          <span className="flex min-w-0 flex-wrap gap-1.5">
            <Badge variant="outline" className={colorClasses(taskStatusColor(task.status)).badge}>
              {statusText(t, task.status)}
            </Badge>
            <Badge variant="outline" className={colorClasses(priorityColor(task.priority)).badge}>
              {priorityText(t, task.priority)}
            </Badge>
          </span>
        </span>
        {task.description && (
          <span className="line-clamp-2 text-sm text-muted-foreground" title={task.description}>
            {task.description}
          </span>
        )}
        <span className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <span>{task.project.name}</span>
          <span className={cn("flex items-center gap-1", overdue && "font-medium text-red-700")}>
            <CalendarDays aria-hidden="true" className="size-3" />
            {task.dueDate
              ? overdue
                ? t(
                    { id: "profile.openTasks.dueOverdue", defaultMessage: "Due {date} (Overdue)" },
                    { date: day(task.dueDate) },
                  )
                : t(
                    { id: "profile.openTasks.due", defaultMessage: "Due {date}" },
                    { date: day(task.dueDate) },
                  )
              : t({ id: "myTasks.card.noDueDate", defaultMessage: "No due date" })}
          </span>
          <span>
            {t(
              { id: "dashboard.projects.updated", defaultMessage: "Updated {date}" },
              { date: day(task.updatedAt) },
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}

/**
 * 'My Open Tasks': the first few tasks assigned to the user and not completed, each linking to its
 * board, with the count of all of them (the server counts; issue 14) and a link to My Tasks.
 */
export function OpenTasksCard() {
  const tasks = useQuery(openTasksQuery);
  const t = useT();
  return (
    <Card role="region" aria-labelledby="open-tasks-heading">
      <CardHeader>
        <CardTitle>
          <h2 id="open-tasks-heading">
            {t({ id: "profile.openTasks.title", defaultMessage: "My Open Tasks" })}
          </h2>
        </CardTitle>
        <CardDescription className="min-h-5">
          {tasks.data &&
            t(
              {
                id: "profile.openTasks.count",
                defaultMessage:
                  "{count, plural, one {# open task assigned to you} other {# open tasks assigned to you}}",
              },
              { count: tasks.data.total },
            )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {tasks.isPending ? (
          <div className="grid gap-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-20" />
            ))}
          </div>
        ) : tasks.isError ? (
          <CardError
            error={tasks.error}
            message={t({ id: "profile.openTasks.failed", defaultMessage: "Your tasks could not be loaded." })}
            onRetry={() => void tasks.refetch()}
          />
        ) : tasks.data.tasks.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-6 text-center text-muted-foreground">
            <ListChecks aria-hidden="true" className="size-8" />
            <p className="text-sm">
              {t({ id: "profile.openTasks.empty", defaultMessage: "No open tasks. Nice work!" })}
            </p>
          </div>
        ) : (
          <>
            <ul className="grid gap-3">
              {tasks.data.tasks.map((task) => (
                <OpenTaskItem key={task.id} task={task} />
              ))}
            </ul>
            {tasks.data.total > tasks.data.tasks.length && (
              <Button asChild variant="link" className="mt-2 px-0">
                <Link to="/tasks">
                  {t({ id: "profile.openTasks.seeAll", defaultMessage: "See all in My Tasks" })}
                </Link>
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
