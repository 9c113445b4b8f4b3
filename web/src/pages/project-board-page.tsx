import { isDatabaseId } from "@contract/ids";
import type { Project } from "@contract/projects";
import type { BoardColumn, Task } from "@contract/tasks";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useCallback, useDeferredValue, useEffect, useMemo, useState } from "react";
import { Link, useParams } from "react-router";
import { useCurrentUser } from "@/api/auth";
import { projectBoardsQuery } from "@/api/boards";
import { errorStatus } from "@/api/http";
import { projectMembersQuery, projectQuery } from "@/api/projects";
import { boardTasksQuery, useMoveTask, useUpdateTask } from "@/api/tasks";
import { BlockedConfirmDialog } from "@/components/blocked-confirm-dialog";
import { OpenChildrenConfirmDialog } from "@/components/open-children-confirm-dialog";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { WipConfirmDialog } from "@/components/wip-confirm-dialog";
import { refocusTask } from "@/features/board/board-focus";
import { BoardHeader } from "@/features/board/board-header";
import { GanttView } from "@/features/board/gantt-view";
import { KanbanBoard } from "@/features/board/kanban-board";
import { buildSwimlanes, laneChange, type Swimlane, type SwimlaneKind } from "@/features/board/swimlanes";
import { TableView } from "@/features/board/table-view";
import { useBoardAddress } from "@/features/board/use-board-address";
import { useBoardShortcuts } from "@/features/board/use-board-shortcuts";
import { useOpenNewTaskFromQuery, useOpenTaskFromQuery } from "@/features/board/use-open-from-address";
import { useWipMove } from "@/features/board/use-wip-move";
import { WipLimitDialog } from "@/features/board/wip-limit-dialog";
import { StatusesDialog } from "@/features/statuses/statuses-dialog";
import { TaskDialog, type TaskDraft } from "@/features/tasks/task-dialog";
import { showMoveError, showTaskError } from "@/features/tasks/task-feedback";
import { COMMON, defineMessages, useT } from "@/i18n";
import { type BoardColumnView, doneStatusOf, layoutBoard } from "@/lib/board-model";
import { endSession } from "@/lib/session-end";
import { toast } from "@/lib/toast";
import { usePageTitle } from "@/lib/use-page-title";
import { useProjectRealtime } from "@/realtime/use-project-realtime";

const PAGE = defineMessages({
  loading: { id: "board.page.loading", defaultMessage: "Loading project..." },
  assignFailed: { id: "board.page.assignFailed", defaultMessage: "Failed to assign the task" },
  noBoard: { id: "board.page.noBoard", defaultMessage: "This project has no board yet." },
  notFound: { id: "board.page.notFound", defaultMessage: "Project Not Found" },
  notFoundDescription: {
    id: "board.page.notFoundDescription",
    defaultMessage: "The project you're looking for doesn't exist or you don't have access to it.",
  },
  backToDashboard: { id: "board.page.backToDashboard", defaultMessage: "Back to Dashboard" },
  unauthorized: { id: "board.page.unauthorized", defaultMessage: "Unauthorized" },
  loggedOut: { id: "board.page.loggedOut", defaultMessage: "You are logged out. Logging in again..." },
  tasksFailed: { id: "board.page.tasksFailed", defaultMessage: "Could not load the tasks." },
  cannotMove: { id: "board.page.cannotMove", defaultMessage: "Cannot move there" },
  loadingTasks: { id: "board.page.loadingTasks", defaultMessage: "Loading tasks" },
});

/** /projects/:id: the project's first board as kanban, table or Gantt; ?taskId= opens that task. */
export function ProjectBoardPage() {
  const t = useT();
  const params = useParams();
  const projectId = Number(params.id);
  const isValidId = isDatabaseId(projectId);
  const project = useQuery({ ...projectQuery(projectId), enabled: isValidId });

  if (project.isError && errorStatus(project.error) === 401) return <UnauthorizedNotice />;
  if (!isValidId || project.isError) return <ProjectNotFound />;
  if (project.isPending) return <Centered>{t(PAGE.loading)}</Centered>;
  return <Board key={projectId} projectId={projectId} project={project.data} />;
}

