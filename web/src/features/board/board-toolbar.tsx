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
import { defineMessages, type MessageDescriptor, useT } from "@/i18n";
import type { BoardFilter } from "@/lib/board-model";
import { BOARD_MESSAGES } from "./board-messages";
import { HierarchyFilters } from "./hierarchy-filters";

/** The board's three views. */
export type BoardView = "kanban" | "table" | "gantt";

const VIEW_LABELS = defineMessages({
  kanban: { id: "board.view.kanban", defaultMessage: "Kanban" },
  table: { id: "board.view.table", defaultMessage: "Table" },
  gantt: { id: "board.view.gantt", defaultMessage: "Gantt" },
});

const MESSAGES = defineMessages({
  selected: { id: "board.filter.selected", defaultMessage: "{count} selected" },
  clear: { id: "board.filter.clear", defaultMessage: "Clear all filters" },
  searchPlaceholder: { id: "board.searchPlaceholder", defaultMessage: "Search tasks..." },
  view: { id: "board.view.legend", defaultMessage: "View" },
  manageStatuses: { id: "board.manageStatuses", defaultMessage: "Manage Statuses" },
  statusShort: { id: "board.filter.statusShort", defaultMessage: "Status" },
});

const VIEWS: { value: BoardView; label: MessageDescriptor; icon: typeof KanbanIcon }[] = [
  { value: "kanban", label: VIEW_LABELS.kanban, icon: KanbanIcon },
  { value: "table", label: VIEW_LABELS.table, icon: TableIcon },
  { value: "gantt", label: VIEW_LABELS.gantt, icon: GanttChartIcon },
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
  const t = useT();
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((s) => s !== id));
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className="h-9">
          <FilterIcon aria-hidden="true" />
          {/* Between 1280 and 1536 px the toolbar keeps one row with the short word. */}
          <span className="xl:max-2xl:sr-only">{t(BOARD_MESSAGES.filterByStatus)}</span>
          <span aria-hidden="true" className="hidden xl:max-2xl:inline">
            {t(MESSAGES.statusShort)}
          </span>
          {selected.length > 0 && (
            <Badge
              className="ms-1 rounded-full px-1.5"
              aria-label={t(MESSAGES.selected, { count: selected.length })}
            >
              {selected.length}
            </Badge>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>{t(BOARD_MESSAGES.filterByStatus)}</DropdownMenuLabel>
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
            <DropdownMenuItem onSelect={() => onChange([])}>{t(MESSAGES.clear)}</DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * The board header's second row: search, status filter, the view switch and 'Manage Statuses'. From
 * 1280 px it is one row (issue 32): the search gives way first, the selects are capped, and until
 * 1536 px the view switch and 'Manage Statuses' show their icons (their names on hover and for
 * screen readers) and the status filter its short word.
 */
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
  const t = useT();
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between xl:gap-2">
      <div className="flex flex-1 flex-wrap items-center gap-2 xl:min-w-0 xl:flex-nowrap">
        <div className="relative w-full sm:w-72 xl:w-auto xl:min-w-50 xl:max-w-72 xl:flex-1">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="board-search"
            type="search"
            aria-label={t(BOARD_MESSAGES.searchTasks)}
            placeholder={t(MESSAGES.searchPlaceholder)}
            className="ps-9"
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
      <div className="flex flex-wrap items-center gap-2 xl:shrink-0 xl:flex-nowrap">
        <fieldset className="inline-flex rounded-md border p-0.5">
          <legend className="sr-only">{t(MESSAGES.view)}</legend>
          {VIEWS.map(({ value, label, icon: Icon }) => (
            <Button
              key={value}
              variant={view === value ? "secondary" : "ghost"}
              size="sm"
              aria-pressed={view === value}
              title={t(label)}
              onClick={() => onView(value)}
            >
              <Icon aria-hidden="true" />
              <span className="xl:max-2xl:sr-only">{t(label)}</span>
            </Button>
          ))}
        </fieldset>
        <Button
          variant="outline"
          size="sm"
          className="h-9"
          title={t(MESSAGES.manageStatuses)}
          onClick={onManageStatuses}
        >
          <Settings2Icon aria-hidden="true" />
          <span className="xl:max-2xl:sr-only">{t(MESSAGES.manageStatuses)}</span>
        </Button>
      </div>
    </div>
  );
}
