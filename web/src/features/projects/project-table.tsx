import type { Project, ProjectTableTask } from "@contract/projects";
import { Pencil } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { colorClasses, priorityColor, statusLabel, TASK_PRIORITIES, taskStatusColor } from "@/lib/statuses";
import { displayName } from "@/lib/user";
import { formatDate, isOverdue } from "./format";
import { ProjectStatusBadge } from "./project-status-badge";

const isDone = (task: ProjectTableTask) => task.completedAt !== null || task.status === "done";

/** The tasks of each project, grouped by project id, in board order. */
export function groupTasksByProject(tasks: readonly ProjectTableTask[]): Map<number, ProjectTableTask[]> {
  const groups = new Map<number, ProjectTableTask[]>();
  for (const task of tasks) {
    const list = groups.get(task.projectId);
    if (list) list.push(task);
    else groups.set(task.projectId, [task]);
  }
  return groups;
}

function TaskRow({ task }: { task: ProjectTableTask }) {
  const overdue = !isDone(task) && isOverdue(task.dueDate);
  const priority = TASK_PRIORITIES.find((p) => p.value === task.priority)?.label ?? task.priority;
  return (
    <tr className="border-t">
      <td className="py-2 pr-4 font-medium">{task.title}</td>
      <td className="py-2 pr-4">
        <Badge variant="outline" className={colorClasses(taskStatusColor(task.status)).badge}>
          {statusLabel(task.status)}
        </Badge>
      </td>
      <td className="py-2 pr-4">
        <Badge variant="outline" className={colorClasses(priorityColor(task.priority)).badge}>
          {priority}
        </Badge>
      </td>
      <td className="py-2 pr-4">{task.assignee ? displayName(task.assignee) : "Unassigned"}</td>
      <td className="py-2 pr-4 whitespace-nowrap">
        {task.dueDate ? (
          <>
            {formatDate(task.dueDate)}
            {overdue && <span className="ml-1 font-medium text-red-700">(Overdue)</span>}
          </>
        ) : (
          <span className="text-muted-foreground">No due date</span>
        )}
      </td>
      <td className="py-2 text-right">
        <Link
          to={`/projects/${task.projectId}?taskId=${task.id}`}
          className="font-medium whitespace-nowrap text-primary underline-offset-4 hover:underline"
          aria-label={`View task ${task.title}`}
        >
          View Task
        </Link>
      </td>
    </tr>
  );
}

/** The Table view: each project with its tasks beneath and 'done/total completed' (or 'No tasks'). */
export function ProjectTable({
  projects,
  tasks,
  isPending,
  onEdit,
}: {
  projects: Project[];
  tasks: ProjectTableTask[] | undefined;
  isPending: boolean;
  onEdit: (project: Project) => void;
}) {
  const groups = groupTasksByProject(tasks ?? []);
  return (
    <div className="grid grid-cols-1 gap-4">
      {projects.map((project) => {
        const list = groups.get(project.id) ?? [];
        const done = list.filter(isDone).length;
        return (
          <section
            key={project.id}
            data-testid="project-item"
            aria-labelledby={`project-${project.id}-heading`}
            className="min-w-0 rounded-xl border bg-card p-5 shadow-sm"
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="flex min-w-0 flex-wrap items-center gap-3">
                <h2
                  id={`project-${project.id}-heading`}
                  className="max-w-full truncate font-semibold"
                  title={project.name}
                >
                  {project.name}
                </h2>
                <ProjectStatusBadge status={project.status} />
                <span className="text-sm text-muted-foreground">
                  {isPending
                    ? "Loading tasks..."
                    : list.length === 0
                      ? "No tasks"
                      : `${done}/${list.length} completed`}
                </span>
              </div>
              <div className="flex items-center gap-2">
                <Button asChild variant="outline" size="sm">
                  <Link to={`/projects/${project.id}`} aria-label={`View board of ${project.name}`}>
                    View Board
                  </Link>
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Edit ${project.name}`}
                  onClick={() => onEdit(project)}
                >
                  <Pencil aria-hidden="true" />
                </Button>
              </div>
            </div>
            {isPending ? (
              <Skeleton className="mt-4 h-16" />
            ) : (
              list.length > 0 && (
                <div className="relative mt-4 overflow-x-auto">
                  <table className="w-full text-left text-sm">
                    <caption className="sr-only">Tasks of {project.name}</caption>
                    <thead className="text-xs text-muted-foreground uppercase">
                      <tr>
                        <th scope="col" className="pb-2 pr-4 font-medium">
                          Task
                        </th>
                        <th scope="col" className="pb-2 pr-4 font-medium">
                          Status
                        </th>
                        <th scope="col" className="pb-2 pr-4 font-medium">
                          Priority
                        </th>
                        <th scope="col" className="pb-2 pr-4 font-medium">
                          Assignee
                        </th>
                        <th scope="col" className="pb-2 pr-4 font-medium">
                          Due Date
                        </th>
                        <th scope="col" className="pb-2 text-right font-medium">
                          <span className="sr-only">Actions</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {list.map((task) => (
                        <TaskRow key={task.id} task={task} />
                      ))}
                    </tbody>
                  </table>
                </div>
              )
            )}
          </section>
        );
      })}
    </div>
  );
}
