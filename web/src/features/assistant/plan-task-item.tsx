import type { PlanTask } from "@contract/assistant";
import { TaskPriorityBadge } from "@/components/task-badges";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { defineMessages, useT } from "@/i18n";
import { cn } from "@/lib/utils";

const MESSAGES = defineMessages({
  estimated: { id: "assistant.task.estimated", defaultMessage: "Estimated:" },
  days: { id: "assistant.task.days", defaultMessage: "{count, plural, one {# day} other {# days}}" },
  department: { id: "assistant.task.recommendedDepartment", defaultMessage: "Recommended department:" },
  successCriteria: { id: "assistant.task.successCriteria", defaultMessage: "Success criteria:" },
  dependencies: { id: "assistant.task.dependencies", defaultMessage: "Dependencies:" },
  assignee: { id: "assistant.task.assignee", defaultMessage: "Assignee" },
  assigneeFor: { id: "assistant.task.assigneeFor", defaultMessage: "Assignee for {title}" },
  departmentLabel: { id: "assistant.task.department", defaultMessage: "Department" },
  departmentFor: { id: "assistant.task.departmentFor", defaultMessage: "Department for {title}" },
});

/** An assignee choice: a user id as text and a label. */
export interface Choice {
  value: string;
  label: string;
}

/** One generated task: a checkbox to keep it, its details, and its assignee and department selects. */
export function PlanTaskItem({
  index,
  task,
  selected,
  onSelected,
  assignee,
  onAssignee,
  assignees,
  department,
  onDepartment,
  departments,
}: {
  index: number;
  task: PlanTask;
  selected: boolean;
  onSelected: (selected: boolean) => void;
  assignee: string;
  onAssignee: (value: string) => void;
  assignees: Choice[];
  department: string;
  onDepartment: (value: string) => void;
  departments: Choice[];
}) {
  const t = useT();
  const id = `ai-task-${index}`;
  return (
    <li
      data-testid="ai-task"
      className={cn("grid gap-3 rounded-lg border p-3", selected ? "bg-card" : "bg-muted/40 opacity-80")}
    >
      <div className="flex items-start gap-3">
        <Checkbox
          id={id}
          checked={selected}
          onCheckedChange={(checked) => onSelected(checked === true)}
          className="mt-0.5"
        />
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <Label htmlFor={id} className="font-semibold wrap-anywhere">
              {task.title}
            </Label>
            <TaskPriorityBadge priority={task.priority} />
          </div>
          {task.description && <p className="text-sm text-muted-foreground">{task.description}</p>}
          <dl className="grid gap-x-4 gap-y-1 text-xs text-muted-foreground sm:grid-cols-2">
            <div>
              <dt className="inline font-medium text-foreground">{t(MESSAGES.estimated)} </dt>
              <dd className="inline">{t(MESSAGES.days, { count: task.estimatedDays })}</dd>
            </div>
            {task.recommendedDepartment && (
              <div>
                <dt className="inline font-medium text-foreground">{t(MESSAGES.department)} </dt>
                <dd className="inline">{task.recommendedDepartment}</dd>
              </div>
            )}
            {task.successCriteria && (
              <div className="sm:col-span-2">
                <dt className="inline font-medium text-foreground">{t(MESSAGES.successCriteria)} </dt>
                <dd className="inline">{task.successCriteria}</dd>
              </div>
            )}
            {task.dependencies.length > 0 && (
              <div className="sm:col-span-2">
                <dt className="inline font-medium text-foreground">{t(MESSAGES.dependencies)} </dt>
                <dd className="inline">
                  {new Intl.ListFormat(t.locale, { type: "unit", style: "short" }).format(task.dependencies)}
                </dd>
              </div>
            )}
          </dl>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 sm:ps-7">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-assignee`} className="text-xs">
            {t(MESSAGES.assignee)}
          </Label>
          <Select value={assignee} onValueChange={onAssignee} disabled={!selected}>
            <SelectTrigger
              id={`${id}-assignee`}
              aria-label={t(MESSAGES.assigneeFor, { title: task.title })}
              className="h-8"
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {assignees.map((c) => (
                <SelectItem key={c.value} value={c.value}>
                  {c.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-department`} className="text-xs">
            {t(MESSAGES.departmentLabel)}
          </Label>
          <Select value={department} onValueChange={onDepartment} disabled={!selected}>
            <SelectTrigger
              id={`${id}-department`}
              aria-label={t(MESSAGES.departmentFor, { title: task.title })}
              className="h-8"
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {departments.map((c) => (
                <SelectItem key={c.value} value={c.value}>
                  {c.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
    </li>
  );
}
