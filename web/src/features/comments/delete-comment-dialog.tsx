import { ConfirmDialog, type ConfirmDialogState } from "@/components/ui/confirm-dialog";

/** The confirmation before a comment (and its replies) is deleted. */
export function DeleteCommentDialog(props: ConfirmDialogState) {
  return (
    <ConfirmDialog
      {...props}
      title="Delete Comment"
      description="Are you sure you want to delete this comment?"
      confirmLabel="Delete"
    />
  );
}
