import type { BacklogItem } from "@contract/backlog";
import { STORY_POINT_VALUES } from "@contract/common";
import type { BacklogFilters } from "@/api/backlog";
import { TASK_TYPE_FILTER_OPTIONS } from "@/components/task-type-icon";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SelectField } from "@/components/ui/select-field";
import { plural } from "@/lib/plural";
import { TASK_PRIORITIES } from "@/lib/statuses";

/** No filter. */
export const NO_FILTERS: BacklogFilters = {
  search: "",
  assignee: "all",
  priority: "all",
  points: "all",
  projectId: "all",
  type: "all",
};

const POINT_OPTIONS = [
  { value: "all", label: "Any points" },
  { value: "none", label: "Not estimated" },
  ...STORY_POINT_VALUES.map(String).map((v) => ({
    value: v,
    label: v === "?" ? "? (unsure)" : plural(Number(v), "pt", "pts"),
  })),
];
const PRIORITY_OPTIONS = [
  { value: "all", label: "Any priority" },
  ...TASK_PRIORITIES.map(({ value, label }) => ({ value, label })),
];

/** The backlog's filters: title text, assignee, type, priority, points and project (choices from the whole backlog). */
export function BacklogFiltersBar({
  value,
  onChange,
  all,
}: {
  value: BacklogFilters;
  onChange: (next: BacklogFilters) => void;
  all: BacklogItem[];
}) {
  const set = (key: keyof BacklogFilters) => (v: string) => onChange({ ...value, [key]: v });
  const assignees = new Map<number, string>();
  const projects = new Map<number, string>();
  for (const item of all) {
    if (item.assignedTo !== null) assignees.set(item.assignedTo, item.assigneeName ?? "User");
    projects.set(item.project.id, item.project.name);
  }
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5" data-testid="backlog-filters">
      {/* The search keeps a whole row: a fifth of the row was too narrow to type in at 1024 px. */}
      <div className="grid gap-2 sm:col-span-2 lg:col-span-5">
        <Label htmlFor="backlog-search">Search</Label>
        <Input
          id="backlog-search"
          type="search"
          placeholder="Search tasks..."
          value={value.search}
          onChange={(e) => set("search")(e.target.value)}
        />
      </div>
      <SelectField
        id="backlog-assignee"
        label="Assignee"
        value={value.assignee}
        onValueChange={set("assignee")}
        options={[
          { value: "all", label: "Anyone" },
          { value: "none", label: "Unassigned" },
          ...[...assignees].map(([id, name]) => ({ value: String(id), label: name })),
        ]}
      />
      <SelectField
        id="backlog-type"
        label="Type"
        value={value.type}
        onValueChange={set("type")}
        options={TASK_TYPE_FILTER_OPTIONS}
      />
      <SelectField
        id="backlog-priority"
        label="Priority"
        value={value.priority}
        onValueChange={set("priority")}
        options={PRIORITY_OPTIONS}
      />
      <SelectField
        id="backlog-points"
        label="Points"
        value={value.points}
        onValueChange={set("points")}
        options={POINT_OPTIONS}
      />
      <SelectField
        id="backlog-project"
        label="Project"
        value={value.projectId}
        onValueChange={set("projectId")}
        options={[
          { value: "all", label: "All projects" },
          ...[...projects].map(([id, name]) => ({ value: String(id), label: name })),
        ]}
      />
    </div>
  );
}
