import type { Task } from "@contract/tasks";
import { Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { CommentsButton } from "@/features/comments/comments-button";

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
  return (
    <DialogFooter className="sm:justify-between">
      {existing ? (
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button type="button" variant="outline" className="text-destructive" onClick={onDelete}>
            <Trash2Icon aria-hidden="true" />
            Delete
          </Button>
          {/* Comments (features/comments): the thread of this task in its own dialog. */}
          <CommentsButton task={existing} />
        </div>
      ) : (
        <span />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? "Saving..." : existing === null ? "Create Task" : "Update Task"}
        </Button>
      </div>
    </DialogFooter>
  );
}
