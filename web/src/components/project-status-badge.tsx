import { Badge } from "@/components/ui/badge";
import { type Translate, useT } from "@/i18n";
import {
  colorClasses,
  labelOf,
  PROJECT_STATUS_LABELS,
  projectStatusColor,
  statusLabel,
} from "@/lib/statuses";
import { cn } from "@/lib/utils";

/** The label of a project status (one of the six, aliases folded) in the language shown. */
export function projectStatusLabel(t: Translate, status: string): string {
  const value = status === "on-hold" || status === "paused" ? "on_hold" : status;
  return labelOf(t, PROJECT_STATUS_LABELS, value, statusLabel(status));
}

/** A project status as a coloured badge with its text. */
export function ProjectStatusBadge({ status, className }: { status: string; className?: string }) {
  const t = useT();
  return (
    <Badge variant="outline" className={cn(colorClasses(projectStatusColor(status)).badge, className)}>
      {projectStatusLabel(t, status)}
    </Badge>
  );
}
