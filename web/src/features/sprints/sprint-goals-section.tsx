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
import { COMMON, defineMessages, type Translate, translator, useT } from "@/i18n";
import { goalProgressText, OUTCOME_CLASSES, OUTCOME_MESSAGES } from "@/lib/goals";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { ADD_GOAL, GoalDialog } from "./goal-dialog";

const outcomeOptions = (t: Translate) =>
  GOAL_OUTCOMES.map((value) => ({ value, label: t(OUTCOME_MESSAGES[value]) }));

const MESSAGES = defineMessages({
  updateFailed: { id: "sprints.goals.updateFailed", defaultMessage: "Failed to update goal" },
  progressOf: { id: "sprints.goals.progressOf", defaultMessage: 'Progress of "{text}"' },
  linkedTasks: { id: "sprints.goals.linkedTasks", defaultMessage: "Linked tasks" },
  done: { id: "sprints.goals.taskDone", defaultMessage: "(done)" },
  outcome: { id: "sprints.goals.outcome", defaultMessage: "Outcome" },
  edit: { id: "sprints.goals.edit", defaultMessage: 'Edit goal "{text}"' },
  delete: { id: "sprints.goals.delete", defaultMessage: 'Delete goal "{text}"' },
  heading: { id: "sprints.goals.heading", defaultMessage: "Sprint Goals" },
  loadFailed: { id: "sprints.goals.loadFailed", defaultMessage: "The goals could not be loaded." },
  emptyOwner: {
    id: "sprints.goals.emptyOwner",
    defaultMessage: "No goals yet. Add what this sprint should achieve.",
  },
  empty: { id: "sprints.goals.empty", defaultMessage: "No goals yet." },
  deleteTitle: { id: "sprints.goals.deleteTitle", defaultMessage: "Delete Goal" },
  deleteDescription: {
    id: "sprints.goals.deleteDescription",
    defaultMessage: 'Delete the goal "{text}"? Its linked tasks stay as they are.',
  },
  deleted: { id: "sprints.goals.deleted", defaultMessage: "Goal deleted successfully" },
  deleteFailed: { id: "sprints.goals.deleteFailed", defaultMessage: "Failed to delete goal" },
});

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
  const t = useT();
  const update = useUpdateGoal();
  const progress = goalProgressText(goal, t);
  const percent = goal.progress.total === 0 ? 0 : (goal.progress.done / goal.progress.total) * 100;
  const setOutcome = (outcome: GoalOutcome) =>
    update.mutate(
      { id: goal.id, outcome },
      { onError: (error) => showError(error, translator()(MESSAGES.updateFailed)) },
    );
  return (
    <li className="grid min-w-0 gap-2 rounded-lg border p-3" data-testid="sprint-goal">
      <div className="flex min-w-0 flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 break-words font-medium">{goal.text}</p>
        <Badge className={cn("border-transparent", OUTCOME_CLASSES[goal.outcome])} data-testid="goal-outcome">
          {t(OUTCOME_MESSAGES[goal.outcome])}
        </Badge>
      </div>
      <ProgressBar
        value={percent}
        label={t(MESSAGES.progressOf, { text: goal.text })}
        valueText={progress}
        className="h-1.5"
      />
      <span className="text-xs text-muted-foreground">{progress}</span>
      {goal.tasks.length > 0 && (
        <ul className="grid gap-1 text-sm" aria-label={t(MESSAGES.linkedTasks)}>
          {goal.tasks.map((task) => (
            <li key={task.id} className="min-w-0 truncate">
              <Link
                to={`/projects/${task.projectId}?taskId=${task.id}`}
                className={cn("hover:underline", task.done && "text-muted-foreground line-through")}
                title={task.title}
              >
                {task.title}
              </Link>
              {task.done && <span className="sr-only">{` ${t(MESSAGES.done)}`}</span>}
            </li>
          ))}
        </ul>
      )}
      {isOwner && (
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            id={`goal-${goal.id}-outcome`}
            label={t(MESSAGES.outcome)}
            value={goal.outcome}
            onValueChange={setOutcome}
            options={outcomeOptions(t)}
            disabled={update.isPending}
            triggerClassName="w-36"
          />
          <Button
            variant="outline"
            size="sm"
            onClick={onEdit}
            aria-label={t(MESSAGES.edit, { text: goal.text })}
          >
            <PencilIcon aria-hidden="true" /> {t(COMMON.edit)}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={onDelete}
            aria-label={t(MESSAGES.delete, { text: goal.text })}
          >
            <Trash2Icon aria-hidden="true" /> {t(COMMON.delete)}
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
  const t = useT();
  const goals = useQuery(sprintGoalsQuery(sprintId));
  const remove = useDeleteGoal();
  const [editing, setEditing] = useState<SprintGoal | "new" | null>(null);
  const [deleting, setDeleting] = useState<SprintGoal | null>(null);
  const list = goals.data ?? [];
  return (
    <Card data-testid="sprint-goals">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2 text-lg">
          <FlagIcon aria-hidden="true" className="size-5" /> {t(MESSAGES.heading)}
        </CardTitle>
        {isOwner && list.length < 10 && (
          <Button size="sm" onClick={() => setEditing("new")}>
            <PlusIcon aria-hidden="true" /> {t(ADD_GOAL)}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {goals.isPending && <Skeleton className="h-16 w-full" />}
        {goals.isError && (
          <CardError error={goals.error} message={t(MESSAGES.loadFailed)} onRetry={() => goals.refetch()} />
        )}
        {goals.isSuccess && list.length === 0 && (
          <p className="text-sm text-muted-foreground">
            {isOwner ? t(MESSAGES.emptyOwner) : t(MESSAGES.empty)}
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
        title={t(MESSAGES.deleteTitle)}
        description={t(MESSAGES.deleteDescription, { text: deleting?.text ?? "" })}
        confirmLabel={t(MESSAGES.deleteTitle)}
        onConfirm={() =>
          deleting &&
          remove
            .mutateAsync(deleting.id)
            .then(() => {
              const tr = translator();
              toast({ title: tr(COMMON.success), description: tr(MESSAGES.deleted) });
            })
            .catch((error) => {
              showError(error, translator()(MESSAGES.deleteFailed));
              throw error;
            })
        }
      />
    </Card>
  );
}
