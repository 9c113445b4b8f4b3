import { TASK_TYPE_FILTER_MESSAGES, taskTypeFilterOptions } from "@/components/task-type-icon";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useT } from "@/i18n";
import { cn } from "@/lib/utils";

/** A list's 'Filter by type' select (product rules §35): `all` (Any type) or one type. */
export function TaskTypeFilter({
  value,
  onChange,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  const t = useT();
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger aria-label={t(TASK_TYPE_FILTER_MESSAGES.filterByType)} className={cn("w-36", className)}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {taskTypeFilterOptions(t).map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
