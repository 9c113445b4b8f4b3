import type { BacklogItem } from "@contract/backlog";
import { STORY_POINT_VALUES } from "@contract/common";
import type { BacklogFilters } from "@/api/backlog";
import { taskTypeFilterOptions } from "@/components/task-type-icon";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SelectField } from "@/components/ui/select-field";
import { COMMON, defineMessages, type Translate, useT } from "@/i18n";
import { PRIORITY_LABELS, TASK_PRIORITIES } from "@/lib/statuses";
import { BACKLOG_MESSAGES } from "./backlog-messages";

/** No filter. */
export const NO_FILTERS: BacklogFilters = {
  search: "",
  assignee: "all",
  priority: "all",
  points: "all",
  projectId: "all",
  type: "all",
};

const MESSAGES = defineMessages({
  anyPoints: { id: "backlog.filters.anyPoints", defaultMessage: "Any points" },
  notEstimated: { id: "backlog.filters.notEstimated", defaultMessage: "Not estimated" },
  unsure: { id: "backlog.filters.unsure", defaultMessage: "? (unsure)" },
  anyPriority: { id: "backlog.filters.anyPriority", defaultMessage: "Any priority" },
  search: { id: "backlog.filters.search", defaultMessage: "Search" },
  searchPlaceholder: { id: "backlog.filters.searchPlaceholder", defaultMessage: "Search tasks..." },
  assignee: { id: "backlog.filters.assignee", defaultMessage: "Assignee" },
  anyone: { id: "backlog.filters.anyone", defaultMessage: "Anyone" },
  user: { id: "backlog.filters.user", defaultMessage: "User" },
  priority: { id: "backlog.filters.priority", defaultMessage: "Priority" },
  points: { id: "backlog.filters.points", defaultMessage: "Points" },
  project: { id: "backlog.filters.project", defaultMessage: "Project" },
  type: { id: "backlog.filters.type", defaultMessage: "Type" },
  allProjects: { id: "backlog.filters.allProjects", defaultMessage: "All projects" },
});

const pointOptions = (t: Translate) => [
  { value: "all", label: t(MESSAGES.anyPoints) },
  { value: "none", label: t(MESSAGES.notEstimated) },
  ...STORY_POINT_VALUES.map(String).map((v) => ({
    value: v,
    label: v === "?" ? t(MESSAGES.unsure) : t(BACKLOG_MESSAGES.points, { count: Number(v) }),
  })),
];
const priorityOptions = (t: Translate) => [
  { value: "all", label: t(MESSAGES.anyPriority) },
  ...TASK_PRIORITIES.map(({ value }) => ({ value, label: t(PRIORITY_LABELS[value]) })),
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
  const t = useT();
  const set = (key: keyof BacklogFilters) => (v: string) => onChange({ ...value, [key]: v });
  const assignees = new Map<number, string>();
  const projects = new Map<number, string>();
  for (const item of all) {
    if (item.assignedTo !== null) assignees.set(item.assignedTo, item.assigneeName ?? t(MESSAGES.user));
    projects.set(item.project.id, item.project.name);
  }
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5" data-testid="backlog-filters">
      {/* The search keeps a whole row: a fifth of the row was too narrow to type in at 1024 px. */}
      <div className="grid gap-2 sm:col-span-2 lg:col-span-5">
        <Label htmlFor="backlog-search">{t(MESSAGES.search)}</Label>
        <Input
          id="backlog-search"
          type="search"
          placeholder={t(MESSAGES.searchPlaceholder)}
          value={value.search}
          onChange={(e) => set("search")(e.target.value)}
        />
      </div>
      <SelectField
        id="backlog-assignee"
        label={t(MESSAGES.assignee)}
        value={value.assignee}
        onValueChange={set("assignee")}
        options={[
          { value: "all", label: t(MESSAGES.anyone) },
          { value: "none", label: t(COMMON.unassigned) },
          ...[...assignees].map(([id, name]) => ({ value: String(id), label: name })),
        ]}
      />
      <SelectField
        id="backlog-type"
        label={t(MESSAGES.type)}
        value={value.type}
        onValueChange={set("type")}
        options={taskTypeFilterOptions(t)}
      />
      <SelectField
        id="backlog-priority"
        label={t(MESSAGES.priority)}
        value={value.priority}
        onValueChange={set("priority")}
        options={priorityOptions(t)}
      />
      <SelectField
        id="backlog-points"
        label={t(MESSAGES.points)}
        value={value.points}
        onValueChange={set("points")}
        options={pointOptions(t)}
      />
      <SelectField
        id="backlog-project"
        label={t(MESSAGES.project)}
        value={value.projectId}
        onValueChange={set("projectId")}
        options={[
          { value: "all", label: t(MESSAGES.allProjects) },
          ...[...projects].map(([id, name]) => ({ value: String(id), label: name })),
        ]}
      />
    </div>
  );
}
