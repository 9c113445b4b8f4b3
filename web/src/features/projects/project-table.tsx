import type { Project } from "@contract/projects";
import { useInfiniteQuery } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, ArrowUpDown, Pencil } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { errorStatus } from "@/api/http";
import { projectTaskPagesQuery } from "@/api/projects";
import { ProjectStatusBadge } from "@/components/project-status-badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCaption, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { COMMON, defineMessages, type MessageDescriptor, useT } from "@/i18n";
import { useNearViewport } from "@/lib/use-near-viewport";
import { BulkTaskBar } from "./bulk-task-bar";
import { PROJECT_ACTIONS } from "./messages";
import { type ListedProject, ProjectOwner } from "./project-owner";
import { TaskRow } from "./project-task-row";
import { type TaskSort, type TaskSortKey, taskSortParam } from "./task-sort";

/** The sortable columns with their headings. */
const HEADINGS = defineMessages({
  title: { id: "projects.table.task", defaultMessage: "Task" },
  status: { id: "projects.table.status", defaultMessage: "Status" },
  priority: { id: "projects.table.priority", defaultMessage: "Priority" },
  assignee: { id: "projects.table.assignee", defaultMessage: "Assignee" },
  dueDate: { id: "projects.table.dueDate", defaultMessage: "Due Date" },
});
const COLUMNS: readonly [TaskSortKey, MessageDescriptor][] = [
  ["title", HEADINGS.title],
  ["status", HEADINGS.status],
  ["priority", HEADINGS.priority],
  ["assignee", HEADINGS.assignee],
  ["dueDate", HEADINGS.dueDate],
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
    <TableHead
      className="px-0 pt-0 pb-2 pe-4"
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
    </TableHead>
  );
}

