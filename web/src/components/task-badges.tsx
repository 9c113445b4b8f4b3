import { statusValue } from "@contract/statuses";
import { Badge } from "@/components/ui/badge";
import { useT } from "@/i18n";
import {
  colorClasses,
  labelOf,
  PRIORITY_LABELS,
  priorityColor,
  statusLabel,
  TASK_STATUS_LABELS,
  taskStatusColor,
} from "@/lib/statuses";
import { cn } from "@/lib/utils";

/** A task's status as a coloured badge carrying its label. */
export function TaskStatusBadge({ status, className }: { status: string; className?: string }) {
  const t = useT();
  return (
    <Badge variant="outline" className={cn(colorClasses(taskStatusColor(status)).badge, className)}>
      {labelOf(t, TASK_STATUS_LABELS, statusValue(status), statusLabel(status))}
    </Badge>
  );
}

/** A task's priority as a coloured badge carrying its label. */
export function TaskPriorityBadge({ priority, className }: { priority: string; className?: string }) {
  const t = useT();
  return (
    <Badge variant="outline" className={cn(colorClasses(priorityColor(priority)).badge, className)}>
      {labelOf(t, PRIORITY_LABELS, priority, priority)}
    </Badge>
  );
}
