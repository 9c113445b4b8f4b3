import type { ProjectPlan } from "@contract/assistant";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { defineMessages, useT } from "@/i18n";
import { PlanSummary } from "./plan-summary";
import { type Choice, PlanTaskItem } from "./plan-task-item";

const MESSAGES = defineMessages({
  tasks: { id: "assistant.review.tasks", defaultMessage: "Tasks" },
  selected: { id: "assistant.review.selected", defaultMessage: "{count} of {total} selected" },
  deselectAll: { id: "assistant.review.deselectAll", defaultMessage: "Deselect all" },
  selectAll: { id: "assistant.review.selectAll", defaultMessage: "Select all" },
  back: { id: "assistant.review.back", defaultMessage: "Back to Form" },
  create: { id: "assistant.review.create", defaultMessage: "Create Project" },
});

/** What the user picked per task, by task index. */
export interface PlanSelections {
  selected: Set<number>;
  assignees: Record<number, string>;
  departments: Record<number, string>;
}

/** Step 2: the plan (overview, objectives, timeline, tasks) with per-task choices, Back and Create. */
export function PlanReview({
  plan,
  selections,
  onChange,
  assignees,
  departments,
  isCreating,
  onBack,
  onCreate,
}: {
  plan: ProjectPlan;
  selections: PlanSelections;
  onChange: (selections: PlanSelections) => void;
  assignees: Choice[];
  departments: Choice[];
  isCreating: boolean;
  onBack: () => void;
  onCreate: () => void;
}) {
  const t = useT();
  const count = selections.selected.size;
  const allSelected = count === plan.tasks.length;
  const toggle = (index: number, on: boolean) => {
    const selected = new Set(selections.selected);
    if (on) selected.add(index);
    else selected.delete(index);
    onChange({ ...selections, selected });
  };
  return (
    <div className="grid gap-5">
      <PlanSummary plan={plan} />
      <section aria-labelledby="ai-tasks" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="ai-tasks" className="font-semibold">
            {t(MESSAGES.tasks)}
          </h3>
          <div className="flex items-center gap-3 text-sm">
            <span className="text-muted-foreground">
              {t(MESSAGES.selected, { count, total: plan.tasks.length })}
            </span>
            <Button
              type="button"
              variant="link"
              size="sm"
              className="h-auto p-0"
              onClick={() =>
                onChange({
                  ...selections,
                  selected: allSelected ? new Set() : new Set(plan.tasks.map((_, i) => i)),
                })
              }
            >
              {t(allSelected ? MESSAGES.deselectAll : MESSAGES.selectAll)}
            </Button>
          </div>
        </div>
        <ul className="grid gap-2">
          {plan.tasks.map((task, index) => (
            <PlanTaskItem
              // The plan is fixed while reviewed, so positions identify its tasks.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              index={index}
              task={task}
              selected={selections.selected.has(index)}
              onSelected={(on) => toggle(index, on)}
              assignee={selections.assignees[index] ?? "unassigned"}
              onAssignee={(value) =>
                onChange({ ...selections, assignees: { ...selections.assignees, [index]: value } })
              }
              assignees={assignees}
              department={selections.departments[index] ?? "none"}
              onDepartment={(value) =>
                onChange({ ...selections, departments: { ...selections.departments, [index]: value } })
              }
              departments={departments}
            />
          ))}
        </ul>
      </section>
      <DialogFooter className="sm:justify-between">
        <Button type="button" variant="outline" onClick={onBack} disabled={isCreating}>
          <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" /> {t(MESSAGES.back)}
        </Button>
        <Button type="button" onClick={onCreate} disabled={count === 0 || isCreating}>
          {isCreating && <Spinner />}
          {t(MESSAGES.create)}
        </Button>
      </DialogFooter>
    </div>
  );
}
