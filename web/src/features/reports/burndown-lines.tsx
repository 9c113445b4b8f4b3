import type { BurndownDay } from "@contract/reports";
import { format, parseISO } from "date-fns";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

const dayLabel = (date: string) => format(parseISO(date), "MMM d");

/**
 * The burndown's lines, open tasks (or story points) against the ideal; in a module of its own so
 * recharts loads on demand.
 */
export function BurndownLines({ days, points = false }: { days: BurndownDay[]; points?: boolean }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={days} margin={{ top: 8, right: 12, left: -16, bottom: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={dayLabel} tick={{ fontSize: 12 }} minTickGap={16} />
        <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
        <Tooltip labelFormatter={(label) => dayLabel(String(label))} />
        <Legend />
        <Line
          type="monotone"
          dataKey={points ? "openPoints" : "open"}
          name={points ? "Open points" : "Open tasks"}
          stroke="#2563eb"
          strokeWidth={2}
          dot={false}
        />
        <Line
          type="linear"
          dataKey={points ? "idealPoints" : "ideal"}
          name="Ideal"
          stroke="#9ca3af"
          strokeDasharray="6 4"
          strokeWidth={2}
          dot={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
