import type { Task } from "@contract/tasks";
import { useRef, useState } from "react";
import { defineMessages, type Translate, useT } from "@/i18n";
import { colorClasses } from "@/lib/statuses";
import { cn } from "@/lib/utils";
import { isRtl, longDayText, shortDayText } from "./board-messages";
import { barGeometry, GANTT_DAY_PX, type GanttBar, type GanttModel } from "./gantt-model";

const MESSAGES = defineMessages({
  blockedBy: { id: "board.gantt.blockedBy", defaultMessage: "blocked by {keys}" },
  conflict: { id: "board.gantt.conflictText", defaultMessage: "Conflict: due before its blocker is done" },
  critical: { id: "board.gantt.critical", defaultMessage: "on the critical path" },
  deps: { id: "board.gantt.deps", defaultMessage: "{name} ({parts})" },
  range: { id: "board.gantt.range", defaultMessage: "{start} to {end}" },
  bar: { id: "board.gantt.bar", defaultMessage: "{title}: {range}" },
  barOverdue: { id: "board.gantt.barOverdue", defaultMessage: "{title}: {range} (Overdue)" },
  dueBeforeCreation: {
    id: "board.gantt.dueBeforeCreation",
    defaultMessage: "{title}: created {created}, due before it was created ({due})",
  },
  dueBeforeCreationOverdue: {
    id: "board.gantt.dueBeforeCreationOverdue",
    defaultMessage: "{title}: created {created}, due before it was created ({due}) (Overdue)",
  },
  dueBeforeCreationTitle: {
    id: "board.gantt.dueBeforeCreationTitle",
    defaultMessage: "Due {due}, before it was created on {created}",
  },
  conflictBadge: { id: "board.gantt.conflict", defaultMessage: "Conflict" },
  resize: {
    id: "board.gantt.resize",
    defaultMessage: "Move the due date of {key} {title} (arrow keys: a day)",
  },
  days: { id: "board.gantt.days", defaultMessage: "{days, plural, one {{sign}# days} other {{sign}# days}}" },
  dragHint: { id: "board.gantt.dragHint", defaultMessage: "Drag to move the due date" },
});

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
function withDependencies(t: Translate, name: string, deps: BarDependencies): string {
  const parts: string[] = [];
  if (deps.blockedBy.length > 0) parts.push(t(MESSAGES.blockedBy, { keys: deps.blockedBy.join(", ") }));
  if (deps.conflict) parts.push(t(MESSAGES.conflict));
  if (deps.critical) parts.push(t(MESSAGES.critical));
  return parts.length > 0 ? t(MESSAGES.deps, { name, parts: parts.join("; ") }) : name;
}

/** Height of one Gantt row, in pixels. */
export const GANTT_ROW_PX = 40;

/** The bar's accessible name and tooltip: its dates, and why it looks odd when it does. */
function barLabel(t: Translate, bar: GanttBar): { name: string; title: string } {
  const title = bar.task.title;
  const range = t(MESSAGES.range, {
    start: shortDayText(bar.start, t.locale),
    end: shortDayText(bar.end, t.locale),
  });
  if (!bar.isDueBeforeCreation)
    return { name: t(bar.isOverdue ? MESSAGES.barOverdue : MESSAGES.bar, { title, range }), title: range };
  const due = longDayText(new Date(bar.task.dueDate!), t.locale);
  const created = longDayText(bar.start, t.locale);
  return {
    name: t(bar.isOverdue ? MESSAGES.dueBeforeCreationOverdue : MESSAGES.dueBeforeCreation, {
      title,
      created,
      due,
    }),
    title: t(MESSAGES.dueBeforeCreationTitle, { due, created }),
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
  const t = useT();
  const { left, width } = barGeometry(model, bar);
  const label = barLabel(t, bar);
  const name = withDependencies(t, label.name, deps);
  const drag = useRef<{ x: number; sign: 1 | -1 } | null>(null);
  const [offset, setOffset] = useState(0);
  const days = Math.round(offset / GANTT_DAY_PX);
  return (
    <div
      className="absolute start-0 top-0 flex w-full items-center border-b"
      style={{ height: GANTT_ROW_PX, transform: `translateY(${top}px)` }}
    >
      <div className="sticky start-0 z-10 w-56 shrink-0 truncate bg-card px-4 text-sm" title={bar.task.title}>
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
          style={{ insetInlineStart: `${left}%`, width: `calc(${width}% + ${offset}px)` }}
          onClick={() => onOpen(bar.task)}
        />
        {deps.conflict && (
          <span
            className="pointer-events-none absolute top-0 text-[10px] font-medium text-red-600 dark:text-red-400"
            style={{ insetInlineStart: `${left}%` }}
          >
            {t(MESSAGES.conflictBadge)}
          </span>
        )}
        <button
          type="button"
          aria-label={t(MESSAGES.resize, { key: bar.task.key, title: bar.task.title })}
          title={days !== 0 ? t(MESSAGES.days, { days, sign: days > 0 ? "+" : "" }) : t(MESSAGES.dragHint)}
          data-testid="gantt-resize"
          className="absolute top-2 h-6 w-2 cursor-ew-resize touch-none rounded-e-md bg-foreground/30 outline-none hover:bg-foreground/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
          style={{ insetInlineStart: `calc(${left + width}% + ${offset}px - 8px)` }}
          onPointerDown={(e) => {
            e.currentTarget.setPointerCapture(e.pointerId);
            drag.current = { x: e.clientX, sign: isRtl(e.currentTarget) ? -1 : 1 };
          }}
          onPointerMove={(e) => {
            if (drag.current) setOffset((e.clientX - drag.current.x) * drag.current.sign);
          }}
          onPointerUp={() => {
            drag.current = null;
            setOffset(0);
            if (days !== 0) onResize(days);
          }}
          onKeyDown={(e) => {
            if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
              e.preventDefault();
              // Later is rightwards, and leftwards right to left.
              const later = isRtl(e.currentTarget) ? "ArrowLeft" : "ArrowRight";
              onResize(e.key === later ? 1 : -1);
            }
          }}
        />
      </div>
    </div>
  );
}