/** A Table view section's heading: the project, its status, owner and task count, its board and Edit. */
function SectionHeading({
  project,
  count,
  onEdit,
}: {
  project: ListedProject;
  count: string;
  onEdit: (project: Project) => void;
}) {
  const t = useT();
  return (
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
        <span className="text-sm text-muted-foreground">{count}</span>
      </div>
      <div className="flex items-center gap-2">
        <Button asChild variant="outline" size="sm">
          <Link
            to={`/projects/${project.id}`}
            aria-label={t(PROJECT_ACTIONS.viewBoardOf, { name: project.name })}
          >
            {t(PROJECT_ACTIONS.viewBoard)}
          </Link>
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t(PROJECT_ACTIONS.edit, { name: project.name })}
          onClick={() => onEdit(project)}
        >
          <Pencil aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

/**
 * One project of the Table view: its heading with 'done/total completed' (or 'No tasks'), and its
 * tasks beneath, sorted by the server and loaded a page at a time with 'Show more' once the section
 * nears the screen (issue 14).
 */
function ProjectTableSection({
  project,
  onEdit,
  sort,
  onSort,
  type,
}: {
  project: ListedProject;
  type: string;
  onEdit: (project: Project) => void;
  sort: TaskSort;
  onSort: (column: TaskSortKey) => void;
}) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const tasks = useInfiniteQuery({
    ...projectTaskPagesQuery(project.id, taskSortParam(sort), type),
    enabled: near,
  });
  const pages = tasks.data?.pages ?? [];
  const list = pages.flatMap((page) => page.tasks);
  const total = pages[0]?.total ?? 0;
  const done = pages[0]?.completed ?? 0;
  const isPending = tasks.isPending;
  // Bulk actions (product rules §24): the selection among the loaded rows.
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const loadedIds = new Set(list.map((t) => t.id));
  const chosen = [...selected].filter((id) => loadedIds.has(id));
  const allChosen = list.length > 0 && chosen.length === list.length;
  const onSelect = (taskId: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(taskId);
      else next.delete(taskId);
      return next;
    });
  return (
    <section
      ref={ref}
      data-testid="project-item"
      aria-labelledby={`project-${project.id}-heading`}
      className="min-w-0 rounded-xl border bg-card p-5 shadow-sm"
    >
      <SectionHeading
        project={project}
        count={
          isPending
            ? t({ id: "projects.table.loadingTasks", defaultMessage: "Loading tasks..." })
            : total === 0
              ? t({ id: "projects.table.noTasks", defaultMessage: "No tasks" })
              : t(
                  { id: "projects.table.completed", defaultMessage: "{done}/{total} completed" },
                  { done, total },
                )
        }
        onEdit={onEdit}
      />
      {isPending ? (
        <Skeleton className="mt-4 h-16" />
      ) : tasks.isError && list.length === 0 && errorStatus(tasks.error) !== 401 ? (
        <div role="alert" className="mt-4 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-destructive">
            {t({ id: "projects.table.loadFailed", defaultMessage: "The tasks could not be loaded." })}
          </span>
          <Button variant="outline" size="sm" onClick={() => void tasks.refetch()}>
            {t(COMMON.retry)}
          </Button>
        </div>
      ) : (
        list.length > 0 && (
          <>
            {chosen.length > 0 && (
              <BulkTaskBar
                projectId={project.id}
                projectName={project.name}
                taskIds={chosen}
                onDone={() => setSelected(new Set())}
              />
            )}
            <div className="relative mt-4 overflow-x-auto">
              <Table>
                <TableCaption className="sr-only">
                  {t(
                    { id: "projects.table.caption", defaultMessage: "Tasks of {name}" },
                    { name: project.name },
                  )}
                </TableCaption>
                <TableHeader className="text-xs uppercase">
                  <TableRow>
                    <TableHead className="w-8 px-0 pt-0 pb-2 pe-3">
                      <Checkbox
                        checked={allChosen ? true : chosen.length > 0 ? "indeterminate" : false}
                        aria-label={t(
                          {
                            id: "projects.table.selectAll",
                            defaultMessage: "Select all loaded rows of {name}",
                          },
                          { name: project.name },
                        )}
                        onCheckedChange={(checked) =>
                          setSelected(checked === true ? new Set(loadedIds) : new Set())
                        }
                      />
                    </TableHead>
                    {COLUMNS.map(([key, label]) => (
                      <SortableHeader key={key} column={key} label={t(label)} sort={sort} onSort={onSort} />
                    ))}
                    <TableHead className="px-0 pt-0 pb-2 text-end">
                      <span className="sr-only">{t(COMMON.actions)}</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {list.map((task) => (
                    <TaskRow key={task.id} task={task} selected={selected.has(task.id)} onSelect={onSelect} />
                  ))}
                </TableBody>
              </Table>
            </div>
            {tasks.hasNextPage && (
              <div className="mt-3 flex justify-center">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={tasks.isFetchingNextPage}
                  aria-busy={tasks.isFetchingNextPage}
                  onClick={() => void tasks.fetchNextPage()}
                >
                  {tasks.isFetchingNextPage && <Spinner />}
                  {t.rich(
                    {
                      id: "projects.table.showMore",
                      defaultMessage: "Show more ({count} more)<hidden> tasks of {name}</hidden>",
                    },
                    {
                      count: total - list.length,
                      name: project.name,
                      hidden: (chunks) => (
                        <span key="hidden" className="sr-only">
                          {chunks}
                        </span>
                      ),
                    },
                  )}
                </Button>
              </div>
            )}
          </>
        )
      )}
    </section>
  );
}

/** The Table view: each project with its tasks beneath, sorted by the chosen column. */
export function ProjectTable({
  projects,
  onEdit,
  sort,
  onSort,
  type = "all",
}: {
  /** Only tasks of this type, or `all` (product rules §35). */
  type?: string;
  projects: ListedProject[];
  onEdit: (project: Project) => void;
  /** The order of every project's task table (null: board order). */
  sort: TaskSort;
  /** A header was clicked or activated from the keyboard. */
  onSort: (column: TaskSortKey) => void;
}) {
  return (
    <div className="grid grid-cols-1 gap-4">
      {projects.map((project) => (
        <ProjectTableSection
          key={project.id}
          project={project}
          onEdit={onEdit}
          sort={sort}
          onSort={onSort}
          type={type}
        />
      ))}
    </div>
  );
}
