import { ConfirmDialog, type ConfirmDialogState } from "@/components/ui/confirm-dialog";

/** 'Remove Member': the confirmation before someone leaves a department. */
export function RemoveMemberDialog({ name, ...props }: ConfirmDialogState & { name: string }) {
  return (
    <ConfirmDialog
      {...props}
      title="Remove Member"
      description={`Are you sure you want to remove ${name} from this department? This action cannot be undone.`}
      confirmLabel="Remove"
    />
  );
}
