import type { ReportCycleTime } from "@contract/reports";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { defineMessages, type Translate, useT } from "@/i18n";
import { cn } from "@/lib/utils";

const MESSAGES = defineMessages({
  days: {
    id: "reports.cycleTime.days",
    defaultMessage:
      "{count, plural, one {{count, number, ::group-off} day} other {{count, number, ::group-off} days}}",
  },
  title: { id: "reports.cycleTime.title", defaultMessage: "Cycle Time" },
  description: { id: "reports.cycleTime.description", defaultMessage: "From creation to completion" },
  empty: { id: "reports.cycleTime.empty", defaultMessage: "No completed tasks yet" },
  median: { id: "reports.cycleTime.median", defaultMessage: "Median" },
  p85: { id: "reports.cycleTime.p85", defaultMessage: "85th percentile" },
  basedOn: {
    id: "reports.cycleTime.basedOn",
    defaultMessage: "{count, plural, one {Based on # completed task.} other {Based on # completed tasks.}}",
  },
});

const days = (t: Translate, value: number | null) =>
  value === null ? "—" : t(MESSAGES.days, { count: value });

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
  const t = useT();
  return (
    <div className="grid grid-cols-[1fr_auto] items-center gap-x-2 gap-y-1.5 text-sm">
      <dt>{label}</dt>
      <dd className="font-semibold tabular-nums">{days(t, value)}</dd>
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
  const t = useT();
  const { medianDays, p85Days, sampleSize } = cycleTime;
  const max = Math.max(p85Days ?? 0, medianDays ?? 0, 1);
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>
          <h2>{t(MESSAGES.title)}</h2>
        </CardTitle>
        <CardDescription>{t(MESSAGES.description)}</CardDescription>
      </CardHeader>
      <CardContent>
        {sampleSize === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">{t(MESSAGES.empty)}</p>
        ) : (
          <div className="grid gap-4">
            <dl className="grid gap-4">
              <Measure label={t(MESSAGES.median)} value={medianDays} max={max} barClassName="bg-blue-500" />
              <Measure label={t(MESSAGES.p85)} value={p85Days} max={max} barClassName="bg-indigo-500" />
            </dl>
            <p className="text-sm text-muted-foreground">{t(MESSAGES.basedOn, { count: sampleSize })}</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
