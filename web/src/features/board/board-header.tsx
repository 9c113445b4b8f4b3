import type { Project, ProjectMember } from "@contract/projects";
import type { TaskUser } from "@contract/tasks";
import {
  FilterIcon,
  GanttChartIcon,
  KanbanIcon,
  PlusIcon,
  SearchIcon,
  Settings2Icon,
  TableIcon,
  UserPlusIcon,
} from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Input } from "@/components/ui/input";
import { UserAvatar } from "@/components/user-avatar";
import { colorClasses, PROJECT_STATUSES } from "@/lib/statuses";
import { usePageTitle } from "@/lib/use-page-title";
import { cn } from "@/lib/utils";
import type { BoardFilter } from "./board-model";
import { ProjectMembers } from "./project-members";

/** The board's three views. */
export type BoardView = "kanban" | "table" | "gantt";

const VIEWS: { value: BoardView; label: string; icon: typeof KanbanIcon }[] = [
  { value: "kanban", label: "Kanban", icon: KanbanIcon },
  { value: "table", label: "Table", icon: TableIcon },
  { value: "gantt", label: "Gantt", icon: GanttChartIcon },
];

/** The board header's badge: active green, completed blue, archived gray, no status shown as 'Active'. */
function projectBadge(status: string | null | undefined): { label: string; className: string } {
  const value = status || "active";
  const spec: Record<string, string> = { active: "green", completed: "blue", archived: "gray" };
  const known = PROJECT_STATUSES.find((s) => s.value === value);
  const color = spec[value] ?? known?.color ?? "gray";
  return { label: known?.label ?? value, className: colorClasses(color).badge };
}

/** Header of the project board (product rules §13, 'Project board'). */
export function BoardHeader({
  project,
  members,
  viewers,
  filters,
  onFiltersChange,
  statusOptions,
  view,
  onView,
  onAddTask,
  onManageStatuses,
}: {
  project: Project;
  members: ProjectMember[];
  viewers: TaskUser[];
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
}) {
  usePageTitle(project.name);
  const badge = projectBadge(project.status);
  const { search, statuses: statusFilter } = filters;
  const toggle = (id: string, on: boolean) =>
    onFiltersChange({ statuses: on ? [...statusFilter, id] : statusFilter.filter((s) => s !== id) });

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
        <div className="flex flex-wrap items-center gap-3">
          {viewers.length > 0 && (
            <div className="flex items-center gap-2">
              <span className="relative flex size-2">
                <span className="absolute inline-flex size-full animate-ping rounded-full bg-green-400 opacity-75 motion-reduce:animate-none" />
                <span className="relative inline-flex size-2 rounded-full bg-green-500" />
              </span>
              <span className="text-xs text-muted-foreground">
                Viewing now<span className="sr-only">: {viewers.length} other people</span>
              </span>
              <div className="flex -space-x-2" data-testid="presence-avatars">
                {viewers.slice(0, 5).map((u) => (
                  <UserAvatar key={u.id} user={u} className="size-7 ring-2 ring-green-500" />
                ))}
              </div>
            </div>
          )}
          <ProjectMembers project={project} members={members} />
          <Button variant="outline" size="sm" asChild>
            <Link to="/team-members">
              <UserPlusIcon aria-hidden="true" />
              Invite
            </Link>
          </Button>
          <Button size="sm" onClick={onAddTask}>
            <PlusIcon aria-hidden="true" />
            Add Task
          </Button>
        </div>
      </div>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex flex-1 flex-wrap items-center gap-2">
          <div className="relative w-full sm:w-72">
            <SearchIcon
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              type="search"
              aria-label="Search tasks"
              placeholder="Search tasks..."
              className="pl-9"
              value={search}
              onChange={(e) => onFiltersChange({ search: e.target.value })}
            />
          </div>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" size="sm" className="h-9">
                <FilterIcon aria-hidden="true" />
                Filter by Status
                {statusFilter.length > 0 && (
                  <Badge className="ml-1 rounded-full px-1.5" aria-label={`${statusFilter.length} selected`}>
                    {statusFilter.length}
                  </Badge>
                )}
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start">
              <DropdownMenuLabel>Filter by Status</DropdownMenuLabel>
              <DropdownMenuSeparator />
              {statusOptions.map((s) => (
                <DropdownMenuCheckboxItem
                  key={s.id}
                  checked={statusFilter.includes(s.id)}
                  onCheckedChange={(on) => toggle(s.id, on === true)}
                  onSelect={(e) => e.preventDefault()}
                >
                  {s.title}
                </DropdownMenuCheckboxItem>
              ))}
              {statusFilter.length > 0 && (
                <>
                  <DropdownMenuSeparator />
                  <DropdownMenuItem onSelect={() => onFiltersChange({ statuses: [] })}>
                    Clear all filters
                  </DropdownMenuItem>
                </>
              )}
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <fieldset className="inline-flex rounded-md border p-0.5">
            <legend className="sr-only">View</legend>
            {VIEWS.map(({ value, label, icon: Icon }) => (
              <Button
                key={value}
                variant={view === value ? "secondary" : "ghost"}
                size="sm"
                aria-pressed={view === value}
                onClick={() => onView(value)}
              >
                <Icon aria-hidden="true" />
                {label}
              </Button>
            ))}
          </fieldset>
          <Button variant="outline" size="sm" className="h-9" onClick={onManageStatuses}>
            <Settings2Icon aria-hidden="true" />
            Manage Statuses
          </Button>
        </div>
      </div>
    </div>
  );
}
