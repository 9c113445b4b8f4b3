import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useT } from "@/i18n";

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
  const t = useT();
  const title = t({ id: "sprints.delete.title", defaultMessage: "Delete Sprint" });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={t(
        {
          id: "sprints.delete.description",
          defaultMessage:
            'Are you sure you want to delete "{name}"? Deleting the sprint also deletes its projects and their tasks (projects owned by other people are only removed from the sprint). This cannot be undone.',
        },
        { name },
      )}
      confirmLabel={title}
      onConfirm={onConfirm}
      isPending={isDeleting}
    />
  );
}
