import type { DashboardStats } from "@contract/dashboard";
import { AlertTriangle, CheckCircle2, FolderKanban, ListTodo, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/** "+3 from last week" / "-2 from last week" / "No change from last week". */
export function weekDifference(
  thisWeek: number,
  lastWeek: number,
): { text: string; trend: "up" | "down" | "flat" } {
  const diff = thisWeek - lastWeek;
  if (diff > 0) return { text: `+${diff} from last week`, trend: "up" };
  if (diff < 0) return { text: `${diff} from last week`, trend: "down" };
  return { text: "No change from last week", trend: "flat" };
}

function StatCard({
  title,
  value,
  icon: Icon,
  iconClass,
  valueClass,
  children,
}: {
  title: string;
  value: number;
  icon: LucideIcon;
  iconClass: string;
  valueClass?: string;
  children: ReactNode;
}) {
  const headingId = `stat-${title.toLowerCase().replaceAll(" ", "-")}`;
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
  const week = weekDifference(stats.tasksThisWeek, stats.tasksLastWeek);
  const overdue = stats.overdueTasks > 0;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        title="Total Projects"
        value={stats.totalProjects}
        icon={FolderKanban}
        iconClass="bg-blue-50 text-blue-700"
      >
        <span className="text-muted-foreground">Active projects</span>
      </StatCard>
      <StatCard
        title="Tasks This Week"
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
        title="Completed"
        value={stats.completedThisWeek}
        icon={CheckCircle2}
        iconClass="bg-green-50 text-green-700"
      >
        <span className="text-muted-foreground">Completed this week</span>
      </StatCard>
      <StatCard
        title="Overdue Tasks"
        value={stats.overdueTasks}
        icon={AlertTriangle}
        iconClass={overdue ? "bg-red-50 text-red-700" : "bg-green-50 text-green-700"}
        valueClass={overdue ? "text-red-700" : "text-green-700"}
      >
        <span className={overdue ? "text-red-700" : "text-green-700"}>
          {overdue ? "Need attention" : "All caught up"}
        </span>
      </StatCard>
    </div>
  );
}
