import { WipLimitBody } from "@contract/bulk-tasks";
import { type FormEvent, useState } from "react";
import { useSetWipLimit } from "@/api/checklists";
import { messageOr } from "@/api/http";
import { Badge } from "@/components/ui/badge";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { plural } from "@/lib/plural";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import type { BoardColumnView } from "./board-model";

/**
 * A column's 'count/limit' (product rules §24); over the limit it turns red and says so in words,
 * not colour alone.
 */
export function WipBadge({ total, limit }: { total: number; limit: number }) {
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
        {over && " over limit"}
      </span>
      <span className="sr-only">
        {total} of {plural(limit, "task", "tasks")} (WIP limit){over ? ", over limit" : ""}
      </span>
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
  const [value, setValue] = useState(column.wipLimit === null ? "" : String(column.wipLimit));
  const [error, setError] = useState<string | undefined>();
  const save = useSetWipLimit(projectId, boardId);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const wipLimit = value.trim() === "" ? null : Number(value);
    const parsed = WipLimitBody.safeParse({ wipLimit });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    save.mutate(
      { status: column.id, wipLimit },
      {
        onSuccess: () => {
          toast({
            title: "Success",
            description:
              wipLimit === null
                ? `WIP limit of ${column.title} removed`
                : `WIP limit of ${column.title} set to ${wipLimit}`,
          });
          onClose();
        },
        onError: (err) =>
          toast({
            variant: "destructive",
            title: "Error",
            description: messageOr(err, "Failed to set the WIP limit"),
          }),
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-sm">
        <DialogHeader>
          <DialogTitle>WIP limit of {column.title}</DialogTitle>
          <DialogDescription>
            At most this many tasks in the column; moving more in asks for confirmation.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={onSubmit}>
          <FormField
            id="wip-limit"
            label="WIP limit"
            error={error}
            hint="1 to 999; leave empty for no limit."
          >
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
          <FormDialogFooter onCancel={onClose} isPending={save.isPending} submitLabel="Save limit" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
