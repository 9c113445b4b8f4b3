import { Search } from "lucide-react";
import { TaskTypeFilter } from "@/components/task-type-filter";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useT } from "@/i18n";
import { type MyTaskFilters, PRIORITY_FILTERS, STATUS_FILTERS } from "./my-task-filters";

/** Search box, status, priority and type filters of My Tasks. */
export function MyTasksToolbar({
  filters,
  onChange,
}: {
  filters: MyTaskFilters;
  onChange: (filters: MyTaskFilters) => void;
}) {
  const t = useT();
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="relative flex-1">
        <Label htmlFor="my-tasks-search" className="sr-only">
          {t({ id: "shortcuts.board.searchTasks", defaultMessage: "Search tasks" })}
        </Label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id="my-tasks-search"
          type="search"
          placeholder={t({ id: "myTasks.search.placeholder", defaultMessage: "Search tasks..." })}
          value={filters.search}
          onChange={(e) => onChange({ ...filters, search: e.target.value })}
          className="ps-9"
        />
      </div>
      <Select value={filters.status} onValueChange={(status) => onChange({ ...filters, status })}>
        <SelectTrigger
          aria-label={t({ id: "shortcuts.board.filterStatus", defaultMessage: "Filter by status" })}
          className="sm:w-40"
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {STATUS_FILTERS.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.value === "all"
                ? t({ id: "myTasks.filter.allStatus", defaultMessage: "All Status" })
                : o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select value={filters.priority} onValueChange={(priority) => onChange({ ...filters, priority })}>
        <SelectTrigger
          aria-label={t({ id: "myTasks.filter.priority", defaultMessage: "Filter by priority" })}
          className="sm:w-40"
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {PRIORITY_FILTERS.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.value === "all"
                ? t({ id: "myTasks.filter.allPriorities", defaultMessage: "All Priorities" })
                : o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <TaskTypeFilter
        value={filters.type}
        onChange={(type) => onChange({ ...filters, type })}
        className="sm:w-36"
      />
    </div>
  );
}
