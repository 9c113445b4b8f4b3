import type { BoardColumn, Task } from "@contract/tasks";
import { useVirtualizer } from "@tanstack/react-virtual";
import { format } from "date-fns";
import { useRef } from "react";
import { TaskTypeIcon } from "@/components/task-type-icon";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { COMMON, dateFormatter, defineMessages, type MessageDescriptor, useT } from "@/i18n";
import { dueState } from "@/lib/board-model";
import { colorClasses, priorityColor, priorityText, statusColumnText } from "@/lib/statuses";
import { localDayOf } from "@/lib/task-days";
import { displayName } from "@/lib/user";
import { cn } from "@/lib/utils";

const HEADINGS: readonly MessageDescriptor[] = Object.values(
  defineMessages({
    task: { id: "board.table.task", defaultMessage: "Task" },
    status: { id: "board.table.status", defaultMessage: "Status" },
    priority: { id: "board.table.priority", defaultMessage: "Priority" },
    points: { id: "board.table.points", defaultMessage: "Points" },
    assignee: { id: "board.table.assignee", defaultMessage: "Assignee" },
    startDate: { id: "board.table.startDate", defaultMessage: "Start Date" },
    dueDate: { id: "board.table.dueDate", defaultMessage: "Due Date" },
    created: { id: "board.table.created", defaultMessage: "Created" },
  }),
);

const MESSAGES = defineMessages({
  overdue: { id: "board.table.overdue", defaultMessage: "(Overdue)" },
  empty: { id: "board.table.empty", defaultMessage: "No tasks found" },
  emptyDescription: {
    id: "board.table.emptyDescription",
    defaultMessage: "Create your first task to get started",
  },
});

/** 'Mar 9, 2025' in English as before; the language's medium date elsewhere. */
function tableDate(iso: string, locale: string): string {
  const date = new Date(iso);
  return dayText(date, locale);
}

/** A date-only task date's day (product rules, tasks) as `tableDate` writes it. */
function tableDay(iso: string, locale: string): string {
  return dayText(localDayOf(iso) ?? new Date(iso), locale);
}

function dayText(date: Date, locale: string): string {
  return locale === "en"
    ? format(date, "MMM d, yyyy")
    : dateFormatter({ dateStyle: "medium" }, locale).format(date);
}

const ROW_PX = 53;

/**
 * The table view (product rules): Task, Status, Priority, Points (product rules §19), Assignee, Start
 * Date, Due Date, Created. Rows are
 * virtualized for big boards; clicking a row (or Enter on it) opens the task.
 */
export function TableView({
  tasks,
  columns,
  doneStatus,
  onOpen,
}: {
  tasks: readonly Task[];
  columns: readonly BoardColumn[];
  doneStatus: string;
  onOpen: (task: Task) => void;
}) {
  const t = useT();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: tasks.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_PX,
    overscan: 10,
  });
  if (tasks.length === 0) {
    return (
      <div className="rounded-lg border py-16 text-center">
        <p className="font-medium">{t(MESSAGES.empty)}</p>
        <p className="text-sm text-muted-foreground">{t(MESSAGES.emptyDescription)}</p>
      </div>
    );
  }
  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const columnOf = (status: string) => columns.find((c) => c.id === status);

  return (
    <div ref={scrollRef} className="h-[calc(100dvh-16rem)] min-h-64 overflow-auto rounded-lg border">
      <Table className="min-w-[820px]">
        <TableHeader className="sticky top-0 z-10 bg-muted text-xs uppercase">
          <TableRow>
            {HEADINGS.map((h) => (
              <TableHead key={h.id}>{t(h)}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {padTop > 0 && (
            <TableRow>
              <td colSpan={8} style={{ height: padTop }} />
            </TableRow>
          )}
          {items.map((item) => {
            const task = tasks[item.index]!;
            const column = columnOf(task.status);
            const overdue = dueState(task, doneStatus) === "overdue";
            return (
              <TableRow
                key={task.id}
                data-index={item.index}
                ref={virtualizer.measureElement}
                tabIndex={0}
                data-task-id={task.id}
                className="cursor-pointer border-t outline-none hover:bg-muted/50 focus-visible:bg-accent"
                onClick={() => onOpen(task)}
                onKeyDown={(e) => {
                  if (e.key !== "Enter") return;
                  // Else the same Enter submits the dialog's form once its Title field has focus.
                  e.preventDefault();
                  onOpen(task);
                }}
              >
                <TableCell className="max-w-72 truncate font-medium" title={task.title}>
                  <TaskTypeIcon type={task.type} className="me-1.5 inline" />
                  <span
                    className="me-2 font-mono text-xs font-normal text-muted-foreground"
                    data-testid="task-key"
                  >
                    {task.key}
                  </span>
                  {task.title}
                </TableCell>
                <TableCell>
                  <Badge
                    variant="outline"
                    className={cn("border", colorClasses(column?.color ?? "gray").badge)}
                  >
                    {statusColumnText(t, columns, task.status)}
                  </Badge>
                </TableCell>
                <TableCell>
                  <Badge
                    variant="outline"
                    className={cn("border", colorClasses(priorityColor(task.priority)).badge)}
                  >
                    {priorityText(t, task.priority)}
                  </Badge>
                </TableCell>
                <TableCell className="tabular-nums" data-testid="task-points">
                  {task.storyPoints ?? "-"}
                </TableCell>
                <TableCell>{task.assignee ? displayName(task.assignee) : t(COMMON.unassigned)}</TableCell>
                <TableCell className="whitespace-nowrap" data-testid="task-start">
                  {task.startDate ? tableDay(task.startDate, t.locale) : "-"}
                </TableCell>
                <TableCell className={cn("whitespace-nowrap", overdue && "font-medium text-red-600")}>
                  {task.dueDate ? tableDay(task.dueDate, t.locale) : "-"}
                  {overdue && ` ${t(MESSAGES.overdue)}`}
                </TableCell>
                <TableCell className="whitespace-nowrap">{tableDate(task.createdAt, t.locale)}</TableCell>
              </TableRow>
            );
          })}
          {padBottom > 0 && (
            <TableRow>
              <td colSpan={8} style={{ height: padBottom }} />
            </TableRow>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
