import { Badge } from "@/components/ui/badge";
import { colorClasses, SPRINT_STATUSES, sprintStatusColor } from "@/lib/statuses";
import { cn } from "@/lib/utils";

/** The label of a sprint status. */
export function sprintStatusLabel(status: string): string {
  return SPRINT_STATUSES.find((s) => s.value === status)?.label ?? status;
}

/** A sprint status badge: planning blue, active green, completed grey. */
export function SprintStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge variant="outline" className={cn(colorClasses(sprintStatusColor(status)).badge, className)}>
      {sprintStatusLabel(status)}
    </Badge>
  );
}
