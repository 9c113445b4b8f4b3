import type { Task } from "@contract/tasks";
import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { defaultRangeExtractor, type Range, useVirtualizer } from "@tanstack/react-virtual";
import { GaugeIcon, PlusIcon } from "lucide-react";
import { memo, useCallback, useMemo, useRef } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { defineMessages, useT } from "@/i18n";
import type { BoardColumnView } from "@/lib/board-model";
import { colorClasses, columnTitleText } from "@/lib/statuses";
import { formatPoints, pointsTotal } from "@/lib/story-points";
import { cn } from "@/lib/utils";
import { BOARD_MESSAGES } from "./board-messages";
import { SortableTaskCard } from "./task-card";
import { WipBadge } from "./wip-limit-dialog";

const MESSAGES = defineMessages({
  count: { id: "board.column.count", defaultMessage: "{count, plural, one {# task} other {# tasks}}" },
  points: { id: "board.column.points", defaultMessage: "Story points in {column}" },
  add: { id: "board.column.add", defaultMessage: "New task in {column}" },
  empty: { id: "board.column.empty", defaultMessage: "No tasks" },
  addTask: { id: "board.column.addTask", defaultMessage: "Add task" },
});

/** Estimated card height plus gap; real heights are measured as cards render. */
const ESTIMATED_CARD_PX = 128;
const GAP_PX = 8;

/** A column's header: its colour, title, task count (count/limit with a WIP limit), story points (when estimated) and the plus button. */
function ColumnHeader({
  column,
  titleId,
  points,
  total,
  onAdd,
  onSetWipLimit,
}: {
  column: BoardColumnView;
  titleId: string;
  points: ReturnType<typeof pointsTotal>;
  total: number;
  onAdd: (status: string) => void;
  onSetWipLimit?: (column: BoardColumnView) => void;
}) {
  const t = useT();
  const colors = colorClasses(column.color);
  const title = columnTitleText(t, column);
  const tasks = column.tasks;
  // 'n/m over limit' is wide: it gets a line of its own below the title rather than squeezing it.
  const over = column.wipLimit !== null && total > column.wipLimit;
  return (
    <header className="px-3 pt-3 pb-2">
      <div className="flex items-center gap-2">
        <span aria-hidden="true" className={cn("size-2.5 rounded-full", colors.dot)} />
        <h2 id={titleId} className="min-w-0 flex-1 truncate text-sm font-semibold" title={title}>
          {title}
        </h2>
        {column.wipLimit === null ? (
          <Badge variant="secondary" aria-label={t(MESSAGES.count, { count: tasks.length })}>
            {tasks.length}
          </Badge>
        ) : (
          !over && <WipBadge total={total} limit={column.wipLimit} />
        )}
        {points.estimated > 0 && (
          <Badge
            variant="outline"
            className="font-normal tabular-nums"
            title={t(MESSAGES.points, { column: title })}
            data-testid="column-points"
          >
            {formatPoints(points.points, t)}
          </Badge>
        )}
        {onSetWipLimit && !column.isExtra && (
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label={t(BOARD_MESSAGES.wipLimitOf, { column: title })}
            onClick={() => onSetWipLimit(column)}
          >
            <GaugeIcon aria-hidden="true" />
          </Button>
        )}
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          aria-label={t(MESSAGES.add, { column: title })}
          onClick={() => onAdd(column.id)}
        >
          <PlusIcon aria-hidden="true" />
        </Button>
      </div>
      {over && column.wipLimit !== null && (
        <div className="mt-1 ps-4.5">
          <WipBadge total={total} limit={column.wipLimit} />
        </div>
      )}
    </header>
  );
}

/**
 * One status column (w-80): header with count (and story points when any card has an estimate,
 * product rules §19) and plus button, a virtualized list of sortable
 * cards (only the visible ones are in the DOM), and an 'Add task' button. The list is also the
 * column's drop target, so an empty column accepts cards.
 */
