import type { ReportCycleTime } from "@contract/reports";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { plural } from "@/lib/plural";
import { cn } from "@/lib/utils";

const days = (value: number | null) => (value === null ? "—" : plural(value, "day", "days"));

function Measure({
  label,
  value,
  max,
  barClassName,
}: {
  label: string;
  value: number | null;
  max: number;
  barClassName: string;
}) {
  return (
    <div className="grid grid-cols-[1fr_auto] items-center gap-x-2 gap-y-1.5 text-sm">
      <dt>{label}</dt>
      <dd className="font-semibold tabular-nums">{days(value)}</dd>
      <dd aria-hidden="true" className="col-span-2 h-2 overflow-hidden rounded-full bg-muted">
        <div
          className={cn("h-full rounded-full", barClassName)}
          style={{ width: `${((value ?? 0) / max) * 100}%` }}
        />
      </dd>
    </div>
  );
}

/** Cycle time: median and 85th percentile from creation to completion. */
export function CycleTimeCard({ cycleTime }: { cycleTime: ReportCycleTime }) {
  const { medianDays, p85Days, sampleSize } = cycleTime;
  const max = Math.max(p85Days ?? 0, medianDays ?? 0, 1);
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>
          <h2>Cycle Time</h2>
        </CardTitle>
        <CardDescription>From creation to completion</CardDescription>
      </CardHeader>
      <CardContent>
        {sampleSize === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">No completed tasks yet</p>
        ) : (
          <div className="grid gap-4">
            <dl className="grid gap-4">
              <Measure label="Median" value={medianDays} max={max} barClassName="bg-blue-500" />
              <Measure label="85th percentile" value={p85Days} max={max} barClassName="bg-indigo-500" />
            </dl>
            <p className="text-sm text-muted-foreground">
              Based on {plural(sampleSize, "completed task", "completed tasks")}.
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
