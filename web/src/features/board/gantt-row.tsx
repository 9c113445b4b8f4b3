import type { Task } from "@contract/tasks";
import { TriangleAlertIcon } from "lucide-react";
import { useRef, useState } from "react";
import { defineMessages, type Translate, useT } from "@/i18n";
import { colorClasses } from "@/lib/statuses";
import { cn } from "@/lib/utils";
import { isRtl, longDayText } from "./board-messages";
import {
  barGeometry,
  type DatedBar,
  GANTT_DAY_PX,
  type GanttBar,
  type GanttModel,
  hasBar,
} from "./gantt-model";

const MESSAGES = defineMessages({
  blockedBy: { id: "board.gantt.blockedBy", defaultMessage: "blocked by {keys}" },
  conflict: { id: "board.gantt.conflictStart", defaultMessage: "Conflict: starts before its blocker ends" },
  critical: { id: "board.gantt.critical", defaultMessage: "on the critical path" },
  deps: { id: "board.gantt.deps", defaultMessage: "{name} ({parts})" },
  range: { id: "board.gantt.range", defaultMessage: "{start} to {end}" },
  bar: { id: "board.gantt.bar", defaultMessage: "{title}: {range}" },
  barOverdue: { id: "board.gantt.barOverdue", defaultMessage: "{title}: {range} (Overdue)" },
  due: { id: "board.gantt.dueOnly", defaultMessage: "due {due}" },
  start: { id: "board.gantt.startOnly", defaultMessage: "starts {start}, no due date" },
  noDates: { id: "board.gantt.noDates", defaultMessage: "{title}: no dates" },
  noDatesText: { id: "board.gantt.noDatesText", defaultMessage: "No dates" },
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
  /** Starts before a blocker ends. */
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

/** The bar's accessible name and tooltip: its real dates only (product rules, Gantt). */
function barLabel(t: Translate, bar: DatedBar): { name: string; title: string } {
  const title = bar.task.title;
  const last = new Date(bar.end.getFullYear(), bar.end.getMonth(), bar.end.getDate() - 1);
  const range =
    bar.kind === "span"
      ? t(MESSAGES.range, { start: longDayText(bar.start, t.locale), end: longDayText(last, t.locale) })
      : bar.kind === "due"
        ? t(MESSAGES.due, { due: longDayText(last, t.locale) })
        : t(MESSAGES.start, { start: longDayText(bar.start, t.locale) });
  return { name: t(bar.isOverdue ? MESSAGES.barOverdue : MESSAGES.bar, { title, range }), title: range };
}

/** The sticky name cell: the key and the title, cut to fit, the whole title on hover or focus. */
function RowName({ task }: { task: Task }) {
  return (
    <div
      data-gantt-name=""
      className="sticky start-0 z-10 flex h-full w-(--gantt-name) shrink-0 items-center gap-1.5 bg-card ps-2 pe-1 text-sm sm:ps-4"
    >
      <span className="shrink-0 font-mono text-xs text-muted-foreground">{task.key}</span>
      <span className="min-w-0 truncate" title={task.title}>
        {task.title}
      </span>
      <span
        aria-hidden="true"
        data-testid="gantt-full-title"
        className="pointer-events-none absolute start-1 top-full z-30 hidden w-max max-w-[min(24rem,80vw)] rounded-md border bg-popover px-2 py-1 text-xs text-popover-foreground shadow-md wrap-anywhere group-focus-within:block group-hover:block"
      >
        <span className="font-mono">{task.key}</span> {task.title}
      </span>
    </div>
  );
}

/** One virtualized Gantt row at `top`: the sticky task name and its bar (or 'No dates'), which opens the task. */
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
  return (
    <div
      className="group absolute start-0 top-0 flex w-full items-center border-b focus-within:z-20 hover:z-20"
      style={{ height: GANTT_ROW_PX, transform: `translateY(${top}px)` }}
    >
      <RowName task={bar.task} />
      <div className="relative h-full flex-1">
        {hasBar(bar) ? (
          <DatedBarButtons
            model={model}
            bar={bar}
            color={color}
            deps={deps}
            onOpen={onOpen}
            onResize={onResize}
          />
        ) : (
          <button
            type="button"
            aria-label={t(MESSAGES.noDates, { title: bar.task.title })}
            data-task-id={bar.task.id}
            data-no-dates=""
            className="sticky start-(--gantt-name) top-2 my-2 ms-2 h-6 rounded-md border border-dashed px-2 text-xs text-muted-foreground outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
            onClick={() => onOpen(bar.task)}
          >
            {t(MESSAGES.noDatesText)}
          </button>
        )}
      </div>
    </div>
  );
}

/** A dated row's bar, its conflict mark and the handle that moves its end. */
function DatedBarButtons({
  model,
  bar,
  color,
  deps,
  onOpen,
  onResize,
}: {
  model: GanttModel;
  bar: DatedBar;
  color: string;
  deps: BarDependencies;
  onOpen: (task: Task) => void;
  onResize: (days: number) => void;
}) {
  const t = useT();
  const { left, width } = barGeometry(model, bar);
  const label = barLabel(t, bar);
  const name = withDependencies(t, label.name, deps);
  const drag = useRef<{ x: number; sign: 1 | -1 } | null>(null);
  const [offset, setOffset] = useState(0);
  const days = Math.round(offset / GANTT_DAY_PX);
  return (
    <>
      <button
        type="button"
        aria-label={name}
        data-task-id={bar.task.id}
        data-testid="gantt-bar"
        data-kind={bar.kind}
        title={label.title}
        data-overdue={bar.isOverdue || undefined}
        data-conflict={deps.conflict || undefined}
        data-critical={deps.critical || undefined}
        className={cn(
          "absolute top-2 h-6 min-w-3 rounded-md opacity-90 outline-none hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50",
          colorClasses(color).dot,
          bar.isOverdue && "ring-2 ring-red-500 ring-offset-1",
          deps.conflict && "outline-2 outline-offset-2 outline-red-600 outline-dashed dark:outline-red-400",
          deps.critical && "ring-2 ring-amber-500 ring-offset-1",
        )}
        style={{ insetInlineStart: `${left}%`, width: `calc(${width}% + ${offset}px)` }}
        onClick={() => onOpen(bar.task)}
      />
      {deps.conflict && (
        <span
          aria-hidden="true"
          data-testid="gantt-conflict"
          className="pointer-events-none absolute -top-0.5 flex items-center gap-0.5 rounded-sm bg-card px-0.5 text-[10px] leading-none font-semibold text-red-700 dark:text-red-300"
          style={{ insetInlineStart: `${left}%` }}
        >
          <TriangleAlertIcon className="size-2.5" />
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
    </>
  );
}
