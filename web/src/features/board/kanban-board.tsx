import type { Task } from "@contract/tasks";
import { DndContext, type DragEndEvent, DragOverlay, type DragStartEvent, type Over } from "@dnd-kit/core";
import { useCallback, useMemo, useState } from "react";
import { useT } from "@/i18n";
import type { BoardColumnView } from "@/lib/board-model";
import { statusColumnText } from "@/lib/statuses";
import { BOARD_MESSAGES } from "./board-messages";
import { dragAnnouncements, dropTarget, screenReaderInstructions } from "./drag-announcements";
import { collisions, useBoardSensors } from "./drag-sensors";
import { KanbanColumn } from "./kanban-column";
import { SidewaysScroller } from "./sideways-scroller";
import { laneKeyOf, type Swimlane, type SwimlaneKind } from "./swimlanes";
import { DragPreviewCard } from "./task-card";

/** The kanban's swimlanes (product rules §35): what they group by and the lanes, in order. */
export type KanbanLanes = { kind: SwimlaneKind; lanes: Swimlane[] };

/**
 * The kanban view: one virtualized column per status, cards dragged between and within columns
 * with the sensors of product rules §16 (5 px, 120 ms long-press, keyboard). With swimlanes, the
 * columns repeat in each lane under one drag context, so a card can be dropped into another lane
 * (its epic, assignee or priority changes, §35). A drop at the same place or outside every column
 * does nothing; otherwise `onMove` gets the target, and the lane when it is another one.
 */
export function KanbanBoard({
  columns,
  lanes,
  allTasks,
  doneStatus,
  onOpen,
  onAdd,
  onMove,
  onSetWipLimit,
}: {
  columns: BoardColumnView[];
  /** Swimlanes, or none. */
  lanes?: KanbanLanes | null;
  allTasks: readonly Task[];
  doneStatus: string;
  onOpen: (task: Task) => void;
  onAdd: (status: string) => void;
  onMove: (task: Task, status: string, index: number, lane?: Swimlane) => void;
  /** For the project owner: opens a column's WIP limit dialog. */
  onSetWipLimit?: (column: BoardColumnView) => void;
}) {
  const sensors = useBoardSensors();
  const [activeId, setActiveId] = useState<number | null>(null);
  const taskById = useMemo(() => new Map(allTasks.map((t) => [t.id, t])), [allTasks]);
  const fullColumns = useMemo(() => {
    const map = new Map<string, Task[]>();
    for (const t of allTasks) {
      const list = map.get(t.status) ?? [];
      list.push(t);
      map.set(t.status, list);
    }
    for (const list of map.values()) list.sort((a, b) => a.position - b.position || a.id - b.id);
    return map;
  }, [allTasks]);
  const t = useT();
  const columnOf = useCallback((status: string) => fullColumns.get(status) ?? [], [fullColumns]);
  /** The lane a drop over `over` lands in: the column's lane, or the lane of the card under it. */
  const laneOf = useCallback(
    (over: Over): Swimlane | undefined => {
      if (!lanes) return undefined;
      const data = over.data.current as { type?: string; lane?: string } | undefined;
      const card = data?.type === "column" ? undefined : taskById.get(Number(over.id));
      const key = data?.type === "column" ? data.lane : card && laneKeyOf(card, lanes.kind, taskById);
      return lanes.lanes.find((l) => l.key === key);
    },
    [lanes, taskById],
  );
  const announcements = useMemo(() => {
    return dragAnnouncements(
      columnOf,
      taskById,
      (status) => statusColumnText(t, columns, status),
      lanes ? (over) => laneOf(over)?.title ?? null : undefined,
      t,
    );
  }, [columns, columnOf, taskById, lanes, laneOf, t]);

  const onDragStart = (event: DragStartEvent) => setActiveId(Number(event.active.id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    if (!over) return;
    const target = dropTarget(active, over, columnOf, taskById);
    const task = taskById.get(Number(active.id));
    if (!target || !task) {
      console.warn("Drop target column not found", over.id);
      return;
    }
    const lane = laneOf(over);
    const otherLane = lanes && lane && lane.key !== laneKeyOf(task, lanes.kind, taskById) ? lane : undefined;
    if (!otherLane && target.status === task.status && target.index === task.position) return;
    onMove(task, target.status, target.index, otherLane);
  };
  const active = activeId === null ? undefined : taskById.get(activeId);
  const columnsOf = (shown: BoardColumnView[], laneKey?: string) =>
    shown.map((column) => (
      <KanbanColumn
        key={column.id}
        column={column}
        laneKey={laneKey}
        total={fullColumns.get(column.id)?.length ?? 0}
        activeId={activeId}
        doneStatus={doneStatus}
        onOpen={onOpen}
        onAdd={onAdd}
        onSetWipLimit={onSetWipLimit}
      />
    ));

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      accessibility={{ announcements, screenReaderInstructions: screenReaderInstructions(t) }}
      // Columns are wide: scroll the board only when the pointer is really at its edge.
      autoScroll={{ threshold: { x: 0.08, y: 0.15 } }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveId(null)}
    >
      {lanes ? (
        <div data-testid="swimlanes">
          {lanes.lanes.length > 0 && (
            <SidewaysScroller columnCount={columns.length} stacked>
              {lanes.lanes.map((lane) => (
                <section key={lane.key} aria-label={lane.title} data-testid="swimlane" data-lane={lane.key}>
                  {/* The lane's title stays in view while the lanes scroll sideways together. */}
                  <h2
                    className="sticky start-0 mb-2 w-fit max-w-[calc(100vw-4rem)] truncate text-sm font-semibold"
                    title={lane.title}
                  >
                    {lane.title}
                  </h2>
                  <div className="flex gap-4">{columnsOf(lane.columns, lane.key)}</div>
                </section>
              ))}
            </SidewaysScroller>
          )}
          {lanes.lanes.length === 0 && (
            <p className="flex min-h-64 items-center justify-center text-muted-foreground">
              {t(BOARD_MESSAGES.noTasksYet)}
            </p>
          )}
        </div>
      ) : (
        <SidewaysScroller columnCount={columns.length}>{columnsOf(columns)}</SidewaysScroller>
      )}
      <DragOverlay>{active ? <DragPreviewCard task={active} doneStatus={doneStatus} /> : null}</DragOverlay>
    </DndContext>
  );
}
