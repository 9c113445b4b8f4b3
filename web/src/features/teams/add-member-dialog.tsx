import type { TeamMember, TeamRole } from "@contract/teams";
import type { PublicUser } from "@contract/users";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { usersQuery } from "@/api/users";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { SelectField } from "@/components/ui/select-field";
import { useT } from "@/i18n";
import { displayName } from "@/lib/user";
import { TEAMS } from "./messages";
import { ROLE_LABELS } from "./role";

/**
 * The 'Add Member' dialog: a user not yet in the department (loaded from /api/users when it opens)
 * and a role, member by default.
 */
export function AddMemberDialog({
  open,
  onOpenChange,
  members,
  isSaving,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  members: readonly TeamMember[];
  isSaving: boolean;
  onSubmit: (value: { userId: number; role: TeamRole }) => void;
}) {
  const users = useQuery({ ...usersQuery, enabled: open });
  const [userId, setUserId] = useState("");
  const [role, setRole] = useState<TeamRole>("member");
  const [touched, setTouched] = useState(false);
  const t = useT();
  useEffect(() => {
    if (open) {
      setUserId("");
      setRole("member");
      setTouched(false);
    }
  }, [open]);

  const taken = new Set(members.map((m) => m.userId));
  const choices: PublicUser[] = (users.data ?? []).filter((u) => !taken.has(u.id));
  const userError =
    touched && !userId
      ? t({ id: "teams.add.selectUserError", defaultMessage: "Please select a user" })
      : undefined;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent isDirty={userId !== ""}>
        <DialogHeader>
          <DialogTitle>{t(TEAMS.addMember)}</DialogTitle>
          <DialogDescription>
            {t({
              id: "teams.add.description",
              defaultMessage: "Add someone to this department and choose their role.",
            })}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (userId) onSubmit({ userId: Number(userId), role });
          }}
        >
          <SelectField
            id="add-member-user"
            label={t({ id: "teams.add.user", defaultMessage: "User" })}
            error={userError}
            value={userId}
            onValueChange={setUserId}
            placeholder={
              users.isPending
                ? t({ id: "teams.add.loadingUsers", defaultMessage: "Loading users..." })
                : t({ id: "teams.add.selectUser", defaultMessage: "Select a user" })
            }
            options={choices.map((u) => ({
              value: String(u.id),
              label: (
                <>
                  {displayName(u)}
                  {displayName(u) !== u.email && <span className="text-muted-foreground"> ({u.email})</span>}
                </>
              ),
            }))}
          >
            {choices.length === 0 && (
              <div className="px-2 py-1.5 text-sm text-muted-foreground">
                {users.isPending
                  ? t({ id: "teams.add.loadingUsers", defaultMessage: "Loading users..." })
                  : t({ id: "teams.add.everyone", defaultMessage: "Everyone is already a member" })}
              </div>
            )}
          </SelectField>
          <SelectField<TeamRole>
            id="add-member-role"
            label={t({ id: "teams.add.role", defaultMessage: "Role" })}
            value={role}
            onValueChange={setRole}
            options={[
              { value: "member", label: t(ROLE_LABELS.member) },
              { value: "admin", label: t(ROLE_LABELS.admin) },
            ]}
          />
          <FormDialogFooter
            onCancel={() => onOpenChange(false)}
            isPending={isSaving}
            submitLabel={t(TEAMS.addMember)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
