import type { ReportUnit } from "@contract/common";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { burndownQuery } from "@/api/reports";
import { CardError } from "@/components/feedback/load-failure";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { defineMessages, useT } from "@/i18n";
import { chartDays, dayLabel, scopeChangeText, utcToday } from "./burndown-text";
import { ReportUnitSwitch } from "./report-unit-switch";

/** The server's reason for an empty burndown when the sprint has no dates (burndown.service.ts). */
const NO_DATES_REASON = "Set the sprint's start and end dates to see its burndown.";

const MESSAGES = defineMessages({
  title: { id: "reports.burndown.title", defaultMessage: "Burndown" },
  noDates: {
    id: "reports.burndown.noDates",
    defaultMessage: "Set the sprint's start and end dates to see its burndown.",
  },
  pointsSummary: {
    id: "reports.burndown.pointsSummary",
    defaultMessage:
      "{start, plural, one {# point} other {# points}} open at the start, {end} open at the end of {day}",
  },
  tasksSummary: {
    id: "reports.burndown.tasksSummary",
    defaultMessage: "{start} open at the start, {end} open at the end of {day}",
  },
  pointsDescription: {
    id: "reports.burndown.pointsDescription",
    defaultMessage: "Open story points per day against the ideal line",
  },
  tasksDescription: {
    id: "reports.burndown.tasksDescription",
    defaultMessage: "Open tasks per day against the ideal line",
  },
  loadFailed: { id: "reports.burndown.loadFailed", defaultMessage: "The burndown could not be loaded." },
  committedPoints: {
    id: "reports.burndown.committedPoints",
    defaultMessage: "{count, plural, one {Committed: # point.} other {Committed: # points.}}",
  },
  committedTasks: {
    id: "reports.burndown.committedTasks",
    defaultMessage: "{count, plural, one {Committed: # task.} other {Committed: # tasks.}}",
  },
  scopeChange: { id: "reports.burndown.scopeChange", defaultMessage: "Scope change: {changes}" },
  pointsCaption: { id: "reports.burndown.pointsCaption", defaultMessage: "Open story points per day" },
  tasksCaption: { id: "reports.burndown.tasksCaption", defaultMessage: "Open tasks per day" },
  day: { id: "reports.burndown.day", defaultMessage: "Day" },
  open: { id: "reports.burndown.open", defaultMessage: "Open" },
  ideal: { id: "reports.burndown.ideal", defaultMessage: "Ideal" },
  notYet: { id: "reports.burndown.notYet", defaultMessage: "not yet" },
});

const loadLines = () => import("./burndown-lines");
// The chart library loads beside the sprint page rather than before it: the card shows first.
const BurndownLines = lazy(() => loadLines().then((m) => ({ default: m.BurndownLines })));

/**
 * A sprint's burndown (product rules §11): open tasks per day against the ideal line, from its own API
 * call; in story points when the sprint is estimated, with a Points / Tasks switch (product rules §19).
 */
export function BurndownChart({ sprintId }: { sprintId: number }) {
  const t = useT();
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
            <h2>{t(MESSAGES.title)}</h2>
          </CardTitle>
          {switchable && <ReportUnitSwitch value={unit} onChange={setChosenUnit} />}
        </div>
        <CardDescription>
          {data && last
            ? points
              ? t(MESSAGES.pointsSummary, {
                  start: data.startPoints,
                  end: last.openPoints,
                  day: dayLabel(last.date),
                })
              : t(MESSAGES.tasksSummary, { start: data.startTotal, end: last.open, day: dayLabel(last.date) })
            : t(points ? MESSAGES.pointsDescription : MESSAGES.tasksDescription)}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {burndown.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : burndown.isError || !data ? (
          <CardError
            error={burndown.error}
            message={t(MESSAGES.loadFailed)}
            onRetry={() => void burndown.refetch()}
          />
        ) : data.days.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">
            {data.reason === NO_DATES_REASON ? t(MESSAGES.noDates) : data.reason}
          </p>
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
                  `${
                    points
                      ? t(MESSAGES.committedPoints, { count: data.commitment.points })
                      : t(MESSAGES.committedTasks, { count: data.commitment.taskCount })
                  } `}
                {t(MESSAGES.scopeChange, {
                  changes: new Intl.ListFormat(t.locale, { type: "unit", style: "short" }).format(
                    data.scopeChanges.map((c) => scopeChangeText(c, points, t)),
                  ),
                })}
              </figcaption>
            )}
            <div className="sr-only">
              <table>
                <caption>{t(points ? MESSAGES.pointsCaption : MESSAGES.tasksCaption)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t(MESSAGES.day)}</th>
                    <th scope="col">{t(MESSAGES.open)}</th>
                    <th scope="col">{t(MESSAGES.ideal)}</th>
                  </tr>
                </thead>
                <tbody>
                  {days.map((d) => (
                    <tr key={d.date}>
                      <td>{dayLabel(d.date)}</td>
                      <td>{(points ? d.openPoints : d.open) ?? t(MESSAGES.notYet)}</td>
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