function Board({ projectId, project }: { projectId: number; project: Project }) {
  const t = useT();
  const { data: user } = useCurrentUser();
  const boards = useQuery(projectBoardsQuery(projectId));
  const board = boards.data?.[0];
  const boardId = board?.id ?? 0;
  const tasks = useQuery({ ...boardTasksQuery(boardId), enabled: boardId > 0 });
  const members = useQuery(projectMembersQuery(projectId));
  const { viewers, viewerCount } = useProjectRealtime(
    projectId,
    useMemo(() => (board ? [board.id] : []), [board]),
    user?.id,
  );
  const move = useMoveTask(boardId, showMoveError);
  const update = useUpdateTask(boardId);

  const {
    view,
    setView,
    search,
    setSearch,
    statusFilter,
    setStatusFilter,
    typeFilter,
    setTypeFilter,
    epicFilter,
    setEpicFilter,
    swimlanes,
    setSwimlanes,
  } = useBoardAddress(projectId, user?.id);
  const [draft, setDraft] = useState<TaskDraft | null>(null);
  const [statusesOpen, setStatusesOpen] = useState(false);
  const [filterOpen, setFilterOpen] = useState(false);
  const deferredSearch = useDeferredValue(search);

  const columns = board?.columns ?? [];
  const allTasks = tasks.data ?? [];
  const doneStatus = doneStatusOf(columns);
  const filter = useMemo(
    () => ({ search: deferredSearch, statuses: statusFilter, type: typeFilter, epicId: epicFilter }),
    [deferredSearch, statusFilter, typeFilter, epicFilter],
  );
  const epics = useMemo(() => allTasks.filter((task) => task.type === "epic"), [allTasks]);
  const taskById = useMemo(() => new Map(allTasks.map((task) => [task.id, task])), [allTasks]);
  const { allColumns, shownColumns, listTasks } = useMemo(
    () => layoutBoard(columns, allTasks, filter),
    [columns, allTasks, filter],
  );

  const openTask = useCallback((task: Task) => setDraft({ task, status: task.status }), []);
  const addTask = useCallback((status: string) => setDraft({ task: null, status }), []);
  const [wipColumn, setWipColumn] = useState<BoardColumnView | null>(null);
  const {
    onMove,
    wipPrompt,
    closeWipPrompt,
    blockedPrompt,
    closeBlockedPrompt,
    childrenPrompt,
    closeChildrenPrompt,
  } = useWipMove(move.mutate, columns, allTasks);
  // A drop into another swimlane changes the lane's field too, as the server's rules allow (§35).
  const onBoardMove = useCallback(
    (task: Task, status: string, index: number, lane?: Swimlane) => {
      const change = lane && swimlanes ? laneChange(task, lane, swimlanes, taskById, t) : null;
      if (change && "refusal" in change) {
        toast({ variant: "destructive", title: t(PAGE.cannotMove), description: change.refusal });
        return;
      }
      onMove(task, status, index, change?.patch);
    },
    [onMove, swimlanes, taskById, t],
  );
  useOpenTaskFromQuery(tasks.data, openTask);
  useOpenNewTaskFromQuery(board !== undefined, () => addTask(columns[0]?.id ?? "todo"));
  useBoardShortcuts({
    view,
    setView,
    tasks: allTasks,
    columns: allColumns,
    addTask: () => addTask(columns[0]?.id ?? "todo"),
    openTask,
    openFilter: () => setFilterOpen(true),
    assignToMe: (task) =>
      update.mutateAsync({ id: task.id, assignedTo: user!.id }).catch((error: unknown) => {
        showTaskError(error, PAGE.assignFailed);
        throw error;
      }),
    userId: user?.id,
  });

  if (boards.isError && errorStatus(boards.error) === 401) return <UnauthorizedNotice />;

  return (
    <div className="min-w-0">
      <BoardHeader
        project={project}
        members={members.data ?? []}
        viewers={viewers}
        viewerCount={viewerCount}
        filters={{ search, statuses: statusFilter, type: typeFilter, epicId: epicFilter, swimlanes }}
        epics={epics}
        onFiltersChange={(change) => {
          if (change.search !== undefined) setSearch(change.search);
          if (change.statuses) setStatusFilter([...change.statuses]);
          if (change.type !== undefined) setTypeFilter(change.type);
          if (change.epicId !== undefined) setEpicFilter(change.epicId);
          if (change.swimlanes !== undefined) setSwimlanes(change.swimlanes);
        }}
        statusOptions={allColumns.map((c) => ({ id: c.id, title: c.title }))}
        view={view}
        onView={setView}
        onAddTask={() => addTask(columns[0]?.id ?? "todo")}
        onManageStatuses={() => setStatusesOpen(true)}
        filterOpen={filterOpen}
        onFilterOpenChange={setFilterOpen}
      />
      <BoardBody
        projectId={projectId}
        loading={boards.isPending || (boardId > 0 && tasks.isPending)}
        hasBoard={board !== undefined}
        tasks={tasks}
        view={view}
        layout={{ shownColumns, allTasks, listTasks, columns, doneStatus }}
        swimlanes={swimlanes}
        onOpen={openTask}
        onAdd={addTask}
        onMove={onBoardMove}
        onSetWipLimit={user && project.ownerId === user.id ? setWipColumn : undefined}
      />
      {draft && board && (
        <TaskDialog
          key={draft.task?.id ?? `new-${draft.status}`}
          draft={draft}
          boardId={board.id}
          projectId={projectId}
          columns={columns}
          onClose={() => {
            if (draft.task) refocusTask(draft.task.id);
            setDraft(null);
          }}
        />
      )}
      <StatusesDialog open={statusesOpen} onOpenChange={setStatusesOpen} />
      <WipConfirmDialog prompt={wipPrompt} onClose={closeWipPrompt} />
      <BlockedConfirmDialog prompt={blockedPrompt} onClose={closeBlockedPrompt} />
      <OpenChildrenConfirmDialog prompt={childrenPrompt} onClose={closeChildrenPrompt} />
      {wipColumn && board && (
        <WipLimitDialog
          column={wipColumn}
          projectId={projectId}
          boardId={board.id}
          onClose={() => setWipColumn(null)}
        />
      )}
    </div>
  );
}

