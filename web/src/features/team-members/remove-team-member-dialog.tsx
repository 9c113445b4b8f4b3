import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** The confirmation before an invitee is removed from the user's team members. */
export function RemoveTeamMemberDialog({
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
      title="Remove Team Member"
      description="Are you sure you want to remove this team member? This action cannot be undone."
      confirmLabel="Remove"
      onConfirm={onConfirm}
      isPending={isPending}
    />
  );
}
