import { CheckCircle2, Circle, Clock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

// The board's badge colours, written out: the signed-out page stays clear of the status palette's
// chunk (its JavaScript budget is 120 KB, issue 8).
const GREEN = "bg-green-50 text-green-700 border-green-200";

const STATS = [
  { label: "Active Tasks", value: "24" },
  { label: "Team Members", value: "5" },
  { label: "Progress", value: "78%" },
] as const;

const ITEMS = [
  { title: "User authentication flow", status: "Completed", badge: GREEN, icon: CheckCircle2 },
  {
    title: "Sprint board drag and drop",
    status: "In Progress",
    badge: "bg-blue-50 text-blue-700 border-blue-200",
    icon: Clock,
  },
  {
    title: "Velocity report export",
    status: "Planned",
    badge: "bg-gray-100 text-gray-700 border-gray-200",
    icon: Circle,
  },
] as const;

/** The static sample sprint dashboard on the landing page (product rules). */
export function SampleDashboard() {
  return (
    <figure
      aria-label="Sample sprint dashboard"
      className="w-full rounded-2xl border bg-card p-4 shadow-xl sm:p-6"
    >
      <div className="mb-4 flex items-center justify-between gap-2">
        <p className="font-semibold">Sprint 14 · Mobile launch</p>
        <Badge className={cn("border", GREEN)}>Active</Badge>
      </div>
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        {STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse rounded-lg bg-muted p-3 text-center">
            <dt className="text-xs text-muted-foreground">{stat.label}</dt>
            <dd className="text-xl font-bold sm:text-2xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <div
        className="mt-4 h-2 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label="Sprint progress"
        aria-valuenow={78}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="h-full w-[78%] rounded-full bg-primary" />
      </div>
      <ul className="mt-4 grid gap-2">
        {ITEMS.map((item) => (
          <li key={item.title} className="flex items-center justify-between gap-3 rounded-lg border p-3">
            <span className="flex min-w-0 items-center gap-2 text-sm">
              <item.icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="truncate" title={item.title}>
                {item.title}
              </span>
            </span>
            <Badge className={cn("border", item.badge)}>{item.status}</Badge>
          </li>
        ))}
      </ul>
    </figure>
  );
}
