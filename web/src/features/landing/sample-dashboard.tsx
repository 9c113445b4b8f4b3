import { CheckCircle2, Circle, Clock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { colorClasses } from "@/lib/statuses";
import { cn } from "@/lib/utils";

const STATS = [
  { label: "Active Tasks", value: "24" },
  { label: "Team Members", value: "5" },
  { label: "Progress", value: "78%" },
] as const;

const ITEMS = [
  { title: "User authentication flow", status: "Completed", color: "green", icon: CheckCircle2 },
  { title: "Sprint board drag and drop", status: "In Progress", color: "blue", icon: Clock },
  { title: "Velocity report export", status: "Planned", color: "gray", icon: Circle },
] as const;

/** The static sample sprint dashboard on the landing page (spec part 1 section 1). */
export function SampleDashboard() {
  return (
    <figure
      aria-label="Sample sprint dashboard"
      className="w-full rounded-2xl border bg-card p-4 shadow-xl sm:p-6"
    >
      <div className="mb-4 flex items-center justify-between gap-2">
        <p className="font-semibold">Sprint 14 · Mobile launch</p>
        <Badge className={cn("border", colorClasses("green").badge)}>Active</Badge>
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
            <Badge className={cn("border", colorClasses(item.color).badge)}>{item.status}</Badge>
          </li>
        ))}
      </ul>
    </figure>
  );
}
