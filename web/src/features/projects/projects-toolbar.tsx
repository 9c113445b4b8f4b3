import { ArrowDown, ArrowUp, LayoutGrid, List, Search, Table2 } from "lucide-react";
import { Input } from "@/components/ui/input";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { PROJECT_STATUSES } from "@/lib/statuses";
import { cn } from "@/lib/utils";
import type { ProjectSort, ProjectSortKey } from "./project-filters";

/** The three views of All Projects. */
export type ProjectsView = "cards" | "list" | "table";

const SORTS: { key: ProjectSortKey; label: string }[] = [
  { key: "name", label: "Name" },
  { key: "updated", label: "Updated" },
];

/** Search, status filter (the six statuses), sprint filter, Name/Updated sort buttons and the Cards/List/Table switch. */
export function ProjectsToolbar({
  search,
  onSearch,
  status,
  onStatus,
  sort,
  onSort,
  view,
  onView,
  sprint,
  onSprint,
  sprints,
}: {
  search: string;
  onSearch: (value: string) => void;
  status: string;
  onStatus: (value: string) => void;
  sort: ProjectSort;
  onSort: (key: ProjectSortKey) => void;
  view: ProjectsView;
  onView: (view: ProjectsView) => void;
  /** The sprint filter: "all", "none" (no sprint) or a sprint id (issue 9). */
  sprint: string;
  onSprint: (value: string) => void;
  sprints: readonly { id: number; name: string }[];
}) {
  return (
    // The search box keeps at least 16rem: the controls wrap below it rather than squeeze it.
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <div className="relative min-w-0 flex-[1_1_16rem]">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Search projects"
          placeholder="Search projects..."
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          className="pl-9"
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Select value={status} onValueChange={onStatus}>
          <SelectTrigger aria-label="Filter by status" className="w-40">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All Status</SelectItem>
            {PROJECT_STATUSES.map((s) => (
              <SelectItem key={s.value} value={s.value}>
                {s.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select value={sprint} onValueChange={onSprint}>
          <SelectTrigger aria-label="Filter by sprint" className="w-40 min-w-0">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All Sprints</SelectItem>
            <SelectItem value="none">No Sprint</SelectItem>
            {sprints.map((s) => (
              <SelectItem key={s.id} value={String(s.id)}>
                <span className="truncate">{s.name}</span>
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <fieldset className="inline-flex min-w-0 rounded-md border bg-background p-0.5">
          <legend className="sr-only">Sort</legend>
          {SORTS.map(({ key, label }) => {
            const active = sort.key === key;
            const Arrow = sort.direction === "asc" ? ArrowUp : ArrowDown;
            return (
              <button
                key={key}
                type="button"
                aria-pressed={active}
                aria-label={`Sort by ${label.toLowerCase()}${active ? (sort.direction === "asc" ? ", ascending" : ", descending") : ""}`}
                onClick={() => onSort(key)}
                className={cn(
                  "inline-flex h-8 items-center gap-1 rounded-sm px-2.5 text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  active && "bg-primary text-primary-foreground hover:text-primary-foreground",
                )}
              >
                {label}
                {active && <Arrow aria-hidden="true" className="size-3.5" />}
              </button>
            );
          })}
        </fieldset>
        <SegmentedControl
          label="View"
          value={view}
          onChange={onView}
          options={[
            { value: "cards", label: "Cards", icon: LayoutGrid },
            { value: "list", label: "List", icon: List },
            { value: "table", label: "Table", icon: Table2 },
          ]}
        />
      </div>
    </div>
  );
}
