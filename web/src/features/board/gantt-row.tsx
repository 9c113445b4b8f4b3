import type { Task } from "@contract/tasks";
import { format } from "date-fns";
import { useRef, useState } from "react";
import { colorClasses } from "@/lib/statuses";
import { cn } from "@/lib/utils";
import { barGeometry, GANTT_DAY_PX, type GanttBar, type GanttModel } from "./gantt-model";

/** What the dependencies add to a bar (product rules §36). */
export type BarDependencies = {
  /** Keys of the shown tasks blocking it. */
  blockedBy: string[];
  /** Due before (or when) a blocker is due. */
  conflict: boolean;
  /** On the highlighted critical path. */
  critical: boolean;
};

/** The dependency part of a bar's accessible name. */
function dependencyText(deps: BarDependencies): string {
  const parts: string[] = [];
  if (deps.blockedBy.length > 0) parts.push(`blocked by ${deps.blockedBy.join(", ")}`);
  if (deps.conflict) parts.push("Conflict: due before its blocker is done");
  if (deps.critical) parts.push("on the critical path");
  return parts.length > 0 ? ` (${parts.join("; ")})` : "";
}

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
  deps,
  onResize,
}: {
  model: GanttModel;
  bar: GanttBar;
  deps: BarDependencies;
  /** The bar's end was dragged (or moved with the arrow keys) by whole days. */
  onResize: (days: number) => void;
  /** The row's offset from the top of the rows, from the virtualizer. */
  top: number;
  /** Palette colour of the task's status column. */
  color: string;
  onOpen: (task: Task) => void;
}) {
  const { left, width } = barGeometry(model, bar);
  const label = barLabel(bar);
  const name = `${label.name}${dependencyText(deps)}`;
  const drag = useRef<{ x: number } | null>(null);
  const [offset, setOffset] = useState(0);
  const days = Math.round(offset / GANTT_DAY_PX);
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
          aria-label={name}
          data-task-id={bar.task.id}
          title={label.title}
          data-overdue={bar.isOverdue || undefined}
          data-conflict={deps.conflict || undefined}
          data-critical={deps.critical || undefined}
          data-due-before-creation={bar.isDueBeforeCreation || undefined}
          className={cn(
            "absolute top-2 h-6 min-w-3 rounded-md opacity-90 outline-none hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50",
            colorClasses(color).dot,
            bar.isOverdue && "ring-2 ring-red-500 ring-offset-1",
            deps.conflict && "outline-2 outline-offset-2 outline-red-600 outline-dashed",
            deps.critical && "ring-2 ring-amber-500 ring-offset-1",
            bar.isDueBeforeCreation &&
              "bg-[repeating-linear-gradient(135deg,transparent_0_4px,rgb(255_255_255/0.6)_4px_8px)]",
          )}
          style={{ left: `${left}%`, width: `calc(${width}% + ${offset}px)` }}
          onClick={() => onOpen(bar.task)}
        />
        {deps.conflict && (
          <span
            className="pointer-events-none absolute top-0 text-[10px] font-medium text-red-600 dark:text-red-400"
            style={{ left: `${left}%` }}
          >
            Conflict
          </span>
        )}
        <button
          type="button"
          aria-label={`Move the due date of ${bar.task.key} ${bar.task.title} (arrow keys: a day)`}
          title={days !== 0 ? `${days > 0 ? "+" : ""}${days} days` : "Drag to move the due date"}
          data-testid="gantt-resize"
          className="absolute top-2 h-6 w-2 cursor-ew-resize touch-none rounded-r-md bg-foreground/30 outline-none hover:bg-foreground/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
          style={{ left: `calc(${left + width}% + ${offset}px - 8px)` }}
          onPointerDown={(e) => {
            e.currentTarget.setPointerCapture(e.pointerId);
            drag.current = { x: e.clientX };
          }}
          onPointerMove={(e) => {
            if (drag.current) setOffset(e.clientX - drag.current.x);
          }}
          onPointerUp={() => {
            drag.current = null;
            setOffset(0);
            if (days !== 0) onResize(days);
          }}
          onKeyDown={(e) => {
            if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
              e.preventDefault();
              onResize(e.key === "ArrowRight" ? 1 : -1);
            }
          }}
        />
      </div>
    </div>
  );
}
