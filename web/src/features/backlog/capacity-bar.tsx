import type { PlanningStats } from "@contract/backlog";
import { ProgressBar } from "@/components/ui/progress-bar";
import { defineMessages, type Translate, useT } from "@/i18n";
import { BACKLOG_MESSAGES } from "./backlog-messages";
import { velocityBasisText } from "./velocity-text";

const MESSAGES = defineMessages({
  summary: { id: "backlog.capacity.summary", defaultMessage: "{planned} planned · avg velocity {average}" },
  summaryNoVelocity: {
    id: "backlog.capacity.summaryNoVelocity",
    defaultMessage: "{planned} planned · no velocity yet",
  },
  label: { id: "backlog.capacity.label", defaultMessage: "Planned against the average velocity" },
  over: { id: "backlog.capacity.over", defaultMessage: "More is planned than the team usually completes." },
});

const unitText = (t: Translate, n: number, points: boolean) =>
  t(points ? BACKLOG_MESSAGES.points : BACKLOG_MESSAGES.tasks, { count: n });

/** The planned total against the average velocity of the owner's last three completed sprints. */
export function CapacityBar({ stats }: { stats: PlanningStats }) {
  const t = useT();
  const points = stats.unit === "points";
  const planned = points ? stats.plannedPoints : stats.plannedTasks;
  const average = points ? stats.averagePoints : stats.averageTasks;
  const over = average !== null && planned > average;
  const summary =
    average === null
      ? t(MESSAGES.summaryNoVelocity, { planned: unitText(t, planned, points) })
      : t(MESSAGES.summary, {
          planned: unitText(t, planned, points),
          average: points ? average : unitText(t, average, false),
        });
  return (
    <div className="grid gap-2 rounded-lg border p-3" data-testid="capacity-bar">
      <p className="text-sm font-medium" aria-live="polite" data-testid="capacity-summary">
        {summary}
      </p>
      {average !== null && (
        <ProgressBar
          value={average > 0 ? Math.min(100, (planned / average) * 100) : planned > 0 ? 100 : 0}
          label={t(MESSAGES.label)}
          valueText={summary}
          barClassName={over ? "bg-amber-500" : undefined}
        />
      )}
      <p className="text-xs text-muted-foreground">
        {velocityBasisText(stats.velocitySprints, t)}
        {over ? ` ${t(MESSAGES.over)}` : ""}
      </p>
    </div>
  );
}
