import { ConfirmDialog, type ConfirmDialogState } from "@/components/ui/confirm-dialog";

/** 'Delete task' confirmation with the documented exact text (product rules §13, 'Task dialog'). */
export function DeleteTaskDialog({ title, ...props }: ConfirmDialogState & { title: string }) {
  return (
    <ConfirmDialog
      {...props}
      title="Delete task"
      description={`This is a permanent action that cannot be undone. Are you sure you want to delete "${title}"?`}
      confirmLabel="Delete"
    />
  );
}
