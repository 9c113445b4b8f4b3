import type { Project, ProjectMember } from "@contract/projects";
import type { Task, TaskUser } from "@contract/tasks";
import { HistoryIcon, PlusIcon, SettingsIcon, UserPlusIcon } from "lucide-react";
import { Link } from "react-router";
import { useCurrentUser } from "@/api/auth";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { type Translate, useT } from "@/i18n";
import type { BoardFilter } from "@/lib/board-model";
import { colorClasses, PROJECT_STATUSES, projectStatusText } from "@/lib/statuses";
import { usePageTitle } from "@/lib/use-page-title";
import { cn } from "@/lib/utils";
import { BoardToolbar, type BoardView } from "./board-toolbar";
import { BoardViewers } from "./board-viewers";
import { ExportMenu } from "./export-menu";
import { ProjectMembers } from "./project-members";

/** The board header's badge: active green, completed blue, archived gray, no status shown as 'Active'. */
function projectBadge(t: Translate, status: string | null | undefined): { label: string; className: string } {
  const value = status || "active";
  const spec: Record<string, string> = { active: "green", completed: "blue", archived: "gray" };
  const known = PROJECT_STATUSES.find((s) => s.value === value);
  const color = spec[value] ?? known?.color ?? "gray";
  return { label: known ? projectStatusText(t, known.value) : value, className: colorClasses(color).badge };
}

/** Header of the project board (product rules §13, 'Project board'). */
export function BoardHeader({
  project,
  members,
  viewers,
  viewerCount,
  filters,
  onFiltersChange,
  statusOptions,
  view,
  onView,
  onAddTask,
  onManageStatuses,
  filterOpen,
  onFilterOpenChange,
  epics,
}: {
  /** The board's epics, for the filter by epic. */
  epics?: readonly Pick<Task, "id" | "key" | "title">[];
  project: Project;
  members: ProjectMember[];
  /** Other people viewing the board: the first ones named, and how many there are in all. */
  viewers: TaskUser[];
  viewerCount: number;
  /** The search text and the chosen statuses. */
  filters: BoardFilter;
  /** Called with the part of the filters that changed. */
  onFiltersChange: (change: Partial<BoardFilter>) => void;
  /** The status filter's choices (every column). */
  statusOptions: { id: string; title: string }[];
  view: BoardView;
  onView: (view: BoardView) => void;
  onAddTask: () => void;
  onManageStatuses: () => void;
  /** Whether the 'Filter by Status' menu is open (the `f` shortcut opens it). */
  filterOpen: boolean;
  onFilterOpenChange: (open: boolean) => void;
}) {
  usePageTitle(project.name);
  const t = useT();
  const badge = projectBadge(t, project.status);
  const { data: user } = useCurrentUser();

  return (
    <div className="mb-4 grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-3">
          <h1 className="truncate text-2xl font-bold tracking-tight" title={project.name}>
            {project.name}
          </h1>
          <Badge variant="outline" className={cn("border", badge.className)}>
            {badge.label}
          </Badge>
        </div>
        {/* From 1280 px the actions keep one row and the title gives way (it is truncated, whole on hover). */}
        <div className="flex flex-wrap items-center gap-3 xl:shrink-0">
          {viewerCount > 0 && <BoardViewers viewers={viewers} count={viewerCount} />}
          <ProjectMembers project={project} members={members} />
          <ExportMenu projectId={project.id} />
          <Button variant="outline" size="sm" asChild>
            <Link to={`/projects/${project.id}/activity`}>
              <HistoryIcon aria-hidden="true" />
              {t({ id: "board.header.activity", defaultMessage: "Activity" })}
            </Link>
          </Button>
          <Button variant="outline" size="sm" asChild>
            <Link to="/team-members">
              <UserPlusIcon aria-hidden="true" />
              {t({ id: "board.header.invite", defaultMessage: "Invite" })}
            </Link>
          </Button>
          {user?.id === project.ownerId && (
            <Button variant="outline" size="sm" asChild>
              <Link
                to={`/projects/${project.id}/settings`}
                aria-label={t({ id: "board.header.settingsLabel", defaultMessage: "Project settings" })}
              >
                <SettingsIcon aria-hidden="true" />
                {t({ id: "board.header.settings", defaultMessage: "Settings" })}
              </Link>
            </Button>
          )}
          <Button size="sm" onClick={onAddTask}>
            <PlusIcon aria-hidden="true" />
            {t({ id: "board.header.addTask", defaultMessage: "Add Task" })}
          </Button>
        </div>
      </div>
      <BoardToolbar
        filters={filters}
        onFiltersChange={onFiltersChange}
        statusOptions={statusOptions}
        view={view}
        onView={onView}
        onManageStatuses={onManageStatuses}
        filterOpen={filterOpen}
        onFilterOpenChange={onFilterOpenChange}
        epics={epics}
      />
    </div>
  );
}
