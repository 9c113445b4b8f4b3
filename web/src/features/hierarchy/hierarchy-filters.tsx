import { TASK_TYPES, type Task } from "@contract/tasks";
import { TASK_TYPE_META } from "@/components/task-type-icon";

const selectClass =
  "h-9 rounded-md border bg-background px-2 text-sm text-foreground shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";

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
  return (
    <>
      <label className="sr-only" htmlFor="board-type-filter">
        Filter by type
      </label>
      <select
        id="board-type-filter"
        className={selectClass}
        value={type ?? ""}
        onChange={(e) => onChange({ type: e.target.value || null })}
      >
        <option value="">All types</option>
        {TASK_TYPES.map((t) => (
          <option key={t} value={t}>
            {TASK_TYPE_META[t].label}
          </option>
        ))}
      </select>
      <label className="sr-only" htmlFor="board-epic-filter">
        Filter by epic
      </label>
      <select
        id="board-epic-filter"
        className={selectClass}
        value={epicId ?? ""}
        onChange={(e) => onChange({ epicId: e.target.value ? Number(e.target.value) : null })}
      >
        <option value="">{epics.length === 0 ? "No epics" : "All epics"}</option>
        {epics.map((epic) => (
          <option key={epic.id} value={epic.id}>
            {epic.key} {epic.title}
          </option>
        ))}
      </select>
      <label className="sr-only" htmlFor="board-swimlanes">
        Group by
      </label>
      <select
        id="board-swimlanes"
        className={selectClass}
        value={swimlanes ?? ""}
        onChange={(e) => onChange({ swimlanes: e.target.value || null })}
      >
        <option value="">No swimlanes</option>
        <option value="epic">Group by epic</option>
        <option value="assignee">Group by assignee</option>
        <option value="priority">Group by priority</option>
      </select>
    </>
  );
}
