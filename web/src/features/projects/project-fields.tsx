import type { ProjectFieldsInput } from "@contract/projects";
import type { UseFormReturn } from "react-hook-form";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { FormSelectField } from "@/components/ui/form-select-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { PROJECT_STATUSES } from "@/lib/statuses";

/** The form values of the project fields. */
export type ProjectFieldValues = ProjectFieldsInput;

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
  // The generic form is narrowed to the three shared fields.
  const f = form as unknown as UseFormReturn<ProjectFieldValues>;
  const { errors } = f.formState;
  return (
    <>
      <FormField id={`${idPrefix}-name`} label="Project Name *" error={errors.name?.message}>
        <Input
          id={`${idPrefix}-name`}
          placeholder="Enter project name"
          autoFocus={autoFocus}
          aria-required="true"
          aria-invalid={!!errors.name}
          aria-describedby={fieldDescribedBy(`${idPrefix}-name`, { error: errors.name })}
          {...f.register("name")}
        />
      </FormField>
      <FormField id={`${idPrefix}-description`} label="Description" error={errors.description?.message}>
        <Textarea
          id={`${idPrefix}-description`}
          placeholder="Describe the project"
          rows={4}
          {...f.register("description")}
        />
      </FormField>
      <FormSelectField
        control={f.control}
        name="status"
        id={`${idPrefix}-status`}
        label="Status"
        options={PROJECT_STATUSES}
      />
    </>
  );
}
