import type { ProjectFieldsInput } from "@contract/projects";
import type { UseFormReturn } from "react-hook-form";
import { fieldError } from "@/api/field-messages";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { FormSelectField } from "@/components/ui/form-select-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { defineMessages, useT } from "@/i18n";
import { PROJECT_STATUS_LABELS, PROJECT_STATUSES } from "@/lib/statuses";

/** The form values of the project fields. */
export type ProjectFieldValues = ProjectFieldsInput;

const MESSAGES = defineMessages({
  name: { id: "projects.form.name", defaultMessage: "Project Name *" },
  namePlaceholder: { id: "projects.form.namePlaceholder", defaultMessage: "Enter project name" },
  description: { id: "projects.form.description", defaultMessage: "Description" },
  descriptionPlaceholder: {
    id: "projects.form.descriptionPlaceholder",
    defaultMessage: "Describe the project",
  },
  status: { id: "projects.form.status", defaultMessage: "Status" },
});

/** Project Name*, Description and Status (the six statuses) bound to a react-hook-form form. */
export function ProjectFields<T extends ProjectFieldValues>({
  form,
  idPrefix,
  autoFocus = false,
}: {
  form: UseFormReturn<T, unknown, any>;
  idPrefix: string;
  autoFocus?: boolean;
}) {
  const t = useT();
  // The generic form is narrowed to the three shared fields.
  const f = form as unknown as UseFormReturn<ProjectFieldValues>;
  const { errors } = f.formState;
  return (
    <>
      <FormField id={`${idPrefix}-name`} label={t(MESSAGES.name)} error={fieldError(t, errors.name?.message)}>
        <Input
          id={`${idPrefix}-name`}
          placeholder={t(MESSAGES.namePlaceholder)}
          autoFocus={autoFocus}
          aria-required="true"
          aria-invalid={!!errors.name}
          aria-describedby={fieldDescribedBy(`${idPrefix}-name`, { error: errors.name })}
          {...f.register("name")}
        />
      </FormField>
      <FormField
        id={`${idPrefix}-description`}
        label={t(MESSAGES.description)}
        error={fieldError(t, errors.description?.message)}
      >
        <Textarea
          id={`${idPrefix}-description`}
          placeholder={t(MESSAGES.descriptionPlaceholder)}
          rows={4}
          {...f.register("description")}
        />
      </FormField>
      <FormSelectField
        control={f.control}
        name="status"
        id={`${idPrefix}-status`}
        label={t(MESSAGES.status)}
        options={PROJECT_STATUSES.map((s) => ({ value: s.value, label: t(PROJECT_STATUS_LABELS[s.value]) }))}
      />
    </>
  );
}
