import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** The confirmation before a comment (and its replies) is deleted. */
export function DeleteCommentDialog({
  open,
  onOpenChange,
  onConfirm,
  isPending,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  isPending: boolean;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete Comment"
      description="Are you sure you want to delete this comment?"
      confirmLabel="Delete"
      onConfirm={onConfirm}
      isPending={isPending}
    />
  );
}
