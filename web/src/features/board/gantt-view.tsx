import type { BoardColumn, Task } from "@contract/tasks";
import { useVirtualizer } from "@tanstack/react-virtual";
import { format } from "date-fns";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { useMemo, useRef } from "react";
import { Button } from "@/components/ui/button";
import { colorClasses } from "@/lib/statuses";
import { cn } from "@/lib/utils";
import { barGeometry, GANTT_DAY_PX, type GanttBar, ganttModel } from "./gantt-model";

const ROW_PX = 40;
/** Width of the sticky task-name column (w-56). */
const NAME_PX = 224;
/** How far 'Earlier' and 'Later' scroll: four weeks. */
const STEP_PX = 28 * GANTT_DAY_PX;

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

/**
 * The Gantt view (product rules): a bar per task from creation to due date (or 7 days later), on a
 * timeline with 7 days of margin each side (today included), weekly headers and a line at today;
 * overdue bars get a red ring. The timeline has a fixed scale and scrolls sideways inside its own
 * container (Earlier / Today / Later); rows are virtualized.
 */
export function GanttView({
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
  const model = useMemo(() => ganttModel(tasks, doneStatus), [tasks, doneStatus]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: model.bars.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_PX,
    overscan: 10,
  });
  const colorOf = (status: string) => columns.find((c) => c.id === status)?.color ?? "gray";
  const timelinePx = model.days * GANTT_DAY_PX;
  const scrollBy = (px: number) => scrollRef.current?.scrollBy({ left: px, behavior: "smooth" });
  const scrollToToday = () => {
    const el = scrollRef.current;
    if (!el) return;
    const timeline = el.scrollWidth - NAME_PX;
    const x = NAME_PX + (model.today / 100) * timeline;
    el.scrollTo({ left: Math.max(0, x - NAME_PX - 7 * GANTT_DAY_PX), behavior: "smooth" });
  };

  return (
    <section aria-labelledby="gantt-title" className="min-w-0 rounded-lg border bg-card">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b px-4 py-3">
        <div className="flex items-baseline gap-3">
          <h2 id="gantt-title" className="font-semibold">
            Gantt Chart
          </h2>
          <span className="text-sm text-muted-foreground">
            {tasks.length} {tasks.length === 1 ? "task" : "tasks"}
          </span>
        </div>
        {tasks.length > 0 && (
          <div className="flex items-center gap-1">
            <Button variant="outline" size="sm" onClick={() => scrollBy(-STEP_PX)}>
              <ChevronLeftIcon aria-hidden="true" />
              Earlier
            </Button>
            <Button variant="outline" size="sm" onClick={scrollToToday}>
              Today
            </Button>
            <Button variant="outline" size="sm" onClick={() => scrollBy(STEP_PX)}>
              Later
              <ChevronRightIcon aria-hidden="true" />
            </Button>
          </div>
        )}
      </header>
      {tasks.length === 0 ? (
        <div className="py-16 text-center">
          <p className="font-medium">No tasks found</p>
          <p className="text-sm text-muted-foreground">Create your first task to see the timeline</p>
        </div>
      ) : (
        <div
          ref={scrollRef}
          data-testid="gantt-scroll"
          className="h-[calc(100dvh-19rem)] min-h-64 overflow-auto"
        >
          <div className="flex min-w-full flex-col" style={{ width: NAME_PX + timelinePx }}>
            <div className="sticky top-0 z-20 flex border-b bg-muted text-xs text-muted-foreground">
              <div className="sticky left-0 z-10 w-56 shrink-0 bg-muted px-4 py-3.5 font-medium">Task</div>
              <div className="relative h-12 flex-1">
                {model.weeks.map((week) => {
                  const { left } = barGeometry(model, { start: week, end: week });
                  if (left >= 100) return null;
                  return (
                    <div
                      key={week.getTime()}
                      data-testid="gantt-week"
                      className="absolute top-0 h-full border-l px-2 py-1.5 whitespace-nowrap"
                      style={{ left: `${left}%` }}
                    >
                      {format(week, "MMM d")}
                    </div>
                  );
                })}
                <div
                  className="absolute bottom-0 -translate-x-1/2 px-1 pb-1 font-semibold text-red-700"
                  style={{ left: `${model.today}%` }}
                >
                  Today
                </div>
              </div>
            </div>
            <div className="relative" style={{ height: virtualizer.getTotalSize() }}>
              <div
                aria-hidden="true"
                data-testid="gantt-today"
                className="pointer-events-none absolute top-0 bottom-0 z-[1] w-0.5 bg-red-500"
                style={{ left: `calc(${NAME_PX}px + (100% - ${NAME_PX}px) * ${model.today / 100})` }}
              />
              {virtualizer.getVirtualItems().map((item) => {
                const bar = model.bars[item.index]!;
                const { left, width } = barGeometry(model, bar);
                const label = barLabel(bar);
                return (
                  <div
                    key={bar.task.id}
                    className="absolute top-0 left-0 flex w-full items-center border-b"
                    style={{ height: ROW_PX, transform: `translateY(${item.start}px)` }}
                  >
                    <div
                      className="sticky left-0 z-10 w-56 shrink-0 truncate bg-card px-4 text-sm"
                      title={bar.task.title}
                    >
                      {bar.task.title}
                    </div>
                    <div className="relative h-full flex-1">
                      <button
                        type="button"
                        aria-label={label.name}
                        title={label.title}
                        data-overdue={bar.isOverdue || undefined}
                        data-due-before-creation={bar.isDueBeforeCreation || undefined}
                        className={cn(
                          "absolute top-2 h-6 min-w-3 rounded-md opacity-90 outline-none hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50",
                          colorClasses(colorOf(bar.task.status)).dot,
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
              })}
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
