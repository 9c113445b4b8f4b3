import { GOAL_OUTCOMES, type GoalOutcome, type SprintGoal } from "@contract/sprint-goals";
import { useQuery } from "@tanstack/react-query";
import { FlagIcon, PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { sprintGoalsQuery, useDeleteGoal, useUpdateGoal } from "@/api/sprint-goals";
import { CardError } from "@/components/feedback/load-failure";
import { showError } from "@/components/feedback/show-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ProgressBar } from "@/components/ui/progress-bar";
import { SelectField } from "@/components/ui/select-field";
import { Skeleton } from "@/components/ui/skeleton";
import { goalProgressText, OUTCOME_CLASSES, OUTCOME_LABELS } from "@/lib/goals";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { GoalDialog } from "./goal-dialog";

const OUTCOME_OPTIONS = GOAL_OUTCOMES.map((value) => ({ value, label: OUTCOME_LABELS[value] }));

/** One goal: its text, outcome, progress over the linked tasks and, for the owner, its actions. */
function GoalItem({
  goal,
  isOwner,
  onEdit,
  onDelete,
}: {
  goal: SprintGoal;
  isOwner: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const update = useUpdateGoal();
  const progress = goalProgressText(goal);
  const percent = goal.progress.total === 0 ? 0 : (goal.progress.done / goal.progress.total) * 100;
  const setOutcome = (outcome: GoalOutcome) =>
    update.mutate(
      { id: goal.id, outcome },
      { onError: (error) => showError(error, "Failed to update goal") },
    );
  return (
    <li className="grid min-w-0 gap-2 rounded-lg border p-3" data-testid="sprint-goal">
      <div className="flex min-w-0 flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 break-words font-medium">{goal.text}</p>
        <Badge className={cn("border-transparent", OUTCOME_CLASSES[goal.outcome])} data-testid="goal-outcome">
          {OUTCOME_LABELS[goal.outcome]}
        </Badge>
      </div>
      <ProgressBar
        value={percent}
        label={`Progress of "${goal.text}"`}
        valueText={progress}
        className="h-1.5"
      />
      <span className="text-xs text-muted-foreground">{progress}</span>
      {goal.tasks.length > 0 && (
        <ul className="grid gap-1 text-sm" aria-label="Linked tasks">
          {goal.tasks.map((task) => (
            <li key={task.id} className="min-w-0 truncate">
              <Link
                to={`/projects/${task.projectId}?taskId=${task.id}`}
                className={cn("hover:underline", task.done && "text-muted-foreground line-through")}
                title={task.title}
              >
                {task.title}
              </Link>
              {task.done && <span className="sr-only"> (done)</span>}
            </li>
          ))}
        </ul>
      )}
      {isOwner && (
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            id={`goal-${goal.id}-outcome`}
            label="Outcome"
            value={goal.outcome}
            onValueChange={setOutcome}
            options={OUTCOME_OPTIONS}
            disabled={update.isPending}
            triggerClassName="w-36"
          />
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit goal "${goal.text}"`}>
            <PencilIcon aria-hidden="true" /> Edit
          </Button>
          <Button variant="outline" size="sm" onClick={onDelete} aria-label={`Delete goal "${goal.text}"`}>
            <Trash2Icon aria-hidden="true" /> Delete
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * The sprint page's 'Sprint Goals' card: every goal with its progress; the owner adds, edits,
 * deletes and marks them met or not met (product rules §20).
 */
export function SprintGoalsSection({ sprintId, isOwner }: { sprintId: number; isOwner: boolean }) {
  const goals = useQuery(sprintGoalsQuery(sprintId));
  const remove = useDeleteGoal();
  const [editing, setEditing] = useState<SprintGoal | "new" | null>(null);
  const [deleting, setDeleting] = useState<SprintGoal | null>(null);
  const list = goals.data ?? [];
  return (
    <Card data-testid="sprint-goals">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2 text-lg">
          <FlagIcon aria-hidden="true" className="size-5" /> Sprint Goals
        </CardTitle>
        {isOwner && list.length < 10 && (
          <Button size="sm" onClick={() => setEditing("new")}>
            <PlusIcon aria-hidden="true" /> Add Goal
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {goals.isPending && <Skeleton className="h-16 w-full" />}
        {goals.isError && (
          <CardError
            error={goals.error}
            message="The goals could not be loaded."
            onRetry={() => goals.refetch()}
          />
        )}
        {goals.isSuccess && list.length === 0 && (
          <p className="text-sm text-muted-foreground">
            {isOwner ? "No goals yet. Add what this sprint should achieve." : "No goals yet."}
          </p>
        )}
        {list.length > 0 && (
          <ul className="grid gap-3">
            {list.map((goal) => (
              <GoalItem
                key={goal.id}
                goal={goal}
                isOwner={isOwner}
                onEdit={() => setEditing(goal)}
                onDelete={() => setDeleting(goal)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <GoalDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        sprintId={sprintId}
        goal={editing === "new" || editing === null ? undefined : editing}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Goal"
        description={`Delete the goal "${deleting?.text ?? ""}"? Its linked tasks stay as they are.`}
        confirmLabel="Delete Goal"
        onConfirm={() =>
          deleting &&
          remove
            .mutateAsync(deleting.id)
            .then(() => toast({ title: "Success", description: "Goal deleted successfully" }))
            .catch((error) => {
              showError(error, "Failed to delete goal");
              throw error;
            })
        }
      />
    </Card>
  );
}
