import { Badge } from "@/components/ui/badge";
import { colorClasses, PROJECT_STATUSES, projectStatusColor, statusLabel } from "@/lib/statuses";
import { cn } from "@/lib/utils";

/** The label of a project status (one of the six, aliases folded). */
export function projectStatusLabel(status: string): string {
  const value = status === "on-hold" || status === "paused" ? "on_hold" : status;
  return PROJECT_STATUSES.find((s) => s.value === value)?.label ?? statusLabel(status);
}

/** A project status as a coloured badge with its text. */
export function ProjectStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge variant="outline" className={cn(colorClasses(projectStatusColor(status)).badge, className)}>
      {projectStatusLabel(status)}
    </Badge>
  );
}
