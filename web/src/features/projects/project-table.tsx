import type { Project, ProjectTableTask } from "@contract/projects";
import { ArrowDown, ArrowUp, ArrowUpDown, Pencil } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { colorClasses, priorityColor, statusLabel, TASK_PRIORITIES, taskStatusColor } from "@/lib/statuses";
import { displayName } from "@/lib/user";
import { formatDate, isOverdue } from "./format";
import { type ListedProject, ProjectOwner } from "./project-owner";
import { ProjectStatusBadge } from "./project-status-badge";
import { sortTasks, type TaskSort, type TaskSortKey } from "./task-sort";

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

/** The sortable columns with their headings. */
const COLUMNS: readonly [TaskSortKey, string][] = [
  ["title", "Task"],
  ["status", "Status"],
  ["priority", "Priority"],
  ["assignee", "Assignee"],
  ["dueDate", "Due Date"],
];

/** A column heading that sorts the tasks: a button, with aria-sort on the header cell. */
function SortableHeader({
  column,
  label,
  sort,
  onSort,
}: {
  column: TaskSortKey;
  label: string;
  sort: TaskSort;
  onSort: (column: TaskSortKey) => void;
}) {
  const dir = sort?.key === column ? sort.dir : null;
  const Icon = dir === "asc" ? ArrowUp : dir === "desc" ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      className="pb-2 pr-4 font-medium"
      aria-sort={dir === "asc" ? "ascending" : dir === "desc" ? "descending" : "none"}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex items-center gap-1 rounded-sm uppercase outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {label}
        <Icon aria-hidden="true" className="size-3" />
      </button>
    </th>
  );
}

/** The Table view: each project with its tasks beneath and 'done/total completed' (or 'No tasks'). */
export function ProjectTable({
  projects,
  tasks,
  isPending,
  onEdit,
  sort,
  onSort,
}: {
  projects: ListedProject[];
  tasks: ProjectTableTask[] | undefined;
  isPending: boolean;
  onEdit: (project: Project) => void;
  /** The order of every project's task table (null: board order). */
  sort: TaskSort;
  /** A header was clicked or activated from the keyboard. */
  onSort: (column: TaskSortKey) => void;
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
                <ProjectOwner owner={project.owner} className="text-sm text-muted-foreground" />
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
                        {COLUMNS.map(([key, label]) => (
                          <SortableHeader key={key} column={key} label={label} sort={sort} onSort={onSort} />
                        ))}
                        <th scope="col" className="pb-2 text-right font-medium">
                          <span className="sr-only">Actions</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {sortTasks(list, sort).map((task) => (
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
