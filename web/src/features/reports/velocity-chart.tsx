import type { ReportUnit } from "@contract/common";
import type { ReportVelocityPoint } from "@contract/reports";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { axisTick, chartColors, gridStroke, tooltipStyle } from "./chart-theme";

/** The sprints shown: the most recent twelve. */
const MAX_SPRINTS = 12;

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
  const shown = points.slice(-MAX_SPRINTS);
  const key = unit === "points" ? "completedPoints" : "completed";
  const what = unit === "points" ? "Story points" : "Tasks";
  const average = shown.length ? shown.reduce((sum, p) => sum + p[key], 0) / shown.length : 0;
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>
          <h2>Velocity</h2>
        </CardTitle>
        <CardDescription>
          {shown.length
            ? `${what} completed per sprint · average ${average.toFixed(1)}`
            : `${what} completed per sprint`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {shown.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">No sprints yet</p>
        ) : (
          <figure>
            <div aria-hidden="true" className="h-64 w-full">
              <ResponsiveContainer width="100%" height="100%">
                <BarChart
                  data={shown}
                  margin={{ top: 8, right: 8, left: -16, bottom: 0 }}
                  accessibilityLayer={false}
                >
                  <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={gridStroke} />
                  <XAxis dataKey="name" tick={axisTick} interval="preserveStartEnd" />
                  <YAxis allowDecimals={false} tick={axisTick} />
                  <Tooltip contentStyle={tooltipStyle} cursor={{ fill: "var(--muted)" }} />
                  <Bar
                    dataKey={key}
                    name={unit === "points" ? "Points completed" : "Completed"}
                    fill={chartColors.main}
                    radius={[4, 4, 0, 0]}
                    maxBarSize={56}
                  />
                </BarChart>
              </ResponsiveContainer>
            </div>
            <div className="sr-only">
              <table>
                <caption>
                  {unit === "points" ? "Completed story points per sprint" : "Completed tasks per sprint"}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Sprint</th>
                    <th scope="col">Completed</th>
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
