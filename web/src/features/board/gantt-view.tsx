import type { BoardColumn, Task } from "@contract/tasks";
import { useQuery } from "@tanstack/react-query";
import { useVirtualizer } from "@tanstack/react-virtual";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { projectLinksQuery } from "@/api/links";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n";
import { cn } from "@/lib/utils";
import { GANTT_TODAY, isRtl } from "./board-messages";
import { criticalPath, ganttDependencies } from "./gantt-links";
import { barGeometry, GANTT_DAY_PX, ganttModel, hasBar } from "./gantt-model";
import { useGanttReschedule } from "./gantt-reschedule";
import { arrowRoute } from "./gantt-route";
import { GANTT_ROW_PX, GanttRow } from "./gantt-row";
import { GanttTimelineHeader } from "./gantt-timeline-header";

/**
 * Width of the sticky task-name column: 7.5rem on a phone, so the timeline gets most of the width,
 * 14rem from `sm` up (the CSS variable --gantt-name; NAME_PX is the wide one, for before layout).
 */
const NAME_PX = 224;
const NAME_WIDTH = "[--gantt-name:7.5rem] sm:[--gantt-name:14rem]";
/** How far 'Earlier' and 'Later' scroll: four weeks. */
const STEP_PX = 28 * GANTT_DAY_PX;

/**
 * The Gantt view (product rules): a row per task with its key and title, and a bar from its start
 * day to its due day (one day when it has only one; none without dates), on a timeline with 7 days
 * of margin each side (today included), weekly headers and a line at today; overdue bars get a red
 * ring. The timeline has a fixed scale and scrolls sideways inside its own
 * container (Earlier / Today / Later); rows are virtualized. Blocks links among the shown tasks
 * are drawn as arrows, with conflicts marked, the critical path on request, and moving a bar's end
 * offers to move the tasks that wait on it (product rules §36).
 */
export function GanttView({
  projectId,
  tasks,
  columns,
  doneStatus,
  onOpen,
}: {
  projectId: number;
  tasks: readonly Task[];
  columns: readonly BoardColumn[];
  doneStatus: string;
  onOpen: (task: Task) => void;
}) {
  const model = useMemo(() => ganttModel(tasks, doneStatus), [tasks, doneStatus]);
  const links = useQuery(projectLinksQuery(projectId)).data;
  const deps = useMemo(() => ganttDependencies(model.bars, links ?? []), [model.bars, links]);
  const [showCritical, setShowCritical] = useState(false);
  const critical = useMemo(
    () => (showCritical ? criticalPath(model.bars, deps) : null),
    [showCritical, model.bars, deps],
  );
  const { reschedule, dialog } = useGanttReschedule(tasks, links ?? []);
  const t = useT();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: model.bars.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => GANTT_ROW_PX,
    overscan: 10,
  });
  const colorOf = (status: string) => columns.find((c) => c.id === status)?.color ?? "gray";
  const timelinePx = model.days * GANTT_DAY_PX;
  // Right to left, the timeline runs leftwards and scrollLeft counts down from 0.
  const sign = () => (isRtl(scrollRef.current) ? -1 : 1);
  const scrollBy = (px: number) => scrollRef.current?.scrollBy({ left: px * sign(), behavior: "smooth" });
  const scrollToToday = () => {
    const el = scrollRef.current;
    if (!el) return;
    const name = el.querySelector<HTMLElement>("[data-gantt-name]")?.offsetWidth ?? NAME_PX;
    const timeline = el.scrollWidth - name;
    const x = name + (model.today / 100) * timeline;
    el.scrollTo({ left: sign() * Math.max(0, x - name - 7 * GANTT_DAY_PX), behavior: "smooth" });
  };

  return (
    <section aria-labelledby="gantt-title" className="min-w-0 rounded-lg border bg-card">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b px-4 py-3">
        <div className="flex items-baseline gap-3">
          <h2 id="gantt-title" className="font-semibold">
            {t({ id: "board.gantt.title", defaultMessage: "Gantt Chart" })}
          </h2>
          <span className="text-sm text-muted-foreground">
            {t(
              { id: "board.gantt.count", defaultMessage: "{count, plural, one {# task} other {# tasks}}" },
              { count: tasks.length },
            )}
          </span>
        </div>
        {tasks.length > 0 && (
          <div className="flex flex-wrap items-center gap-1">
            <Button
              variant={showCritical ? "default" : "outline"}
              size="sm"
              aria-pressed={showCritical}
              onClick={() => setShowCritical((v) => !v)}
            >
              {t({ id: "board.gantt.showCritical", defaultMessage: "Show critical path" })}
            </Button>
            <Button variant="outline" size="sm" onClick={() => scrollBy(-STEP_PX)}>
              <ChevronLeftIcon aria-hidden="true" className="rtl:-scale-x-100" />
              {t({ id: "board.gantt.earlier", defaultMessage: "Earlier" })}
            </Button>
            <Button variant="outline" size="sm" onClick={scrollToToday}>
              {t(GANTT_TODAY)}
            </Button>
            <Button variant="outline" size="sm" onClick={() => scrollBy(STEP_PX)}>
              {t({ id: "board.gantt.later", defaultMessage: "Later" })}
              <ChevronRightIcon aria-hidden="true" className="rtl:-scale-x-100" />
            </Button>
          </div>
        )}
      </header>
      {tasks.length === 0 ? (
        <div className="py-16 text-center">
          <p className="font-medium">{t({ id: "board.gantt.empty", defaultMessage: "No tasks found" })}</p>
          <p className="text-sm text-muted-foreground">
            {t({
              id: "board.gantt.emptyDescription",
              defaultMessage: "Create your first task to see the timeline",
            })}
          </p>
        </div>
      ) : (
        <div
          ref={scrollRef}
          data-testid="gantt-scroll"
          className={cn("h-[calc(100dvh-19rem)] min-h-64 overflow-auto", NAME_WIDTH)}
        >
          <div
            className="flex min-w-full flex-col"
            style={{ width: `calc(var(--gantt-name) + ${timelinePx}px)` }}
          >
            <GanttTimelineHeader model={model} />
            <div className="relative" style={{ height: virtualizer.getTotalSize() }}>
              <div
                aria-hidden="true"
                data-testid="gantt-today"
                className="pointer-events-none absolute top-0 bottom-0 z-[1] w-0.5 bg-red-500"
                style={{
                  insetInlineStart: `calc(var(--gantt-name) + (100% - var(--gantt-name)) * ${model.today / 100})`,
                }}
              />
              <GanttArrows
                model={model}
                edges={deps.edges}
                criticalEdges={critical?.edges}
                timelinePx={timelinePx}
              />
              {virtualizer.getVirtualItems().map((item) => {
                const bar = model.bars[item.index]!;
                return (
                  <GanttRow
                    key={bar.task.id}
                    model={model}
                    bar={bar}
                    top={item.start}
                    color={colorOf(bar.task.status)}
                    onOpen={onOpen}
                    deps={{
                      blockedBy: (deps.blockers.get(item.index) ?? []).map((i) => model.bars[i]!.task.key),
                      conflict: deps.conflicts.has(item.index),
                      critical: critical?.bars.has(item.index) ?? false,
                    }}
                    onResize={(days) => reschedule(bar.task, days)}
                  />
                );
              })}
            </div>
          </div>
        </div>
      )}
      {dialog}
    </section>
  );
}

