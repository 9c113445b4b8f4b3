import type { BurndownScopeChange } from "@contract/reports";
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { defineMessages, useT } from "@/i18n";
import { type ChartDay, dayLabel, scopeMarkerLabel } from "./burndown-text";
import { axisTick, chartColors, gridStroke, legendStyle, tooltipStyle } from "./chart-theme";

const MESSAGES = defineMessages({
  openPoints: { id: "reports.burndown.openPoints", defaultMessage: "Open points" },
  openTasks: { id: "reports.burndown.openTasks", defaultMessage: "Open tasks" },
  ideal: { id: "reports.burndown.ideal", defaultMessage: "Ideal" },
});

/**
 * The burndown's lines, open tasks (or story points) against the ideal, and a marker on each day
 * whose scope changed (product rules §21); in a module of its own so recharts loads on demand.
 */
export function BurndownLines({
  days,
  points = false,
  scopeChanges = [],
}: {
  days: ChartDay[];
  points?: boolean;
  scopeChanges?: BurndownScopeChange[];
}) {
  const t = useT();
  const rtl = typeof document !== "undefined" && document.documentElement.dir === "rtl";
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart
        data={days}
        margin={{ top: 8, right: rtl ? -16 : 12, left: rtl ? 12 : -16, bottom: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={gridStroke} />
        <XAxis dataKey="date" tickFormatter={dayLabel} tick={axisTick} minTickGap={16} reversed={rtl} />
        <YAxis allowDecimals={false} tick={axisTick} orientation={rtl ? "right" : "left"} />
        <Tooltip labelFormatter={(label) => dayLabel(String(label))} contentStyle={tooltipStyle} />
        <Legend wrapperStyle={legendStyle} />
        {scopeChanges.map((c) => (
          <ReferenceLine
            key={c.date}
            x={c.date}
            stroke={chartColors.scope}
            strokeDasharray="2 2"
            label={{
              value: scopeMarkerLabel(c, points, t),
              position: "top",
              fill: chartColors.scope,
              fontSize: 12,
            }}
          />
        ))}
        <Line
          type="monotone"
          dataKey={points ? "openPoints" : "open"}
          name={t(points ? MESSAGES.openPoints : MESSAGES.openTasks)}
          stroke={chartColors.main}
          strokeWidth={2}
          dot={false}
        />
        <Line
          type="linear"
          dataKey={points ? "idealPoints" : "ideal"}
          name={t(MESSAGES.ideal)}
          stroke={chartColors.ideal}
          strokeDasharray="6 4"
          strokeWidth={2}
          dot={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
