import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { allGoalsQuery } from "@/api/sprint-goals";
import { sprintsQuery } from "@/api/sprints";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useT } from "@/i18n";
import { goalProgressText, OUTCOME_CLASSES, OUTCOME_MESSAGES } from "@/lib/goals";
import { cn } from "@/lib/utils";

/**
 * 'Sprint Goals': the goals of the user's active sprints, each with its sprint and progress.
 * Nothing is shown while there are none (or while they load), so the dashboard does not jump.
 */
export function SprintGoalsCard() {
  const goals = useQuery(allGoalsQuery);
  const t = useT();
  const sprints = useQuery(sprintsQuery);
  const active = new Map((sprints.data ?? []).filter((s) => s.status === "active").map((s) => [s.id, s]));
  const shown = (goals.data ?? []).filter((g) => active.has(g.sprintId));
  if (shown.length === 0) return null;
  return (
    <Card role="region" aria-labelledby="sprint-goals-heading">
      <CardHeader>
        <CardTitle>
          <h2 id="sprint-goals-heading">
            {t({ id: "dashboard.sprintGoals.title", defaultMessage: "Sprint Goals" })}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {shown.map((goal) => (
            <li key={goal.id} className="grid min-w-0 gap-1" data-testid="dashboard-goal">
              <div className="flex min-w-0 items-start justify-between gap-2">
                <span className="min-w-0 break-words text-sm font-medium">{goal.text}</span>
                <Badge className={cn("border-transparent", OUTCOME_CLASSES[goal.outcome])}>
                  {t(OUTCOME_MESSAGES[goal.outcome])}
                </Badge>
              </div>
              <span className="min-w-0 truncate text-xs text-muted-foreground">
                <Link to={`/sprints/${goal.sprintId}`} className="hover:underline">
                  {active.get(goal.sprintId)?.name}
                </Link>{" "}
                · {goalProgressText(goal)}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
