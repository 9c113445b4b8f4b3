import type { PlanningStats } from "@contract/backlog";
import { useQuery } from "@tanstack/react-query";
import { sprintGoalsQuery } from "@/api/sprint-goals";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { plural } from "@/lib/plural";

/** 'Start sprint?': what the commitment will record (tasks, points, goals), then the start. */
export function StartSprintDialog({
  sprintId,
  sprintName,
  stats,
  open,
  onOpenChange,
  onConfirm,
}: {
  sprintId: number;
  sprintName: string;
  stats: PlanningStats;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => Promise<unknown>;
}) {
  const goals = useQuery({ ...sprintGoalsQuery(sprintId), enabled: open });
  const tasks = plural(stats.plannedTasks, "task", "tasks");
  const points = plural(stats.plannedPoints, "point", "points");
  const goalTexts = goals.data?.map((g) => g.text) ?? [];
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      variant="default"
      title={`Start ${sprintName}?`}
      confirmLabel="Start sprint"
      isDisabled={goals.isPending}
      onConfirm={onConfirm}
      description={
        <span className="grid gap-2" data-testid="commitment-summary">
          <span>
            The sprint commits to {tasks} ({points}).
          </span>
          <span>{goalTexts.length === 0 ? "No sprint goals." : `Goals: ${goalTexts.join("; ")}.`}</span>
          <span>
            This commitment is recorded now and does not change; tasks planned later show as scope change.
          </span>
        </span>
      }
    />
  );
}
