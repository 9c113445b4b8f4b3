import type { PlanningStats } from "@contract/backlog";
import { ProgressBar } from "@/components/ui/progress-bar";
import { plural } from "@/lib/plural";
import { velocityBasisText } from "./velocity-text";

const unitText = (n: number, points: boolean) =>
  points ? plural(n, "pt", "pts") : plural(n, "task", "tasks");

/** The planned total against the average velocity of the owner's last three completed sprints. */
export function CapacityBar({ stats }: { stats: PlanningStats }) {
  const points = stats.unit === "points";
  const planned = points ? stats.plannedPoints : stats.plannedTasks;
  const average = points ? stats.averagePoints : stats.averageTasks;
  const over = average !== null && planned > average;
  const summary = `${unitText(planned, points)} planned · ${
    average === null ? "no velocity yet" : `avg velocity ${points ? average : unitText(average, false)}`
  }`;
  return (
    <div className="grid gap-2 rounded-lg border p-3" data-testid="capacity-bar">
      <p className="text-sm font-medium" aria-live="polite" data-testid="capacity-summary">
        {summary}
      </p>
      {average !== null && (
        <ProgressBar
          value={average > 0 ? Math.min(100, (planned / average) * 100) : planned > 0 ? 100 : 0}
          label="Planned against the average velocity"
          valueText={summary}
          barClassName={over ? "bg-amber-500" : undefined}
        />
      )}
      <p className="text-xs text-muted-foreground">
        {velocityBasisText(stats.velocitySprints)}
        {over ? " More is planned than the team usually completes." : ""}
      </p>
    </div>
  );
}
