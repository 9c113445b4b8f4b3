import type { Team } from "@contract/teams";
import { useEffect, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { COMMON, useT } from "@/i18n";
import { toast } from "@/lib/toast";
import { DepartmentSelect, departmentIdOf, NO_DEPARTMENT } from "./department-select";

/** The 'Invite Team Member' dialog: an email address and an optional department ('No Department'). */
export function InviteDialog({
  open,
  onOpenChange,
  departments,
  isSaving,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  departments: readonly Pick<Team, "id" | "name">[];
  isSaving: boolean;
  onSubmit: (value: { email: string; departmentId: number | null }) => void;
}) {
  const [email, setEmail] = useState("");
  const [department, setDepartment] = useState(NO_DEPARTMENT);
  const [invalid, setInvalid] = useState(false);
  const t = useT();
  useEffect(() => {
    if (open) {
      setEmail("");
      setDepartment(NO_DEPARTMENT);
      setInvalid(false);
    }
  }, [open]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent isDirty={email.trim() !== "" || department !== NO_DEPARTMENT}>
        <DialogHeader>
          <DialogTitle>{t({ id: "teamMembers.invite", defaultMessage: "Invite Team Member" })}</DialogTitle>
          <DialogDescription>
            {t({
              id: "teamMembers.invite.description",
              defaultMessage:
                "We'll email them a link to create their account; it is approved as soon as they register.",
            })}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!email.trim()) {
              setInvalid(true);
              toast({
                variant: "destructive",
                title: t(COMMON.error),
                description: t({
                  id: "teamMembers.invite.emptyEmail",
                  defaultMessage: "Please enter an email address",
                }),
              });
              return;
            }
            onSubmit({ email: email.trim(), departmentId: departmentIdOf(department) });
          }}
        >
          <FormField
            id="invite-email"
            label={t({ id: "teamMembers.invite.email", defaultMessage: "Email Address" })}
          >
            <Input
              id="invite-email"
              type="email"
              autoComplete="off"
              placeholder={t({
                id: "teamMembers.invite.emailPlaceholder",
                defaultMessage: "colleague@example.com",
                description: "An example address in the empty field; keep the domain example.com.",
              })}
              autoFocus
              value={email}
              aria-invalid={invalid && !email.trim() ? true : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
          </FormField>
          <FormField
            id="invite-department"
            label={t({ id: "teamMembers.invite.department", defaultMessage: "Department (optional)" })}
          >
            <DepartmentSelect
              id="invite-department"
              value={department}
              onChange={setDepartment}
              departments={departments}
            />
          </FormField>
          <FormDialogFooter
            onCancel={() => onOpenChange(false)}
            isPending={isSaving}
            submitLabel={t({ id: "teamMembers.invite.submit", defaultMessage: "Send Invitation" })}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
