import type { PlanningStats } from "@contract/backlog";
import { useQuery } from "@tanstack/react-query";
import { sprintGoalsQuery } from "@/api/sprint-goals";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { defineMessages, useT } from "@/i18n";
import { BACKLOG_MESSAGES } from "./backlog-messages";

const MESSAGES = defineMessages({
  title: { id: "backlog.start.title", defaultMessage: "Start {name}?" },
  commits: {
    id: "backlog.start.commits",
    defaultMessage:
      "The sprint commits to {tasks, plural, one {# task} other {# tasks}} ({points, plural, one {# point} other {# points}}).",
  },
  noGoals: { id: "backlog.start.noGoals", defaultMessage: "No sprint goals." },
  goals: { id: "backlog.start.goals", defaultMessage: "Goals: {goals}." },
  recorded: {
    id: "backlog.start.recorded",
    defaultMessage:
      "This commitment is recorded now and does not change; tasks planned later show as scope change.",
  },
});

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
  const t = useT();
  const goals = useQuery({ ...sprintGoalsQuery(sprintId), enabled: open });
  const goalTexts = goals.data?.map((g) => g.text) ?? [];
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      variant="default"
      title={t(MESSAGES.title, { name: sprintName })}
      confirmLabel={t(BACKLOG_MESSAGES.startSprint)}
      isDisabled={goals.isPending}
      onConfirm={onConfirm}
      description={
        <span className="grid gap-2" data-testid="commitment-summary">
          <span>{t(MESSAGES.commits, { tasks: stats.plannedTasks, points: stats.plannedPoints })}</span>
          <span>
            {goalTexts.length === 0
              ? t(MESSAGES.noGoals)
              : t(MESSAGES.goals, { goals: goalTexts.join("; ") })}
          </span>
          <span>{t(MESSAGES.recorded)}</span>
        </span>
      }
    />
  );
}
