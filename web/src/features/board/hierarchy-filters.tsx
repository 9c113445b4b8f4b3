import { TASK_TYPES, type Task } from "@contract/tasks";
import { TASK_TYPE_FILTER_MESSAGES, TASK_TYPE_NAMES } from "@/components/task-type-icon";
import { defineMessages, useT } from "@/i18n";

const MESSAGES = defineMessages({
  allTypes: { id: "hierarchy.filters.allTypes", defaultMessage: "All types" },
  filterByEpic: { id: "hierarchy.filters.filterByEpic", defaultMessage: "Filter by epic" },
  noEpics: { id: "hierarchy.filters.noEpics", defaultMessage: "No epics" },
  allEpics: { id: "hierarchy.filters.allEpics", defaultMessage: "All epics" },
  groupBy: { id: "hierarchy.filters.groupBy", defaultMessage: "Group by" },
  noSwimlanes: { id: "hierarchy.filters.noSwimlanes", defaultMessage: "No swimlanes" },
  byEpic: { id: "hierarchy.filters.byEpic", defaultMessage: "Group by epic" },
  byAssignee: { id: "hierarchy.filters.byAssignee", defaultMessage: "Group by assignee" },
  byPriority: { id: "hierarchy.filters.byPriority", defaultMessage: "Group by priority" },
});

// A native select is as wide as its longest option (an epic's title): capped, it shows the chosen
// option cut short, and the open list the whole titles (issue 32: nothing scrolls sideways at 390 px).
const selectClass =
  "h-9 min-w-0 max-w-full truncate rounded-md border bg-background px-2 text-sm text-foreground shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:max-w-40 xl:max-w-36";

/** The board's filters by type and by epic (product rules §35), kept in the address by the page. */
export function HierarchyFilters({
  type,
  epicId,
  swimlanes,
  epics,
  onChange,
}: {
  type: string | null;
  epicId: number | null;
  swimlanes: string | null;
  epics: readonly Pick<Task, "id" | "key" | "title">[];
  onChange: (change: { type?: string | null; epicId?: number | null; swimlanes?: string | null }) => void;
}) {
  const t = useT();
  return (
    <>
      <label className="sr-only" htmlFor="board-type-filter">
        {t(TASK_TYPE_FILTER_MESSAGES.filterByType)}
      </label>
      <select
        id="board-type-filter"
        className={selectClass}
        value={type ?? ""}
        onChange={(e) => onChange({ type: e.target.value || null })}
      >
        <option value="">{t(MESSAGES.allTypes)}</option>
        {TASK_TYPES.map((value) => (
          <option key={value} value={value}>
            {t(TASK_TYPE_NAMES[value])}
          </option>
        ))}
      </select>
      <label className="sr-only" htmlFor="board-epic-filter">
        {t(MESSAGES.filterByEpic)}
      </label>
      <select
        id="board-epic-filter"
        className={selectClass}
        value={epicId ?? ""}
        onChange={(e) => onChange({ epicId: e.target.value ? Number(e.target.value) : null })}
      >
        <option value="">{t(epics.length === 0 ? MESSAGES.noEpics : MESSAGES.allEpics)}</option>
        {epics.map((epic) => (
          <option key={epic.id} value={epic.id}>
            {epic.key} {epic.title}
          </option>
        ))}
      </select>
      <label className="sr-only" htmlFor="board-swimlanes">
        {t(MESSAGES.groupBy)}
      </label>
      <select
        id="board-swimlanes"
        className={selectClass}
        value={swimlanes ?? ""}
        onChange={(e) => onChange({ swimlanes: e.target.value || null })}
      >
        <option value="">{t(MESSAGES.noSwimlanes)}</option>
        <option value="epic">{t(MESSAGES.byEpic)}</option>
        <option value="assignee">{t(MESSAGES.byAssignee)}</option>
        <option value="priority">{t(MESSAGES.byPriority)}</option>
      </select>
    </>
  );
}
