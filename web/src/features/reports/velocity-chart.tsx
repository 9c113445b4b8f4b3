import type { ReportUnit } from "@contract/common";
import type { ReportVelocityPoint } from "@contract/reports";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { defineMessages, numberFormatter, useT } from "@/i18n";
import { axisTick, chartColors, gridStroke, tooltipStyle } from "./chart-theme";

/** The sprints shown: the most recent twelve. */
const MAX_SPRINTS = 12;

const MESSAGES = defineMessages({
  title: { id: "reports.velocity.title", defaultMessage: "Velocity" },
  descriptionAverage: {
    id: "reports.velocity.descriptionAverage",
    defaultMessage:
      "{unit, select, points {Story points completed per sprint · average {average}} other {Tasks completed per sprint · average {average}}}",
  },
  description: {
    id: "reports.velocity.description",
    defaultMessage:
      "{unit, select, points {Story points completed per sprint} other {Tasks completed per sprint}}",
  },
  empty: { id: "reports.velocity.empty", defaultMessage: "No sprints yet" },
  pointsCompleted: { id: "reports.velocity.pointsCompleted", defaultMessage: "Points completed" },
  completed: { id: "reports.velocity.completed", defaultMessage: "Completed" },
  pointsCaption: {
    id: "reports.velocity.pointsCaption",
    defaultMessage: "Completed story points per sprint",
  },
  tasksCaption: { id: "reports.velocity.tasksCaption", defaultMessage: "Completed tasks per sprint" },
  sprint: { id: "reports.velocity.sprint", defaultMessage: "Sprint" },
});

/**
 * Velocity: completed tasks (or their story points, product rules §19) per sprint as bars, with the
 * numbers in a table for screen readers.
 */
export function VelocityChart({
  points,
  unit = "tasks",
}: {
  points: ReportVelocityPoint[];
  unit?: ReportUnit;
}) {
  const t = useT();
  const rtl = typeof document !== "undefined" && document.documentElement.dir === "rtl";
  const shown = points.slice(-MAX_SPRINTS);
  const key = unit === "points" ? "completedPoints" : "completed";
  const average = shown.length ? shown.reduce((sum, p) => sum + p[key], 0) / shown.length : 0;
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>
          <h2>{t(MESSAGES.title)}</h2>
        </CardTitle>
        <CardDescription>
          {shown.length
            ? t(MESSAGES.descriptionAverage, {
                unit,
                average: numberFormatter({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
                  average,
                ),
              })
            : t(MESSAGES.description, { unit })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {shown.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">{t(MESSAGES.empty)}</p>
        ) : (
          <figure>
            <div aria-hidden="true" className="h-64 w-full">
              <ResponsiveContainer width="100%" height="100%">
                <BarChart
                  data={shown}
                  margin={{ top: 8, right: rtl ? -16 : 8, left: rtl ? 8 : -16, bottom: 0 }}
                  accessibilityLayer={false}
                >
                  <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={gridStroke} />
                  <XAxis dataKey="name" tick={axisTick} interval="preserveStartEnd" reversed={rtl} />
                  <YAxis allowDecimals={false} tick={axisTick} orientation={rtl ? "right" : "left"} />
                  <Tooltip contentStyle={tooltipStyle} cursor={{ fill: "var(--muted)" }} />
                  <Bar
                    dataKey={key}
                    name={t(unit === "points" ? MESSAGES.pointsCompleted : MESSAGES.completed)}
                    fill={chartColors.main}
                    radius={[4, 4, 0, 0]}
                    maxBarSize={56}
                  />
                </BarChart>
              </ResponsiveContainer>
            </div>
            <div className="sr-only">
              <table>
                <caption>{t(unit === "points" ? MESSAGES.pointsCaption : MESSAGES.tasksCaption)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t(MESSAGES.sprint)}</th>
                    <th scope="col">{t(MESSAGES.completed)}</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((p) => (
                    <tr key={p.sprintId}>
                      <td>{p.name}</td>
                      <td>{p[key]}</td>
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
