import { ArrowDown, ArrowUp, LayoutGrid, List, Search, Table2 } from "lucide-react";
import { Input } from "@/components/ui/input";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { defineMessages, type MessageDescriptor, useT } from "@/i18n";
import type { ProjectSort, ProjectSortKey } from "@/lib/project-filters";
import { PROJECT_STATUS_LABELS, PROJECT_STATUSES } from "@/lib/statuses";
import { cn } from "@/lib/utils";
import { PROJECT_ACTIONS } from "./messages";

/** The three views of All Projects. */
export type ProjectsView = "cards" | "list" | "table";

const MESSAGES = defineMessages({
  name: { id: "projects.toolbar.sortName", defaultMessage: "Name" },
  updated: { id: "projects.toolbar.sortUpdated", defaultMessage: "Updated" },
  sortBy: {
    id: "projects.toolbar.sortBy",
    defaultMessage:
      "{key, select, name {{direction, select, asc {Sort by name, ascending} desc {Sort by name, descending} other {Sort by name}}} other {{direction, select, asc {Sort by updated, ascending} desc {Sort by updated, descending} other {Sort by updated}}}}",
  },
  search: { id: "projects.toolbar.search", defaultMessage: "Search projects" },
  searchPlaceholder: { id: "projects.toolbar.searchPlaceholder", defaultMessage: "Search projects..." },
  filterStatus: { id: "projects.toolbar.filterStatus", defaultMessage: "Filter by status" },
  allStatus: { id: "projects.toolbar.allStatus", defaultMessage: "All Status" },
  filterSprint: { id: "projects.toolbar.filterSprint", defaultMessage: "Filter by sprint" },
  allSprints: { id: "projects.toolbar.allSprints", defaultMessage: "All Sprints" },
  sort: { id: "projects.toolbar.sort", defaultMessage: "Sort" },
  view: { id: "projects.toolbar.view", defaultMessage: "View" },
  cards: { id: "projects.toolbar.cards", defaultMessage: "Cards" },
  list: { id: "projects.toolbar.list", defaultMessage: "List" },
  table: { id: "projects.toolbar.table", defaultMessage: "Table" },
});

const SORTS: { key: ProjectSortKey; label: MessageDescriptor }[] = [
  { key: "name", label: MESSAGES.name },
  { key: "updated", label: MESSAGES.updated },
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
  const t = useT();
  return (
    // The search box keeps at least 16rem: the controls wrap below it rather than squeeze it.
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <div className="relative min-w-0 flex-[1_1_16rem]">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label={t(MESSAGES.search)}
          placeholder={t(MESSAGES.searchPlaceholder)}
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          className="ps-9"
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Select value={status} onValueChange={onStatus}>
          <SelectTrigger aria-label={t(MESSAGES.filterStatus)} className="w-40">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">{t(MESSAGES.allStatus)}</SelectItem>
            {PROJECT_STATUSES.map((s) => (
              <SelectItem key={s.value} value={s.value}>
                {t(PROJECT_STATUS_LABELS[s.value])}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select value={sprint} onValueChange={onSprint}>
          <SelectTrigger aria-label={t(MESSAGES.filterSprint)} className="w-40 min-w-0">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">{t(MESSAGES.allSprints)}</SelectItem>
            <SelectItem value="none">{t(PROJECT_ACTIONS.noSprint)}</SelectItem>
            {sprints.map((s) => (
              <SelectItem key={s.id} value={String(s.id)}>
                <span className="truncate">{s.name}</span>
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <fieldset className="inline-flex min-w-0 rounded-md border bg-background p-0.5">
          <legend className="sr-only">{t(MESSAGES.sort)}</legend>
          {SORTS.map(({ key, label }) => {
            const active = sort.key === key;
            const Arrow = sort.direction === "asc" ? ArrowUp : ArrowDown;
            return (
              <button
                key={key}
                type="button"
                aria-pressed={active}
                aria-label={t(MESSAGES.sortBy, { key, direction: active ? sort.direction : "none" })}
                onClick={() => onSort(key)}
                className={cn(
                  "inline-flex h-8 items-center gap-1 rounded-sm px-2.5 text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  active && "bg-primary text-primary-foreground hover:text-primary-foreground",
                )}
              >
                {t(label)}
                {active && <Arrow aria-hidden="true" className="size-3.5" />}
              </button>
            );
          })}
        </fieldset>
        <SegmentedControl
          label={t(MESSAGES.view)}
          value={view}
          onChange={onView}
          options={[
            { value: "cards", label: t(MESSAGES.cards), icon: LayoutGrid },
            { value: "list", label: t(MESSAGES.list), icon: List },
            { value: "table", label: t(MESSAGES.table), icon: Table2 },
          ]}
        />
      </div>
    </div>
  );
}
