import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** Asks before deleting a sprint; says that its projects go with it (product rules §5 for others' projects). */
export function DeleteSprintDialog({
  name,
  open,
  onOpenChange,
  isDeleting,
  onConfirm,
}: {
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isDeleting: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete Sprint"
      description={`Are you sure you want to delete "${name}"? Deleting the sprint also deletes its projects and their tasks (projects owned by other people are only removed from the sprint). This cannot be undone.`}
      confirmLabel="Delete Sprint"
      onConfirm={onConfirm}
      isPending={isDeleting}
    />
  );
}
