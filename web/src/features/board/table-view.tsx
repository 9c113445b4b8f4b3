import type { BoardColumn, Task } from "@contract/tasks";
import { useVirtualizer } from "@tanstack/react-virtual";
import { format } from "date-fns";
import { useRef } from "react";
import { Badge } from "@/components/ui/badge";
import { colorClasses, priorityColor, TASK_PRIORITIES } from "@/lib/statuses";
import { displayName } from "@/lib/user";
import { cn } from "@/lib/utils";
import { dueState } from "./board-model";

const ROW_PX = 53;

/**
 * The table view (spec part 2): Task, Status, Priority, Assignee, Due Date, Created. Rows are
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
        <p className="font-medium">No tasks found</p>
        <p className="text-sm text-muted-foreground">Create your first task to get started</p>
      </div>
    );
  }
  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const columnOf = (status: string) => columns.find((c) => c.id === status);

  return (
    <div ref={scrollRef} className="h-[calc(100dvh-16rem)] min-h-64 overflow-auto rounded-lg border">
      <table className="w-full min-w-[760px] text-sm">
        <thead className="sticky top-0 z-10 bg-muted text-left text-xs text-muted-foreground uppercase">
          <tr>
            {["Task", "Status", "Priority", "Assignee", "Due Date", "Created"].map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {padTop > 0 && (
            <tr>
              <td colSpan={6} style={{ height: padTop }} />
            </tr>
          )}
          {items.map((item) => {
            const task = tasks[item.index]!;
            const column = columnOf(task.status);
            const overdue = dueState(task, doneStatus) === "overdue";
            return (
              <tr
                key={task.id}
                data-index={item.index}
                ref={virtualizer.measureElement}
                tabIndex={0}
                className="cursor-pointer border-t outline-none hover:bg-muted/50 focus-visible:bg-accent"
                onClick={() => onOpen(task)}
                onKeyDown={(e) => {
                  if (e.key !== "Enter") return;
                  // Else the same Enter submits the dialog's form once its Title field has focus.
                  e.preventDefault();
                  onOpen(task);
                }}
              >
                <td className="max-w-72 truncate px-4 py-3 font-medium" title={task.title}>
                  {task.title}
                </td>
                <td className="px-4 py-3">
                  <Badge
                    variant="outline"
                    className={cn("border", colorClasses(column?.color ?? "gray").badge)}
                  >
                    {column?.title ?? task.status}
                  </Badge>
                </td>
                <td className="px-4 py-3">
                  <Badge
                    variant="outline"
                    className={cn("border", colorClasses(priorityColor(task.priority)).badge)}
                  >
                    {TASK_PRIORITIES.find((p) => p.value === task.priority)?.label ?? task.priority}
                  </Badge>
                </td>
                <td className="px-4 py-3">{task.assignee ? displayName(task.assignee) : "Unassigned"}</td>
                <td className={cn("px-4 py-3 whitespace-nowrap", overdue && "font-medium text-red-600")}>
                  {task.dueDate ? format(new Date(task.dueDate), "MMM d, yyyy") : "-"}
                  {overdue && " (Overdue)"}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  {format(new Date(task.createdAt), "MMM d, yyyy")}
                </td>
              </tr>
            );
          })}
          {padBottom > 0 && (
            <tr>
              <td colSpan={6} style={{ height: padBottom }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
