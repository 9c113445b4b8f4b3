import { Badge } from "@/components/ui/badge";
import { colorClasses, priorityColor, statusLabel, TASK_PRIORITIES, taskStatusColor } from "@/lib/statuses";
import { cn } from "@/lib/utils";

/** A task's status as a coloured badge carrying its label. */
export function TaskStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge variant="outline" className={cn(colorClasses(taskStatusColor(status)).badge, className)}>
      {statusLabel(status)}
    </Badge>
  );
}

/** A task's priority as a coloured badge carrying its label. */
export function TaskPriorityBadge({ priority, className }: { priority: string; className?: string }) {
  const label = TASK_PRIORITIES.find((p) => p.value === priority)?.label ?? priority;
  return (
    <Badge variant="outline" className={cn(colorClasses(priorityColor(priority)).badge, className)}>
      {label}
    </Badge>
  );
}
