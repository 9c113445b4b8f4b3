import type { CustomStatus } from "@contract/statuses";
import { ArrowLeftIcon, ArrowRightIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { defineMessages, useT } from "@/i18n";
import { colorClasses } from "@/lib/statuses";

const MESSAGES = defineMessages({
  default: { id: "statuses.row.default", defaultMessage: "Default" },
  moveLeft: { id: "statuses.row.moveLeft", defaultMessage: "Move {name} left" },
  moveLeftTitle: { id: "statuses.row.moveLeftTitle", defaultMessage: "Move the column left" },
  moveRight: { id: "statuses.row.moveRight", defaultMessage: "Move {name} right" },
  moveRightTitle: { id: "statuses.row.moveRightTitle", defaultMessage: "Move the column right" },
  edit: { id: "statuses.row.edit", defaultMessage: "Edit {name}" },
  delete: { id: "statuses.row.delete", defaultMessage: "Delete {name}" },
});

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
  const t = useT();
  return (
    <li className="flex items-center gap-3 rounded-md border px-3 py-2">
      <span aria-hidden="true" className={cn("size-3 shrink-0 rounded-full", colorClasses(s.color).dot)} />
      <span className="min-w-0 flex-1 truncate text-sm font-medium" title={s.name}>
        {s.name}
      </span>
      {s.isDefault && <Badge variant="secondary">{t(MESSAGES.default)}</Badge>}
      <Button
        variant="ghost"
        size="icon"
        aria-label={t(MESSAGES.moveLeft, { name: s.name })}
        title={t(MESSAGES.moveLeftTitle)}
        disabled={isFirst || isReordering}
        onClick={() => onMove(-1)}
      >
        <ArrowLeftIcon aria-hidden="true" className="rtl:-scale-x-100" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t(MESSAGES.moveRight, { name: s.name })}
        title={t(MESSAGES.moveRightTitle)}
        disabled={isLast || isReordering}
        onClick={() => onMove(1)}
      >
        <ArrowRightIcon aria-hidden="true" className="rtl:-scale-x-100" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={t(MESSAGES.edit, { name: s.name })} onClick={onEdit}>
        <PencilIcon aria-hidden="true" />
      </Button>
      {!s.isDefault && (
        <Button
          variant="ghost"
          size="icon"
          className="text-destructive"
          aria-label={t(MESSAGES.delete, { name: s.name })}
          disabled={isDeleting}
          onClick={onDelete}
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      )}
    </li>
  );
}
