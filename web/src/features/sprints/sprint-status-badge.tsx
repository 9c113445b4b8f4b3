import { Badge } from "@/components/ui/badge";
import { useT } from "@/i18n";
import { colorClasses, sprintStatusColor, sprintStatusText } from "@/lib/statuses";
import { cn } from "@/lib/utils";

/** A sprint status badge: planning blue, active green, completed grey. */
export function SprintStatusBadge({ status, className }: { status: string; className?: string }) {
  const t = useT();
  return (
    <Badge variant="outline" className={cn(colorClasses(sprintStatusColor(status)).badge, className)}>
      {sprintStatusText(t, status)}
    </Badge>
  );
}
