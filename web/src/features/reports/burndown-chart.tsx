import { useQuery } from "@tanstack/react-query";
import { format, parseISO } from "date-fns";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { burndownQuery } from "@/api/reports";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

const dayLabel = (date: string) => format(parseISO(date), "MMM d");

/** A sprint's burndown (DECISIONS 11): open tasks per day against the ideal line, from its own API call. */
export function BurndownChart({ sprintId }: { sprintId: number }) {
  const burndown = useQuery(burndownQuery(sprintId));
  const data = burndown.data;
  const last = data?.days.at(-1);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Burndown</h2>
        </CardTitle>
        <CardDescription>
          {data && data.days.length > 0
            ? `${data.startTotal} open at the start, ${last?.open ?? 0} open at the end of ${dayLabel(last!.date)}`
            : "Open tasks per day against the ideal line"}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {burndown.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : burndown.isError || !data ? (
          <p className="text-sm text-destructive">The burndown could not be loaded.</p>
        ) : data.days.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">{data.reason}</p>
        ) : (
          <figure>
            <div aria-hidden="true" className="h-64 w-full">
              <ResponsiveContainer width="100%" height="100%">
                <LineChart
                  data={data.days}
                  margin={{ top: 8, right: 12, left: -16, bottom: 0 }}
                  accessibilityLayer={false}
                >
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="date" tickFormatter={dayLabel} tick={{ fontSize: 12 }} minTickGap={16} />
                  <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
                  <Tooltip labelFormatter={(label) => dayLabel(String(label))} />
                  <Legend />
                  <Line
                    type="monotone"
                    dataKey="open"
                    name="Open tasks"
                    stroke="#2563eb"
                    strokeWidth={2}
                    dot={false}
                  />
                  <Line
                    type="linear"
                    dataKey="ideal"
                    name="Ideal"
                    stroke="#9ca3af"
                    strokeDasharray="6 4"
                    strokeWidth={2}
                    dot={false}
                  />
                </LineChart>
              </ResponsiveContainer>
            </div>
            <table className="sr-only">
              <caption>Open tasks per day</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Open</th>
                  <th scope="col">Ideal</th>
                </tr>
              </thead>
              <tbody>
                {data.days.map((d) => (
                  <tr key={d.date}>
                    <td>{dayLabel(d.date)}</td>
                    <td>{d.open}</td>
                    <td>{d.ideal}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </figure>
        )}
      </CardContent>
    </Card>
  );
}