/**
 * The finish-to-start arrows of blocks links between drawn bars: from the blocker's end to the
 * dependent's start in right-angled segments, one SVG over the timeline (decorative: each bar's
 * label says 'blocked by').
 */
function GanttArrows({
  model,
  edges,
  criticalEdges,
  timelinePx,
}: {
  model: ReturnType<typeof ganttModel>;
  edges: readonly { from: number; to: number; linkId: number }[];
  criticalEdges: Set<string> | undefined;
  timelinePx: number;
}) {
  if (edges.length === 0) return null;
  const x = (pct: number) => (pct / 100) * timelinePx;
  const y = (i: number) => i * GANTT_ROW_PX + GANTT_ROW_PX / 2;
  return (
    <svg
      aria-hidden="true"
      data-testid="gantt-arrows"
      className="pointer-events-none absolute top-0 z-[2] overflow-visible rtl:-scale-x-100"
      style={{
        insetInlineStart: "var(--gantt-name)",
        width: timelinePx,
        height: model.bars.length * GANTT_ROW_PX,
      }}
    >
      <defs>
        <marker
          id="gantt-arrowhead"
          viewBox="0 0 8 8"
          refX="7"
          refY="4"
          markerWidth="6"
          markerHeight="6"
          orient="auto"
        >
          <path d="M0,0 L8,4 L0,8 z" className="fill-muted-foreground" />
        </marker>
      </defs>
      {edges.map((e) => {
        const fromBar = model.bars[e.from]!;
        const toBar = model.bars[e.to]!;
        if (!hasBar(fromBar) || !hasBar(toBar)) return null;
        const from = barGeometry(model, fromBar);
        const to = barGeometry(model, toBar);
        const isCritical = criticalEdges?.has(`${e.from}-${e.to}`) ?? false;
        return (
          <path
            key={e.linkId}
            data-testid="gantt-arrow"
            data-from={fromBar.task.id}
            data-to={toBar.task.id}
            data-critical={isCritical || undefined}
            d={arrowRoute(x(from.left + from.width), y(e.from), x(to.left), y(e.to), GANTT_ROW_PX)}
            fill="none"
            strokeWidth={isCritical ? 2.5 : 1.5}
            strokeLinejoin="round"
            className={isCritical ? "stroke-amber-500" : "stroke-muted-foreground"}
            markerEnd="url(#gantt-arrowhead)"
          />
        );
      })}
    </svg>
  );
}
