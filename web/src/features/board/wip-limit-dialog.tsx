import { WipLimitBody } from "@contract/bulk-tasks";
import { type FormEvent, useState } from "react";
import { useSetWipLimit } from "@/api/checklists";
import { fieldError } from "@/api/field-messages";
import { messageOr } from "@/api/http";
import { Badge } from "@/components/ui/badge";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { COMMON, defineMessages, translator, useT } from "@/i18n";
import type { BoardColumnView } from "@/lib/board-model";
import { columnTitleText } from "@/lib/statuses";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { BOARD_MESSAGES } from "./board-messages";

const MESSAGES = defineMessages({
  over: { id: "board.wip.over", defaultMessage: "over limit" },
  spoken: {
    id: "board.wip.spoken",
    defaultMessage: "{total} of {limit, plural, one {# task} other {# tasks}} (WIP limit)",
  },
  spokenOver: {
    id: "board.wip.spokenOver",
    defaultMessage: "{total} of {limit, plural, one {# task} other {# tasks}} (WIP limit), over limit",
  },
  removed: { id: "board.wip.removed", defaultMessage: "WIP limit of {column} removed" },
  set: { id: "board.wip.set", defaultMessage: "WIP limit of {column} set to {limit}" },
  failed: { id: "board.wip.failed", defaultMessage: "Failed to set the WIP limit" },
  description: {
    id: "board.wip.description",
    defaultMessage: "At most this many tasks in the column; moving more in asks for confirmation.",
  },
  label: { id: "board.wip.label", defaultMessage: "WIP limit" },
  hint: { id: "board.wip.hint", defaultMessage: "1 to 999; leave empty for no limit." },
  save: { id: "board.wip.save", defaultMessage: "Save limit" },
});

/**
 * A column's 'count/limit' (product rules §24); over the limit it turns red and says so in words,
 * not colour alone.
 */
export function WipBadge({ total, limit }: { total: number; limit: number }) {
  const t = useT();
  const over = total > limit;
  return (
    <Badge
      variant={over ? "destructive" : "secondary"}
      className={cn("tabular-nums", over && "bg-red-700 text-white")}
      data-testid="wip-count"
      data-over={over || undefined}
    >
      <span aria-hidden="true">
        {total}/{limit}
        {over && ` ${t(MESSAGES.over)}`}
      </span>
      <span className="sr-only">{t(over ? MESSAGES.spokenOver : MESSAGES.spoken, { total, limit })}</span>
    </Badge>
  );
}

/** The project owner's dialog to set or remove a column's WIP limit (1-999, empty for none). */
export function WipLimitDialog({
  column,
  projectId,
  boardId,
  onClose,
}: {
  column: BoardColumnView;
  projectId: number;
  boardId: number;
  onClose: () => void;
}) {
  const t = useT();
  const [value, setValue] = useState(column.wipLimit === null ? "" : String(column.wipLimit));
  const [error, setError] = useState<string | undefined>();
  const save = useSetWipLimit(projectId, boardId);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const wipLimit = value.trim() === "" ? null : Number(value);
    const parsed = WipLimitBody.safeParse({ wipLimit });
    if (!parsed.success) {
      setError(fieldError(t, parsed.error.issues[0]?.message));
      return;
    }
    save.mutate(
      { status: column.id, wipLimit },
      {
        onSuccess: () => {
          const tr = translator();
          toast({
            title: tr(COMMON.success),
            description:
              wipLimit === null
                ? tr(MESSAGES.removed, { column: columnTitleText(tr, column) })
                : tr(MESSAGES.set, { column: columnTitleText(tr, column), limit: wipLimit }),
          });
          onClose();
        },
        onError: (err) =>
          toast({
            variant: "destructive",
            title: translator()(COMMON.error),
            description: messageOr(err, translator()(MESSAGES.failed)),
          }),
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-sm">
        <DialogHeader>
          <DialogTitle>{t(BOARD_MESSAGES.wipLimitOf, { column: columnTitleText(t, column) })}</DialogTitle>
          <DialogDescription>{t(MESSAGES.description)}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={onSubmit}>
          <FormField id="wip-limit" label={t(MESSAGES.label)} error={error} hint={t(MESSAGES.hint)}>
            <Input
              id="wip-limit"
              type="number"
              inputMode="numeric"
              min={1}
              max={999}
              step={1}
              autoFocus
              value={value}
              aria-invalid={error ? true : undefined}
              aria-describedby={fieldDescribedBy("wip-limit", { error, hint: true })}
              onChange={(e) => {
                setValue(e.target.value);
                setError(undefined);
              }}
            />
          </FormField>
          <FormDialogFooter onCancel={onClose} isPending={save.isPending} submitLabel={t(MESSAGES.save)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
