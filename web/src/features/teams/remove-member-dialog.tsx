import { ConfirmDialog, type ConfirmDialogState } from "@/components/ui/confirm-dialog";
import { COMMON, useT } from "@/i18n";
import { TEAMS } from "./messages";

/** 'Remove Member': the confirmation before someone leaves a department. */
export function RemoveMemberDialog({ name, ...props }: ConfirmDialogState & { name: string }) {
  const t = useT();
  return (
    <ConfirmDialog
      {...props}
      title={t(TEAMS.removeMember)}
      description={t(
        {
          id: "teams.remove.description",
          defaultMessage:
            "Are you sure you want to remove {name} from this department? This action cannot be undone.",
        },
        { name },
      )}
      confirmLabel={t(COMMON.remove)}
    />
  );
}
