import { type CreateTeam, CreateTeamBody, type CreateTeamInput } from "@contract/teams";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { COMMON, useT } from "@/i18n";
import { TEAMS } from "./messages";

type FormInput = CreateTeamInput;
/** What the Create Department form produces. */
export type TeamFormValues = CreateTeam;

const EMPTY: FormInput = { name: "", description: "" };

/**
 * The 'Create Department' dialog: name and description, validated as the user types with the API's
 * schema. With `initial` it is the 'Edit Department' dialog, filled with the department's values.
 */
export function CreateTeamDialog({
  open,
  onOpenChange,
  isSaving,
  onSubmit,
  initial,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isSaving: boolean;
  onSubmit: (values: TeamFormValues) => void;
  initial?: { name: string; description: string | null };
}) {
  const editing = initial !== undefined;
  const t = useT();
  const initialName = initial?.name ?? "";
  const initialDescription = initial?.description ?? "";
  const form = useForm<FormInput, unknown, TeamFormValues>({
    resolver: zodResolver(CreateTeamBody),
    mode: "onChange",
    defaultValues: EMPTY,
  });
  const { errors, isDirty } = form.formState;
  const { reset } = form;
  useEffect(() => {
    if (open) reset(editing ? { name: initialName, description: initialDescription } : EMPTY);
  }, [open, reset, editing, initialName, initialDescription]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent isDirty={isDirty}>
        <DialogHeader>
          <DialogTitle>{editing ? t(TEAMS.edit) : t(TEAMS.create)}</DialogTitle>
          <DialogDescription>
            {editing
              ? t({
                  id: "teams.dialog.editDescription",
                  defaultMessage: "Rename the department or change its description.",
                })
              : t({
                  id: "teams.dialog.createDescription",
                  defaultMessage: "Group the people who work together.",
                })}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
          <FormField
            id="team-name"
            label={t({ id: "teams.dialog.name", defaultMessage: "Department Name" })}
            error={errors.name?.message}
          >
            <Input
              id="team-name"
              placeholder={t({ id: "teams.dialog.namePlaceholder", defaultMessage: "e.g. Engineering" })}
              autoFocus
              aria-invalid={!!errors.name}
              aria-describedby={fieldDescribedBy("team-name", { error: errors.name })}
              {...form.register("name")}
            />
          </FormField>
          <FormField
            id="team-description"
            label={t({ id: "teams.dialog.description", defaultMessage: "Description" })}
            error={errors.description?.message}
          >
            <Textarea
              id="team-description"
              placeholder={t({
                id: "teams.dialog.descriptionPlaceholder",
                defaultMessage: "What does this department do?",
              })}
              aria-invalid={!!errors.description}
              aria-describedby={fieldDescribedBy("team-description", { error: errors.description })}
              {...form.register("description")}
            />
          </FormField>
          <FormDialogFooter
            onCancel={() => onOpenChange(false)}
            isPending={isSaving}
            submitLabel={editing ? t(COMMON.save) : t(TEAMS.create)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
