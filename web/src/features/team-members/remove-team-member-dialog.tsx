import { ConfirmDialog, type ConfirmDialogState } from "@/components/ui/confirm-dialog";
import { COMMON, useT } from "@/i18n";

/** The confirmation before an invitee is removed from the user's team members. */
export function RemoveTeamMemberDialog(props: ConfirmDialogState) {
  const t = useT();
  return (
    <ConfirmDialog
      {...props}
      title={t({ id: "teamMembers.remove.title", defaultMessage: "Remove Team Member" })}
      description={t({
        id: "teamMembers.remove.description",
        defaultMessage: "Are you sure you want to remove this team member? This action cannot be undone.",
      })}
      confirmLabel={t(COMMON.remove)}
    />
  );
}
