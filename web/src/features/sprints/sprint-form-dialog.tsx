import {
  type CreateSprint,
  CreateSprintBody,
  type CreateSprintInput,
  type Sprint,
  type SprintStatus,
} from "@contract/sprints";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { fieldError } from "@/api/field-messages";
import { DateField } from "@/components/ui/date-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { FormSelectField } from "@/components/ui/form-select-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useT } from "@/i18n";
import { SPRINT_STATUSES, sprintStatusText } from "@/lib/statuses";
import { SPRINT_MESSAGES } from "./sprint-messages";

type FormInput = CreateSprintInput;
/** What the sprint form produces: name, description, status and ISO dates (or null). */
export type SprintFormValues = CreateSprint;

const dateInput = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : "");

function defaults(sprint?: Sprint): FormInput {
  return {
    name: sprint?.name ?? "",
    description: sprint?.description ?? "",
    // The API sends the stored text; only the three statuses are ever stored.
    status: (sprint?.status ?? "planning") as SprintStatus,
    startDate: dateInput(sprint?.startDate),
    endDate: dateInput(sprint?.endDate),
  };
}

/**
 * The Create Sprint / Edit Sprint dialog: Sprint Name, Description, Status (default planning),
 * Start and End Date; validated as the user types with the API's own schema.
 */
export function SprintFormDialog({
  open,
  onOpenChange,
  sprint,
  isSaving,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The sprint to edit; absent to create one. */
  sprint?: Sprint;
  isSaving: boolean;
  onSubmit: (values: SprintFormValues) => void;
}) {
  const t = useT();
  const form = useForm<FormInput, unknown, SprintFormValues>({
    resolver: zodResolver(CreateSprintBody),
    mode: "onChange",
    defaultValues: defaults(sprint),
  });
  const { errors, isDirty } = form.formState;
  const { reset } = form;
  useEffect(() => {
    if (open) reset(defaults(sprint));
  }, [open, sprint, reset]);

  const editing = sprint !== undefined;
  const id = editing ? "edit-sprint" : "create-sprint";
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent isDirty={isDirty}>
        <DialogHeader>
          <DialogTitle>
            {editing ? t(SPRINT_MESSAGES.editSprint) : t(SPRINT_MESSAGES.createSprint)}
          </DialogTitle>
          <DialogDescription>
            {editing
              ? t({ id: "sprints.form.editDescription", defaultMessage: "Change the sprint's details." })
              : t({
                  id: "sprints.form.createDescription",
                  defaultMessage: "Plan a focused block of work for your team.",
                })}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
          <FormField
            id={`${id}-name`}
            label={t({ id: "sprints.form.name", defaultMessage: "Sprint Name" })}
            error={fieldError(t, errors.name?.message)}
          >
            <Input
              id={`${id}-name`}
              placeholder={t({ id: "sprints.form.namePlaceholder", defaultMessage: "e.g. Sprint 12" })}
              aria-invalid={!!errors.name}
              aria-describedby={fieldDescribedBy(`${id}-name`, { error: errors.name })}
              {...form.register("name")}
            />
          </FormField>
          <FormField
            id={`${id}-description`}
            label={t({ id: "sprints.form.description", defaultMessage: "Description" })}
            error={fieldError(t, errors.description?.message)}
          >
            <Textarea
              id={`${id}-description`}
              placeholder={t({
                id: "sprints.form.descriptionPlaceholder",
                defaultMessage: "What is this sprint about?",
              })}
              {...form.register("description")}
            />
          </FormField>
          <FormSelectField
            control={form.control}
            name="status"
            id={`${id}-status`}
            label={t({ id: "sprints.form.status", defaultMessage: "Status" })}
            fallback="planning"
            options={SPRINT_STATUSES.map((s) => ({ ...s, label: sprintStatusText(t, s.value) }))}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id={`${id}-start`}
              label={t({ id: "sprints.form.startDate", defaultMessage: "Start Date" })}
              error={fieldError(t, errors.startDate?.message)}
            >
              <Controller
                control={form.control}
                name="startDate"
                rules={{ deps: ["endDate"] }}
                render={({ field }) => (
                  <DateField
                    id={`${id}-start`}
                    name={field.name}
                    aria-invalid={!!errors.startDate}
                    value={field.value ?? ""}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
            </FormField>
            <FormField
              id={`${id}-end`}
              label={t({ id: "sprints.form.endDate", defaultMessage: "End Date" })}
              error={fieldError(t, errors.endDate?.message)}
            >
              <Controller
                control={form.control}
                name="endDate"
                rules={{ deps: ["startDate"] }}
                render={({ field }) => (
                  <DateField
                    id={`${id}-end`}
                    name={field.name}
                    aria-invalid={!!errors.endDate}
                    aria-describedby={fieldDescribedBy(`${id}-end`, { error: errors.endDate })}
                    value={field.value ?? ""}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
            </FormField>
          </div>
          <FormDialogFooter
            onCancel={() => onOpenChange(false)}
            isPending={isSaving}
            submitLabel={
              editing
                ? t({ id: "sprints.form.update", defaultMessage: "Update Sprint" })
                : t(SPRINT_MESSAGES.createSprint)
            }
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
