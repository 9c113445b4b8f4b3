import { LayoutGrid, List, Search } from "lucide-react";
import type { ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { defineMessages, useT } from "@/i18n";

const MESSAGES = defineMessages({
  filterByStatus: { id: "sprints.toolbar.filterByStatus", defaultMessage: "Filter by status" },
  layout: { id: "sprints.toolbar.layout", defaultMessage: "Layout" },
  grid: { id: "sprints.toolbar.grid", defaultMessage: "Grid view" },
  list: { id: "sprints.toolbar.list", defaultMessage: "List view" },
});

/** Grid or list. */
export type Layout = "grid" | "list";

/** The search box, status filter and grid/list toggle above the sprint and sprint-project lists. */
export function ListToolbar({
  idPrefix,
  search,
  onSearch,
  searchPlaceholder,
  status,
  onStatus,
  statusOptions,
  layout,
  onLayout,
  children,
}: {
  idPrefix: string;
  search: string;
  onSearch: (value: string) => void;
  searchPlaceholder: string;
  status: string;
  onStatus: (value: string) => void;
  statusOptions: readonly { value: string; label: string }[];
  layout: Layout;
  onLayout: (layout: Layout) => void;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label={searchPlaceholder.replace(/(\.\.\.|…)$/, "")}
          placeholder={searchPlaceholder}
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          className="ps-9"
        />
      </div>
      <Select value={status} onValueChange={onStatus}>
        <SelectTrigger
          id={`${idPrefix}-status-filter`}
          aria-label={t(MESSAGES.filterByStatus)}
          className="sm:w-44"
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {statusOptions.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {children}
      <SegmentedControl
        className="self-start sm:self-auto"
        label={t(MESSAGES.layout)}
        iconOnly
        value={layout}
        onChange={onLayout}
        options={[
          { value: "grid", label: t(MESSAGES.grid), icon: LayoutGrid },
          { value: "list", label: t(MESSAGES.list), icon: List },
        ]}
      />
    </div>
  );
}
