import type { Task } from "@contract/tasks";
import { Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { CommentsButton } from "@/features/tasks/comments/comments-button";
import { COMMON, useT } from "@/i18n";

/** The task dialog's buttons: Delete and Comments for a saved task, then Cancel and the submit. */
export function TaskDialogFooter({
  existing,
  isSaving,
  onDelete,
  onCancel,
}: {
  /** The task being edited; null for a new one. */
  existing: Task | null;
  isSaving: boolean;
  /** Asks to confirm the delete. */
  onDelete: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <DialogFooter className="sm:flex-wrap sm:justify-between">
      {existing ? (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap">
          <Button type="button" variant="outline" className="text-destructive" onClick={onDelete}>
            <Trash2Icon aria-hidden="true" />
            {t(COMMON.delete)}
          </Button>
          {/* Comments (features/tasks/comments): the thread of this task in its own dialog. */}
          <CommentsButton task={existing} />
        </div>
      ) : (
        <span />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t(COMMON.cancel)}
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving
            ? t({ id: "tasks.dialog.saving", defaultMessage: "Saving..." })
            : existing === null
              ? t({ id: "tasks.dialog.createSubmit", defaultMessage: "Create Task" })
              : t({ id: "tasks.dialog.updateSubmit", defaultMessage: "Update Task" })}
        </Button>
      </div>
    </DialogFooter>
  );
}
