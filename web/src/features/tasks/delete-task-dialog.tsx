import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** 'Delete task' confirmation with the documented exact text (product rules §13, 'Task dialog'). */
export function DeleteTaskDialog({
  title,
  open,
  onOpenChange,
  onConfirm,
  isPending,
}: {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  isPending: boolean;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete task"
      description={`This is a permanent action that cannot be undone. Are you sure you want to delete "${title}"?`}
      confirmLabel="Delete"
      onConfirm={onConfirm}
      isPending={isPending}
    />
  );
}
