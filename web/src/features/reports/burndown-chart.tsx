import type { ReportUnit } from "@contract/common";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { burndownQuery } from "@/api/reports";
import { CardError } from "@/components/feedback/load-failure";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { plural } from "@/lib/plural";
import { chartDays, dayLabel, scopeChangeText, utcToday } from "./burndown-text";
import { ReportUnitSwitch } from "./report-unit-switch";

const loadLines = () => import("./burndown-lines");
// The chart library loads beside the sprint page rather than before it: the card shows first.
const BurndownLines = lazy(() => loadLines().then((m) => ({ default: m.BurndownLines })));

/**
 * A sprint's burndown (product rules §11): open tasks per day against the ideal line, from its own API
 * call; in story points when the sprint is estimated, with a Points / Tasks switch (product rules §19).
 */
export function BurndownChart({ sprintId }: { sprintId: number }) {
  const burndown = useQuery(burndownQuery(sprintId));
  useEffect(() => void loadLines(), []);
  const data = burndown.data;
  // The open lines stop at today: a later day has not happened yet (issue 20, item 13).
  const days = data ? chartDays(data.days, utcToday()) : [];
  const last = days.findLast((d) => d.open !== null);
  const [chosenUnit, setChosenUnit] = useState<ReportUnit | null>(null);
  const unit = chosenUnit ?? data?.unit ?? "tasks";
  const points = unit === "points";
  // The switch shows when there is something to switch to: estimates, or a choice already made.
  const switchable = data !== undefined && (data.unit === "points" || chosenUnit !== null);
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle>
            <h2>Burndown</h2>
          </CardTitle>
          {switchable && <ReportUnitSwitch value={unit} onChange={setChosenUnit} />}
        </div>
        <CardDescription>
          {data && last
            ? points
              ? `${plural(data.startPoints, "point", "points")} open at the start, ${last.openPoints} open at the end of ${dayLabel(last.date)}`
              : `${data.startTotal} open at the start, ${last.open} open at the end of ${dayLabel(last.date)}`
            : points
              ? "Open story points per day against the ideal line"
              : "Open tasks per day against the ideal line"}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {burndown.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : burndown.isError || !data ? (
          <CardError
            error={burndown.error}
            message="The burndown could not be loaded."
            onRetry={() => void burndown.refetch()}
          />
        ) : data.days.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">{data.reason}</p>
        ) : (
          <figure>
            <div aria-hidden="true" className="h-64 w-full">
              <Suspense fallback={<Skeleton className="h-64 w-full" />}>
                <BurndownLines days={days} points={points} scopeChanges={data.scopeChanges} />
              </Suspense>
            </div>
            {data.scopeChanges.length > 0 && (
              <figcaption className="mt-2 text-sm text-muted-foreground" data-testid="burndown-scope-changes">
                {data.commitment &&
                  `Committed: ${points ? plural(data.commitment.points, "point", "points") : plural(data.commitment.taskCount, "task", "tasks")}. `}
                Scope change: {data.scopeChanges.map((c) => scopeChangeText(c, points)).join(", ")}
              </figcaption>
            )}
            <div className="sr-only">
              <table>
                <caption>{points ? "Open story points per day" : "Open tasks per day"}</caption>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    <th scope="col">Open</th>
                    <th scope="col">Ideal</th>
                  </tr>
                </thead>
                <tbody>
                  {days.map((d) => (
                    <tr key={d.date}>
                      <td>{dayLabel(d.date)}</td>
                      <td>{(points ? d.openPoints : d.open) ?? "not yet"}</td>
                      <td>{points ? d.idealPoints : d.ideal}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </figure>
        )}
      </CardContent>
    </Card>
  );
}
