import { Search } from "lucide-react";
import { TaskTypeFilter } from "@/components/task-type-filter";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { type MyTaskFilters, PRIORITY_FILTERS, STATUS_FILTERS } from "./my-task-filters";

/** Search box, status, priority and type filters of My Tasks. */
export function MyTasksToolbar({
  filters,
  onChange,
}: {
  filters: MyTaskFilters;
  onChange: (filters: MyTaskFilters) => void;
}) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="relative flex-1">
        <Label htmlFor="my-tasks-search" className="sr-only">
          Search tasks
        </Label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id="my-tasks-search"
          type="search"
          placeholder="Search tasks..."
          value={filters.search}
          onChange={(e) => onChange({ ...filters, search: e.target.value })}
          className="pl-9"
        />
      </div>
      <Select value={filters.status} onValueChange={(status) => onChange({ ...filters, status })}>
        <SelectTrigger aria-label="Filter by status" className="sm:w-40">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {STATUS_FILTERS.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select value={filters.priority} onValueChange={(priority) => onChange({ ...filters, priority })}>
        <SelectTrigger aria-label="Filter by priority" className="sm:w-40">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {PRIORITY_FILTERS.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
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
