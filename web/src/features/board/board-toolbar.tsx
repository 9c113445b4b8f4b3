import type { Task } from "@contract/tasks";
import { FilterIcon, GanttChartIcon, KanbanIcon, SearchIcon, Settings2Icon, TableIcon } from "lucide-react";
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
import { HierarchyFilters } from "@/features/hierarchy/hierarchy-filters";
import type { BoardFilter } from "./board-model";

/** The board's three views. */
export type BoardView = "kanban" | "table" | "gantt";

const VIEWS: { value: BoardView; label: string; icon: typeof KanbanIcon }[] = [
  { value: "kanban", label: "Kanban", icon: KanbanIcon },
  { value: "table", label: "Table", icon: TableIcon },
  { value: "gantt", label: "Gantt", icon: GanttChartIcon },
];

/** The 'Filter by Status' menu: a checkbox per column, the count chosen, and 'Clear all filters'. */
function StatusFilterMenu({
  selected,
  options,
  onChange,
  open,
  onOpenChange,
}: {
  selected: readonly string[];
  options: { id: string; title: string }[];
  onChange: (statuses: string[]) => void;
  /** Whether the menu is open (the `f` shortcut opens it). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((s) => s !== id));
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className="h-9">
          <FilterIcon aria-hidden="true" />
          Filter by Status
          {selected.length > 0 && (
            <Badge className="ml-1 rounded-full px-1.5" aria-label={`${selected.length} selected`}>
              {selected.length}
            </Badge>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>Filter by Status</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {options.map((s) => (
          <DropdownMenuCheckboxItem
            key={s.id}
            checked={selected.includes(s.id)}
            onCheckedChange={(on) => toggle(s.id, on === true)}
            onSelect={(e) => e.preventDefault()}
          >
            {s.title}
          </DropdownMenuCheckboxItem>
        ))}
        {selected.length > 0 && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => onChange([])}>Clear all filters</DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The board header's second row: search, status filter, the view switch and 'Manage Statuses'. */
export function BoardToolbar({
  filters,
  onFiltersChange,
  statusOptions,
  view,
  onView,
  onManageStatuses,
  filterOpen,
  onFilterOpenChange,
  epics = [],
}: {
  /** The board's epics, for the filter by epic (product rules §35). */
  epics?: readonly Pick<Task, "id" | "key" | "title">[];
  filters: BoardFilter;
  onFiltersChange: (change: Partial<BoardFilter>) => void;
  statusOptions: { id: string; title: string }[];
  view: BoardView;
  onView: (view: BoardView) => void;
  onManageStatuses: () => void;
  /** Whether the 'Filter by Status' menu is open. */
  filterOpen: boolean;
  onFilterOpenChange: (open: boolean) => void;
}) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <div className="flex flex-1 flex-wrap items-center gap-2">
        <div className="relative w-full sm:w-72">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="board-search"
            type="search"
            aria-label="Search tasks"
            placeholder="Search tasks..."
            className="pl-9"
            value={filters.search}
            onChange={(e) => onFiltersChange({ search: e.target.value })}
          />
        </div>
        <StatusFilterMenu
          selected={filters.statuses}
          options={statusOptions}
          onChange={(statuses) => onFiltersChange({ statuses })}
          open={filterOpen}
          onOpenChange={onFilterOpenChange}
        />
        <HierarchyFilters
          type={filters.type ?? null}
          epicId={filters.epicId ?? null}
          swimlanes={view === "kanban" ? (filters.swimlanes ?? null) : null}
          epics={epics}
          onChange={onFiltersChange}
        />
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
  );
}
