import type { ReportUnit } from "@contract/common";
import type { Reports } from "@contract/reports";
import { AlertTriangle, CheckCircle2, FolderKanban, Gauge, ListTodo } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";
import { defineMessages, numberFormatter, useT } from "@/i18n";
import { PRIORITY_LABELS, TASK_STATUS_LABELS } from "@/lib/statuses";
import { CycleTimeCard } from "./cycle-time-card";
import { ShareRow, StatCard } from "./stat-card";
import { VelocityChart } from "./velocity-chart";

const MESSAGES = defineMessages({
  totalTasks: { id: "reports.overview.totalTasks", defaultMessage: "Total Tasks" },
  completed: { id: "reports.overview.completed", defaultMessage: "{count} completed" },
  completionRate: { id: "reports.overview.completionRate", defaultMessage: "Completion Rate" },
  completionRateBar: { id: "reports.overview.completionRateBar", defaultMessage: "Completion rate" },
  activeProjects: { id: "reports.overview.activeProjects", defaultMessage: "Active Projects" },
  ofTotal: { id: "reports.overview.ofTotal", defaultMessage: "of {total} total" },
  overdueTasks: { id: "reports.overview.overdueTasks", defaultMessage: "Overdue Tasks" },
  pastDue: { id: "reports.overview.pastDue", defaultMessage: "Past their due date" },
  nothingOverdue: { id: "reports.overview.nothingOverdue", defaultMessage: "Nothing overdue" },
  storyPoints: { id: "reports.overview.storyPoints", defaultMessage: "Story Points" },
  pointsDone: {
    id: "reports.overview.pointsDone",
    defaultMessage: "points done · {estimated} of {total, plural, one {# task} other {# tasks}} estimated",
  },
  statusDistribution: {
    id: "reports.overview.statusDistribution",
    defaultMessage: "Task Status Distribution",
  },
  priorityDistribution: {
    id: "reports.overview.priorityDistribution",
    defaultMessage: "Priority Distribution",
  },
});

/**
 * Overview tab: four cards (a fifth with the story points when counting points, product rules §19),
 * status and priority distributions, velocity (in `unit`) and cycle time.
 */
export function OverviewTab({ reports, unit = "tasks" }: { reports: Reports; unit?: ReportUnit }) {
  const t = useT();
  const o = reports.overview;
  const s = o.statusDistribution;
  const p = o.priorityDistribution;
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label={t(MESSAGES.totalTasks)} value={o.totalTasks} icon={ListTodo}>
          {t(MESSAGES.completed, { count: o.completedTasks })}
        </StatCard>
        <StatCard
          label={t(MESSAGES.completionRate)}
          value={numberFormatter({
            style: "percent",
            minimumFractionDigits: 1,
            maximumFractionDigits: 1,
          }).format(o.completionRate / 100)}
          icon={CheckCircle2}
        >
          <ProgressBar
            value={o.completionRate}
            label={t(MESSAGES.completionRateBar)}
            barClassName="bg-green-600"
          />
        </StatCard>
        <StatCard label={t(MESSAGES.activeProjects)} value={o.activeProjects} icon={FolderKanban}>
          {t(MESSAGES.ofTotal, { total: o.totalProjects })}
        </StatCard>
        <StatCard
          label={t(MESSAGES.overdueTasks)}
          value={o.overdueTasks}
          icon={AlertTriangle}
          valueClassName={o.overdueTasks > 0 ? "text-red-700" : "text-green-700"}
        >
          {t(o.overdueTasks > 0 ? MESSAGES.pastDue : MESSAGES.nothingOverdue)}
        </StatCard>
        {unit === "points" && (
          <StatCard
            label={t(MESSAGES.storyPoints)}
            value={`${o.completedPoints} / ${o.totalPoints}`}
            icon={Gauge}
          >
            {t(MESSAGES.pointsDone, { estimated: o.estimatedTasks, total: o.totalTasks })}
          </StatCard>
        )}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t(MESSAGES.statusDistribution)}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-4">
              <ShareRow
                label={t(TASK_STATUS_LABELS.todo)}
                count={s.todo}
                total={o.totalTasks}
                barClassName="bg-gray-400"
              />
              <ShareRow
                label={t(TASK_STATUS_LABELS.in_progress)}
                count={s.in_progress}
                total={o.totalTasks}
                barClassName="bg-blue-500"
              />
              <ShareRow
                label={t(TASK_STATUS_LABELS.review)}
                count={s.review}
                total={o.totalTasks}
                barClassName="bg-amber-500"
              />
              <ShareRow
                label={t(TASK_STATUS_LABELS.done)}
                count={s.done}
                total={o.totalTasks}
                barClassName="bg-green-500"
              />
              {o.otherStatuses.map((other) => (
                <ShareRow
                  key={other.status}
                  label={other.name}
                  count={other.count}
                  total={o.totalTasks}
                  barClassName="bg-violet-500"
                />
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t(MESSAGES.priorityDistribution)}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-4">
              <ShareRow
                label={t(PRIORITY_LABELS.high)}
                count={p.high}
                total={o.totalTasks}
                barClassName="bg-red-500"
              />
              <ShareRow
                label={t(PRIORITY_LABELS.medium)}
                count={p.medium}
                total={o.totalTasks}
                barClassName="bg-amber-500"
              />
              <ShareRow
                label={t(PRIORITY_LABELS.low)}
                count={p.low}
                total={o.totalTasks}
                barClassName="bg-green-500"
              />
            </ul>
          </CardContent>
        </Card>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <VelocityChart points={reports.velocity} unit={unit} />
        </div>
        <CycleTimeCard cycleTime={reports.cycleTime} />
      </div>
    </div>
  );
}
