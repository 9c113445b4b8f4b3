import { Badge } from "@/components/ui/badge";
import { useT } from "@/i18n";
import { colorClasses, SPRINT_STATUSES, sprintStatusColor, sprintStatusText } from "@/lib/statuses";
import { cn } from "@/lib/utils";

/** The English label of a sprint status (see `sprintStatusText` for the one shown). */
export function sprintStatusLabel(status: string): string {
  return SPRINT_STATUSES.find((s) => s.value === status)?.label ?? status;
}

/** A sprint status badge: planning blue, active green, completed grey. */
export function SprintStatusBadge({ status, className }: { status: string; className?: string }) {
  const t = useT();
  return (
    <Badge variant="outline" className={cn(colorClasses(sprintStatusColor(status)).badge, className)}>
      {sprintStatusText(t, status)}
    </Badge>
  );
}
