import type { DashboardStats } from "@contract/dashboard";
import { AlertTriangle, CheckCircle2, FolderKanban, ListTodo, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { defineMessages, type Translate, useT } from "@/i18n";
import { cn } from "@/lib/utils";

const M = defineMessages({
  up: { id: "dashboard.stats.weekUp", defaultMessage: "+{diff} from last week" },
  down: { id: "dashboard.stats.weekDown", defaultMessage: "-{diff} from last week" },
  flat: { id: "dashboard.stats.weekFlat", defaultMessage: "No change from last week" },
  totalProjects: { id: "dashboard.stats.totalProjects", defaultMessage: "Total Projects" },
  activeProjects: { id: "dashboard.stats.activeProjects", defaultMessage: "Active projects" },
  tasksThisWeek: { id: "dashboard.stats.tasksThisWeek", defaultMessage: "Tasks This Week" },
  completed: { id: "dashboard.stats.completed", defaultMessage: "Completed" },
  completedThisWeek: { id: "dashboard.stats.completedThisWeek", defaultMessage: "Completed this week" },
  overdue: { id: "dashboard.stats.overdue", defaultMessage: "Overdue Tasks" },
  needAttention: { id: "dashboard.stats.needAttention", defaultMessage: "Need attention" },
  caughtUp: { id: "dashboard.stats.caughtUp", defaultMessage: "All caught up" },
});

/** "+3 from last week" / "-2 from last week" / "No change from last week". */
export function weekDifference(
  t: Translate,
  thisWeek: number,
  lastWeek: number,
): { text: string; trend: "up" | "down" | "flat" } {
  const diff = thisWeek - lastWeek;
  if (diff > 0) return { text: t(M.up, { diff: String(diff) }), trend: "up" };
  if (diff < 0) return { text: t(M.down, { diff: String(-diff) }), trend: "down" };
  return { text: t(M.flat), trend: "flat" };
}

function StatCard({
  id,
  title,
  value,
  icon: Icon,
  iconClass,
  valueClass,
  children,
}: {
  /** The heading's id: stat-<id>. */
  id: string;
  title: string;
  value: number;
  icon: LucideIcon;
  iconClass: string;
  valueClass?: string;
  children: ReactNode;
}) {
  const headingId = `stat-${id}`;
  return (
    <Card role="group" aria-labelledby={headingId} className="gap-2 py-5">
      <CardContent className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id={headingId} className="text-sm font-medium text-muted-foreground">
            {title}
          </h2>
          <p className={cn("mt-1 text-3xl font-bold tabular-nums", valueClass)}>{value}</p>
          <p className="mt-1 text-xs">{children}</p>
        </div>
        <div className={cn("flex size-10 shrink-0 items-center justify-center rounded-lg", iconClass)}>
          <Icon aria-hidden="true" className="size-5" />
        </div>
      </CardContent>
    </Card>
  );
}

/** The four dashboard cards (product rules §13, 'Dashboard', product rules §4). */
export function StatCards({ stats }: { stats: DashboardStats }) {
  const t = useT();
  const week = weekDifference(t, stats.tasksThisWeek, stats.tasksLastWeek);
  const overdue = stats.overdueTasks > 0;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        id="total-projects"
        title={t(M.totalProjects)}
        value={stats.totalProjects}
        icon={FolderKanban}
        iconClass="bg-blue-50 text-blue-700"
      >
        <span className="text-muted-foreground">{t(M.activeProjects)}</span>
      </StatCard>
      <StatCard
        id="tasks-this-week"
        title={t(M.tasksThisWeek)}
        value={stats.tasksThisWeek}
        icon={ListTodo}
        iconClass="bg-purple-50 text-purple-700"
      >
        <span
          data-testid="week-difference"
          className={cn(
            "font-medium",
            week.trend === "up" && "text-green-700",
            week.trend === "down" && "text-red-700",
            week.trend === "flat" && "text-muted-foreground",
          )}
        >
          {week.text}
        </span>
      </StatCard>
      <StatCard
        id="completed"
        title={t(M.completed)}
        value={stats.completedThisWeek}
        icon={CheckCircle2}
        iconClass="bg-green-50 text-green-700"
      >
        <span className="text-muted-foreground">{t(M.completedThisWeek)}</span>
      </StatCard>
      <StatCard
        id="overdue-tasks"
        title={t(M.overdue)}
        value={stats.overdueTasks}
        icon={AlertTriangle}
        iconClass={overdue ? "bg-red-50 text-red-700" : "bg-green-50 text-green-700"}
        valueClass={overdue ? "text-red-700" : "text-green-700"}
      >
        <span className={overdue ? "text-red-700" : "text-green-700"}>
          {overdue ? t(M.needAttention) : t(M.caughtUp)}
        </span>
      </StatCard>
    </div>
  );
}
