import type { Task } from "@contract/tasks";
import { format } from "date-fns";
import { colorClasses } from "@/lib/statuses";
import { cn } from "@/lib/utils";
import { barGeometry, type GanttBar, type GanttModel } from "./gantt-model";

/** Height of one Gantt row, in pixels. */
export const GANTT_ROW_PX = 40;

/** The bar's accessible name and tooltip: its dates, and why it looks odd when it does. */
function barLabel(bar: GanttBar): { name: string; title: string } {
  const range = `${format(bar.start, "MMM d")} to ${format(bar.end, "MMM d")}`;
  const overdue = bar.isOverdue ? " (Overdue)" : "";
  if (!bar.isDueBeforeCreation) return { name: `${bar.task.title}: ${range}${overdue}`, title: range };
  const due = format(new Date(bar.task.dueDate!), "MMM d, yyyy");
  const created = format(bar.start, "MMM d, yyyy");
  return {
    name: `${bar.task.title}: created ${created}, due before it was created (${due})${overdue}`,
    title: `Due ${due}, before it was created on ${created}`,
  };
}

/** One virtualized Gantt row at `top`: the sticky task name and its bar, which opens the task. */
export function GanttRow({
  model,
  bar,
  top,
  color,
  onOpen,
}: {
  model: GanttModel;
  bar: GanttBar;
  /** The row's offset from the top of the rows, from the virtualizer. */
  top: number;
  /** Palette colour of the task's status column. */
  color: string;
  onOpen: (task: Task) => void;
}) {
  const { left, width } = barGeometry(model, bar);
  const label = barLabel(bar);
  return (
    <div
      className="absolute top-0 left-0 flex w-full items-center border-b"
      style={{ height: GANTT_ROW_PX, transform: `translateY(${top}px)` }}
    >
      <div className="sticky left-0 z-10 w-56 shrink-0 truncate bg-card px-4 text-sm" title={bar.task.title}>
        {bar.task.title}
      </div>
      <div className="relative h-full flex-1">
        <button
          type="button"
          aria-label={label.name}
          data-task-id={bar.task.id}
          title={label.title}
          data-overdue={bar.isOverdue || undefined}
          data-due-before-creation={bar.isDueBeforeCreation || undefined}
          className={cn(
            "absolute top-2 h-6 min-w-3 rounded-md opacity-90 outline-none hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50",
            colorClasses(color).dot,
            bar.isOverdue && "ring-2 ring-red-500 ring-offset-1",
            bar.isDueBeforeCreation &&
              "bg-[repeating-linear-gradient(135deg,transparent_0_4px,rgb(255_255_255/0.6)_4px_8px)]",
          )}
          style={{ left: `${left}%`, width: `${width}%` }}
          onClick={() => onOpen(bar.task)}
        />
      </div>
    </div>
  );
}
