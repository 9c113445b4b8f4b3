import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** 'Remove Member': the confirmation before someone leaves a department. */
export function RemoveMemberDialog({
  name,
  open,
  onOpenChange,
  onConfirm,
  isPending,
}: {
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  isPending: boolean;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Remove Member"
      description={`Are you sure you want to remove ${name} from this department? This action cannot be undone.`}
      confirmLabel="Remove"
      onConfirm={onConfirm}
      isPending={isPending}
    />
  );
}