export const KanbanColumn = memo(function KanbanColumn({
  column,
  laneKey,
  total,
  activeId,
  doneStatus,
  onOpen,
  onAdd,
  onSetWipLimit,
}: {
  column: BoardColumnView;
  /** With swimlanes: the lane this copy of the column belongs to (product rules §35). */
  laneKey?: string;
  /** The column's tasks before any filter (what its WIP limit counts). */
  total: number;
  activeId: number | null;
  doneStatus: string;
  onOpen: (task: Task) => void;
  onAdd: (status: string) => void;
  /** Present for the project owner: opens the column's WIP limit dialog. */
  onSetWipLimit?: (column: BoardColumnView) => void;
}) {
  const t = useT();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const { setNodeRef, isOver } = useDroppable({
    id: laneKey === undefined ? `column:${column.id}` : `column:${laneKey}:${column.id}`,
    data: { type: "column", status: column.id, lane: laneKey },
  });
  const setRefs = useCallback(
    (node: HTMLDivElement | null) => {
      scrollRef.current = node;
      setNodeRef(node);
    },
    [setNodeRef],
  );
  const tasks = column.tasks;
  const ids = useMemo(() => tasks.map((t) => t.id), [tasks]);
  const points = useMemo(() => pointsTotal(tasks), [tasks]);
  const activeIndex = activeId === null ? -1 : ids.indexOf(activeId);
  // The dragged card stays mounted even when scrolled out of view, so the drag keeps its source.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex >= 0 && !indexes.includes(activeIndex)) indexes.push(activeIndex);
      return indexes;
    },
    [activeIndex],
  );
  const virtualizer = useVirtualizer({
    count: tasks.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_CARD_PX,
    gap: GAP_PX,
    overscan: 4,
    getItemKey: (index) => tasks[index]!.id,
    rangeExtractor,
  });
  const titleId =
    laneKey === undefined ? `column-title-${column.id}` : `column-title-${laneKey}-${column.id}`;
  const colors = colorClasses(column.color);

  return (
    <section
      aria-labelledby={titleId}
      data-testid="board-column"
      data-status={column.id}
      className={cn("flex w-80 shrink-0 flex-col rounded-lg border-t-4 bg-muted/60", colors.border)}
    >
      <ColumnHeader
        column={column}
        titleId={titleId}
        points={points}
        total={total}
        onAdd={onAdd}
        onSetWipLimit={onSetWipLimit}
      />
      <div
        ref={setRefs}
        data-testid="column-scroll"
        className={cn(
          "mx-1 overflow-y-auto rounded-md px-2 pb-2 transition-colors",
          // A lane's columns grow with their cards (up to a screen), so several lanes fit in view.
          laneKey === undefined ? "h-[calc(100dvh-19rem)] min-h-64" : "max-h-[calc(100dvh-19rem)] min-h-32",
          isOver && "bg-accent/60",
        )}
      >
        {tasks.length === 0 ? (
          <p className="py-8 text-center text-xs text-muted-foreground">{t(MESSAGES.empty)}</p>
        ) : (
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
              {virtualizer.getVirtualItems().map((item) => {
                const task = tasks[item.index]!;
                return (
                  <div
                    key={item.key}
                    data-index={item.index}
                    ref={virtualizer.measureElement}
                    className="absolute start-0 top-0 w-full"
                    style={{ transform: `translateY(${item.start}px)` }}
                  >
                    <SortableTaskCard task={task} doneStatus={doneStatus} onOpen={onOpen} />
                  </div>
                );
              })}
            </div>
          </SortableContext>
        )}
      </div>
      <div className="p-2">
        <Button
          variant="ghost"
          className="w-full justify-start text-muted-foreground"
          onClick={() => onAdd(column.id)}
        >
          <PlusIcon aria-hidden="true" />
          {t(MESSAGES.addTask)}
        </Button>
      </div>
    </section>
  );
});
