import type { CustomStatus } from "@contract/statuses";
import { ArrowLeftIcon, ArrowRightIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { colorClasses } from "@/lib/statuses";
import { cn } from "@/lib/utils";

/** One status in the list: colour, name, Default badge, move left and right, Edit, and Delete unless default. */
export function StatusRow({
  status: s,
  isFirst,
  isLast,
  isReordering,
  isDeleting,
  onMove,
  onEdit,
  onDelete,
}: {
  status: CustomStatus;
  isFirst: boolean;
  isLast: boolean;
  isReordering: boolean;
  isDeleting: boolean;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="flex items-center gap-3 rounded-md border px-3 py-2">
      <span aria-hidden="true" className={cn("size-3 shrink-0 rounded-full", colorClasses(s.color).dot)} />
      <span className="min-w-0 flex-1 truncate text-sm font-medium" title={s.name}>
        {s.name}
      </span>
      {s.isDefault && <Badge variant="secondary">Default</Badge>}
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Move ${s.name} left`}
        title="Move the column left"
        disabled={isFirst || isReordering}
        onClick={() => onMove(-1)}
      >
        <ArrowLeftIcon aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Move ${s.name} right`}
        title="Move the column right"
        disabled={isLast || isReordering}
        onClick={() => onMove(1)}
      >
        <ArrowRightIcon aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Edit ${s.name}`} onClick={onEdit}>
        <PencilIcon aria-hidden="true" />
      </Button>
      {!s.isDefault && (
        <Button
          variant="ghost"
          size="icon"
          className="text-destructive"
          aria-label={`Delete ${s.name}`}
          disabled={isDeleting}
          onClick={onDelete}
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      )}
    </li>
  );
}
