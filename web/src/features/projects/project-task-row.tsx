import type { ProjectTableRow } from "@contract/projects";
import { statusValue } from "@contract/statuses";
import { Link } from "react-router";
import { TaskTypeIcon } from "@/components/task-type-icon";
import { Badge } from "@/components/ui/badge";
import { Checkbox } from "@/components/ui/checkbox";
import { TableCell, TableRow } from "@/components/ui/table";
import { COMMON, useT } from "@/i18n";
import { formatDay, isOverdue } from "@/lib/format";
import {
  colorClasses,
  labelOf,
  PRIORITY_LABELS,
  priorityColor,
  statusLabel,
  TASK_STATUS_LABELS,
  taskStatusColor,
} from "@/lib/statuses";
import { displayName } from "@/lib/user";
import { cn } from "@/lib/utils";

/** A task cell: no start padding (the table lines up with the project heading). */
const CELL = "px-0 py-2 pe-4";

const isDone = (task: ProjectTableRow) => task.completedAt !== null || task.status === "done";

/** One task of the Table view, with its selection checkbox (bulk actions). */
export function TaskRow({
  task,
  selected,
  onSelect,
}: {
  task: ProjectTableRow;
  selected: boolean;
  onSelect: (taskId: number, selected: boolean) => void;
}) {
  const t = useT();
  const overdue = !isDone(task) && isOverdue(task.dueDate);
  const priority = labelOf(t, PRIORITY_LABELS, task.priority, task.priority);
  return (
    <TableRow className="border-t" data-state={selected ? "selected" : undefined}>
      <TableCell className="w-8 px-0 py-2 pe-3">
        <Checkbox
          checked={selected}
          aria-label={t(
            { id: "projects.row.select", defaultMessage: "Select {title}" },
            { title: task.title },
          )}
          onCheckedChange={(checked) => onSelect(task.id, checked === true)}
        />
      </TableCell>
      <TableCell className={cn(CELL, "font-medium")}>
        <span className="inline-flex items-center gap-1.5">
          <TaskTypeIcon type={task.type} />
          {task.title}
        </span>
      </TableCell>
      <TableCell className={CELL}>
        <Badge
          variant="outline"
          className={cn("whitespace-nowrap", colorClasses(taskStatusColor(task.status)).badge)}
        >
          {labelOf(t, TASK_STATUS_LABELS, statusValue(task.status), statusLabel(task.status))}
        </Badge>
      </TableCell>
      <TableCell className={CELL}>
        <Badge
          variant="outline"
          className={cn("whitespace-nowrap", colorClasses(priorityColor(task.priority)).badge)}
        >
          {priority}
        </Badge>
      </TableCell>
      <TableCell className={CELL}>
        {task.assignee ? displayName(task.assignee) : t(COMMON.unassigned)}
      </TableCell>
      <TableCell className={cn(CELL, "whitespace-nowrap")}>
        {task.dueDate ? (
          <>
            {formatDay(task.dueDate)}
            {overdue && (
              <span className="ms-1 font-medium text-red-700">
                {t({ id: "projects.row.overdue", defaultMessage: "(Overdue)" })}
              </span>
            )}
          </>
        ) : (
          <span className="text-muted-foreground">
            {t({ id: "projects.row.noDueDate", defaultMessage: "No due date" })}
          </span>
        )}
      </TableCell>
      <TableCell className="px-0 py-2 text-end">
        <Link
          to={`/projects/${task.projectId}?taskId=${task.id}`}
          className="font-medium whitespace-nowrap text-primary underline-offset-4 hover:underline"
          aria-label={t(
            { id: "projects.row.viewTaskOf", defaultMessage: "View task {title}" },
            { title: task.title },
          )}
        >
          {t({ id: "projects.row.viewTask", defaultMessage: "View Task" })}
        </Link>
      </TableCell>
    </TableRow>
  );
}
