import { CheckCircle2, Circle, Clock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { defineMessages, numberFormatter, useT } from "@/i18n";
import { cn } from "@/lib/utils";

// The board's badge colours, written out: the signed-out page stays clear of the status palette's
// chunk (its JavaScript budget is 120 KB, issue 8).
const GREEN = "bg-green-50 text-green-700 border-green-200";

const M = defineMessages({
  label: { id: "landing.sample.label", defaultMessage: "Sample sprint dashboard" },
  sprint: {
    id: "landing.sample.sprint",
    defaultMessage: "Sprint {number} · Mobile launch",
    description: "A made-up sprint's name and goal on the landing page's sample dashboard.",
  },
  active: {
    id: "landing.sample.active",
    defaultMessage: "Active",
    description: "The sample sprint's status.",
  },
  activeTasks: { id: "landing.sample.activeTasks", defaultMessage: "Active Tasks" },
  teamMembers: { id: "landing.sample.teamMembers", defaultMessage: "Team Members" },
  progress: { id: "landing.sample.progress", defaultMessage: "Progress" },
  sprintProgress: { id: "landing.sample.sprintProgress", defaultMessage: "Sprint progress" },
  authTask: { id: "landing.sample.task.authentication", defaultMessage: "User authentication flow" },
  dragTask: { id: "landing.sample.task.dragAndDrop", defaultMessage: "Sprint board drag and drop" },
  exportTask: { id: "landing.sample.task.export", defaultMessage: "Velocity report export" },
  completed: { id: "landing.sample.status.completed", defaultMessage: "Completed" },
  inProgress: { id: "landing.sample.status.inProgress", defaultMessage: "In Progress" },
  planned: { id: "landing.sample.status.planned", defaultMessage: "Planned" },
});

const STATS = [
  { label: M.activeTasks, value: 24, style: "decimal" },
  { label: M.teamMembers, value: 5, style: "decimal" },
  { label: M.progress, value: 0.78, style: "percent" },
] as const;

const ITEMS = [
  { title: M.authTask, status: M.completed, badge: GREEN, icon: CheckCircle2 },
  {
    title: M.dragTask,
    status: M.inProgress,
    badge: "bg-blue-50 text-blue-700 border-blue-200",
    icon: Clock,
  },
  {
    title: M.exportTask,
    status: M.planned,
    badge: "bg-gray-100 text-gray-700 border-gray-200",
    icon: Circle,
  },
] as const;

/** The static sample sprint dashboard on the landing page (product rules). */
export function SampleDashboard() {
  const t = useT();
  return (
    <figure aria-label={t(M.label)} className="w-full rounded-2xl border bg-card p-4 shadow-xl sm:p-6">
      <div className="mb-4 flex items-center justify-between gap-2">
        <p className="font-semibold">{t(M.sprint, { number: 14 })}</p>
        <Badge className={cn("border", GREEN)}>{t(M.active)}</Badge>
      </div>
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        {STATS.map((stat) => (
          <div key={stat.label.id} className="flex flex-col-reverse rounded-lg bg-muted p-3 text-center">
            <dt className="text-xs text-muted-foreground">{t(stat.label)}</dt>
            <dd className="text-xl font-bold sm:text-2xl">
              {numberFormatter({ style: stat.style }, t.locale).format(stat.value)}
            </dd>
          </div>
        ))}
      </dl>
      <div
        className="mt-4 h-2 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label={t(M.sprintProgress)}
        aria-valuenow={78}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="h-full w-[78%] rounded-full bg-primary" />
      </div>
      <ul className="mt-4 grid gap-2">
        {ITEMS.map((item) => {
          const title = t(item.title);
          return (
            <li key={item.title.id} className="flex items-center justify-between gap-3 rounded-lg border p-3">
              <span className="flex min-w-0 items-center gap-2 text-sm">
                <item.icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <span className="truncate" title={title}>
                  {title}
                </span>
              </span>
              <Badge className={cn("border", item.badge)}>{t(item.status)}</Badge>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
