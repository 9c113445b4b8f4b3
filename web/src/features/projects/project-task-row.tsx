import type { ProjectTableRow } from "@contract/projects";
import { Link } from "react-router";
import { TaskTypeIcon } from "@/components/task-type-icon";
import { Badge } from "@/components/ui/badge";
import { Checkbox } from "@/components/ui/checkbox";
import { TableCell, TableRow } from "@/components/ui/table";
import { formatDate, isOverdue } from "@/lib/format";
import { colorClasses, priorityColor, statusLabel, TASK_PRIORITIES, taskStatusColor } from "@/lib/statuses";
import { displayName } from "@/lib/user";
import { cn } from "@/lib/utils";

/** A task cell: no left padding (the table lines up with the project heading). */
const CELL = "px-0 py-2 pr-4";

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
  const overdue = !isDone(task) && isOverdue(task.dueDate);
  const priority = TASK_PRIORITIES.find((p) => p.value === task.priority)?.label ?? task.priority;
  return (
    <TableRow className="border-t" data-state={selected ? "selected" : undefined}>
      <TableCell className="w-8 px-0 py-2 pr-3">
        <Checkbox
          checked={selected}
          aria-label={`Select ${task.title}`}
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
          {statusLabel(task.status)}
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
      <TableCell className={CELL}>{task.assignee ? displayName(task.assignee) : "Unassigned"}</TableCell>
      <TableCell className={cn(CELL, "whitespace-nowrap")}>
        {task.dueDate ? (
          <>
            {formatDate(task.dueDate)}
            {overdue && <span className="ml-1 font-medium text-red-700">(Overdue)</span>}
          </>
        ) : (
          <span className="text-muted-foreground">No due date</span>
        )}
      </TableCell>
      <TableCell className="px-0 py-2 text-right">
        <Link
          to={`/projects/${task.projectId}?taskId=${task.id}`}
          className="font-medium whitespace-nowrap text-primary underline-offset-4 hover:underline"
          aria-label={`View task ${task.title}`}
        >
          View Task
        </Link>
      </TableCell>
    </TableRow>
  );
}