/** The board's tasks in the chosen view, or its loading, missing and error states. */
function BoardBody({
  projectId,
  loading,
  hasBoard,
  tasks,
  view,
  layout,
  onOpen,
  onAdd,
  onMove,
  onSetWipLimit,
  swimlanes = null,
}: {
  projectId: number;
  /** The kanban's swimlanes (product rules §35), or null. */
  swimlanes?: SwimlaneKind | null;
  loading: boolean;
  hasBoard: boolean;
  tasks: { isError: boolean; refetch: () => unknown };
  view: string;
  layout: {
    shownColumns: BoardColumnView[];
    allTasks: Task[];
    listTasks: Task[];
    columns: BoardColumn[];
    doneStatus: string;
  };
  onOpen: (task: Task) => void;
  onAdd: (status: string) => void;
  onMove: (task: Task, status: string, index: number, lane?: Swimlane) => void;
  onSetWipLimit?: (column: BoardColumnView) => void;
}) {
  const t = useT();
  const { shownColumns, allTasks, listTasks, columns, doneStatus } = layout;
  if (loading) return <BoardSkeleton />;
  if (!hasBoard) return <Centered>{t(PAGE.noBoard)}</Centered>;
  if (tasks.isError)
    return (
      <Centered>
        {t(PAGE.tasksFailed)}{" "}
        <Button variant="link" onClick={() => void tasks.refetch()}>
          {t(COMMON.retry)}
        </Button>
      </Centered>
    );
  if (view === "kanban")
    return (
      <KanbanBoard
        columns={shownColumns}
        lanes={
          swimlanes ? { kind: swimlanes, lanes: buildSwimlanes(shownColumns, allTasks, swimlanes, t) } : null
        }
        allTasks={allTasks}
        doneStatus={doneStatus}
        onOpen={onOpen}
        onAdd={onAdd}
        onMove={onMove}
        onSetWipLimit={onSetWipLimit}
      />
    );
  if (view === "table")
    return <TableView tasks={listTasks} columns={columns} doneStatus={doneStatus} onOpen={onOpen} />;
  return (
    <GanttView
      projectId={projectId}
      tasks={listTasks}
      columns={columns}
      doneStatus={doneStatus}
      onOpen={onOpen}
    />
  );
}

function Centered({ children }: { children: ReactNode }) {
  return <div className="flex min-h-64 items-center justify-center text-muted-foreground">{children}</div>;
}

function BoardSkeleton() {
  const t = useT();
  return (
    <div className="flex gap-4 overflow-hidden" aria-live="polite" aria-busy="true">
      <span className="sr-only">{t(PAGE.loadingTasks)}</span>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="grid w-80 shrink-0 gap-3 rounded-lg bg-muted/60 p-3">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ))}
    </div>
  );
}

function ProjectNotFound() {
  const t = useT();
  usePageTitle(t(PAGE.notFound));
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-20 text-center">
      <h1 className="text-2xl font-bold">{t(PAGE.notFound)}</h1>
      <p className="text-muted-foreground">{t(PAGE.notFoundDescription)}</p>
      <Button asChild>
        <Link to="/dashboard">{t(PAGE.backToDashboard)}</Link>
      </Button>
    </div>
  );
}

function UnauthorizedNotice() {
  const t = useT();
  useEffect(() => endSession(), []);
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-2 py-20 text-center">
      <h1 className="text-2xl font-bold">{t(PAGE.unauthorized)}</h1>
      <p className="text-muted-foreground">{t(PAGE.loggedOut)}</p>
    </div>
  );
}
