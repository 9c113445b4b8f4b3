import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { RECENT_TASKS_SHOWN, recentTasksQuery } from "@/api/recent-tasks";
import { Skeleton } from "@/components/ui/skeleton";
import { useT } from "@/i18n";
import { colorClasses, statusText, taskStatusColor } from "@/lib/statuses";
import { cn } from "@/lib/utils";

/** The sidebar's 'Recent Tasks': the 3 most recently updated tasks (GET /api/tasks/recent), each linking to its board. */
export function RecentTasks({ onNavigate }: { onNavigate?: () => void }) {
  const { data, isPending, isError } = useQuery(recentTasksQuery(RECENT_TASKS_SHOWN));
  const t = useT();
  const tasks = data && Array.isArray(data) ? data.slice(0, RECENT_TASKS_SHOWN) : [];

  return (
    <section aria-labelledby="recent-tasks-heading" className="px-3">
      <h2
        id="recent-tasks-heading"
        className="px-3 pb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        {t({ id: "layout.recentTasks.title", defaultMessage: "Recent Tasks" })}
      </h2>
      {isPending ? (
        <div className="grid gap-2 px-3">
          <Skeleton className="h-9" />
          <Skeleton className="h-9" />
          <Skeleton className="h-9" />
        </div>
      ) : isError || tasks.length === 0 ? (
        <p className="px-3 text-sm text-muted-foreground">
          {t({ id: "layout.recentTasks.empty", defaultMessage: "No recent tasks" })}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-0.5">
          {tasks.map((task) => (
            <li key={task.id}>
              <Link
                to={`/projects/${task.project.id}?taskId=${task.id}`}
                onClick={onNavigate}
                title={`${task.title} (${task.project.name})`}
                className="flex items-start gap-2.5 rounded-md px-3 py-1.5 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <span
                  aria-hidden="true"
                  title={statusText(t, task.status)}
                  className={cn(
                    "mt-1.5 size-2 shrink-0 rounded-full",
                    colorClasses(taskStatusColor(task.status)).dot,
                  )}
                />
                <span className="min-w-0">
                  <span className="block truncate text-sm font-medium">{task.title}</span>
                  <span className="block truncate text-xs text-muted-foreground">
                    <span className="sr-only">
                      {t(
                        {
                          id: "layout.recentTasks.statusProject",
                          defaultMessage: "Status: {status}. Project:",
                        },
                        { status: statusText(t, task.status) },
                      )}{" "}
                    </span>
                    {task.project.name}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
