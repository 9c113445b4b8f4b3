import type { BoardColumn, Task } from "@contract/tasks";
import { useVirtualizer } from "@tanstack/react-virtual";
import { format } from "date-fns";
import { useMemo, useRef } from "react";
import { colorClasses } from "@/lib/statuses";
import { cn } from "@/lib/utils";
import { barGeometry, ganttModel } from "./gantt-model";

const ROW_PX = 40;

/**
 * The Gantt view (spec part 2): a bar per task from creation to due date (or 7 days later), on a
 * timeline with 7 days of margin each side and the first 6 weekly headers; overdue bars get a red
 * ring. Rows are virtualized.
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

  return (
    <section aria-labelledby="gantt-title" className="rounded-lg border">
      <header className="flex items-center justify-between border-b px-4 py-3">
        <h2 id="gantt-title" className="font-semibold">
          Gantt Chart
        </h2>
        <span className="text-sm text-muted-foreground">
          {tasks.length} {tasks.length === 1 ? "task" : "tasks"}
        </span>
      </header>
      {tasks.length === 0 ? (
        <div className="py-16 text-center">
          <p className="font-medium">No tasks found</p>
          <p className="text-sm text-muted-foreground">Create your first task to see the timeline</p>
        </div>
      ) : (
        <div ref={scrollRef} className="h-[calc(100dvh-19rem)] min-h-64 overflow-auto">
          <div className="min-w-[760px]">
            <div className="sticky top-0 z-10 flex border-b bg-muted text-xs text-muted-foreground">
              <div className="w-56 shrink-0 px-4 py-2 font-medium">Task</div>
              <div className="relative h-8 flex-1">
                {model.weeks.map((week) => {
                  const { left } = barGeometry(model, { start: week, end: week });
                  if (left >= 100) return null;
                  return (
                    <div
                      key={week.getTime()}
                      className="absolute top-0 h-full border-l px-2 py-2 whitespace-nowrap"
                      style={{ left: `${left}%` }}
                    >
                      {format(week, "MMM d")}
                    </div>
                  );
                })}
              </div>
            </div>
            <div className="relative" style={{ height: virtualizer.getTotalSize() }}>
              {virtualizer.getVirtualItems().map((item) => {
                const bar = model.bars[item.index]!;
                const { left, width } = barGeometry(model, bar);
                return (
                  <div
                    key={bar.task.id}
                    className="absolute top-0 left-0 flex w-full items-center border-b"
                    style={{ height: ROW_PX, transform: `translateY(${item.start}px)` }}
                  >
                    <div className="w-56 shrink-0 truncate px-4 text-sm" title={bar.task.title}>
                      {bar.task.title}
                    </div>
                    <div className="relative h-full flex-1">
                      <button
                        type="button"
                        aria-label={`${bar.task.title}: ${format(bar.start, "MMM d")} to ${format(bar.end, "MMM d")}${bar.isOverdue ? " (Overdue)" : ""}`}
                        data-overdue={bar.isOverdue || undefined}
                        className={cn(
                          "absolute top-2 h-6 rounded-md opacity-90 outline-none hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50",
                          colorClasses(colorOf(bar.task.status)).dot,
                          bar.isOverdue && "ring-2 ring-red-500 ring-offset-1",
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
