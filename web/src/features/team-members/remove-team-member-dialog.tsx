import { ConfirmDialog, type ConfirmDialogState } from "@/components/ui/confirm-dialog";

/** The confirmation before an invitee is removed from the user's team members. */
export function RemoveTeamMemberDialog(props: ConfirmDialogState) {
  return (
    <ConfirmDialog
      {...props}
      title="Remove Team Member"
      description="Are you sure you want to remove this team member? This action cannot be undone."
      confirmLabel="Remove"
    />
  );
}
