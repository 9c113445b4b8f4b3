import type { ReportUnit } from "@contract/common";
import type { Reports } from "@contract/reports";
import { AlertTriangle, CheckCircle2, FolderKanban, Gauge, ListTodo } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";
import { plural } from "@/lib/plural";
import { CycleTimeCard } from "./cycle-time-card";
import { ShareRow, StatCard } from "./stat-card";
import { VelocityChart } from "./velocity-chart";

/**
 * Overview tab: four cards (a fifth with the story points when counting points, product rules §19),
 * status and priority distributions, velocity (in `unit`) and cycle time.
 */
export function OverviewTab({ reports, unit = "tasks" }: { reports: Reports; unit?: ReportUnit }) {
  const o = reports.overview;
  const s = o.statusDistribution;
  const p = o.priorityDistribution;
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Total Tasks" value={o.totalTasks} icon={ListTodo}>
          {o.completedTasks} completed
        </StatCard>
        <StatCard label="Completion Rate" value={`${o.completionRate.toFixed(1)}%`} icon={CheckCircle2}>
          <ProgressBar value={o.completionRate} label="Completion rate" barClassName="bg-green-600" />
        </StatCard>
        <StatCard label="Active Projects" value={o.activeProjects} icon={FolderKanban}>
          of {o.totalProjects} total
        </StatCard>
        <StatCard
          label="Overdue Tasks"
          value={o.overdueTasks}
          icon={AlertTriangle}
          valueClassName={o.overdueTasks > 0 ? "text-red-700" : "text-green-700"}
        >
          {o.overdueTasks > 0 ? "Past their due date" : "Nothing overdue"}
        </StatCard>
        {unit === "points" && (
          <StatCard label="Story Points" value={`${o.completedPoints} / ${o.totalPoints}`} icon={Gauge}>
            {`points done · ${o.estimatedTasks} of ${plural(o.totalTasks, "task", "tasks")} estimated`}
          </StatCard>
        )}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Task Status Distribution</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-4">
              <ShareRow label="To Do" count={s.todo} total={o.totalTasks} barClassName="bg-gray-400" />
              <ShareRow
                label="In Progress"
                count={s.in_progress}
                total={o.totalTasks}
                barClassName="bg-blue-500"
              />
              <ShareRow label="Review" count={s.review} total={o.totalTasks} barClassName="bg-amber-500" />
              <ShareRow label="Done" count={s.done} total={o.totalTasks} barClassName="bg-green-500" />
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
              <h2>Priority Distribution</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-4">
              <ShareRow label="High" count={p.high} total={o.totalTasks} barClassName="bg-red-500" />
              <ShareRow label="Medium" count={p.medium} total={o.totalTasks} barClassName="bg-amber-500" />
              <ShareRow label="Low" count={p.low} total={o.totalTasks} barClassName="bg-green-500" />
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
