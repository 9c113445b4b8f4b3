import { ProjectKeySchema } from "@contract/task-keys";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { z } from "zod";
import { fieldError } from "@/api/field-messages";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { defineMessages, useT } from "@/i18n";

/** The key field's schema: empty (derive one from the name) or a valid key. */
export const OptionalProjectKeySchema = z.union([z.literal(""), ProjectKeySchema]).optional();

const MESSAGES = defineMessages({
  label: { id: "projects.key.label", defaultMessage: "Key" },
  ownerOnly: { id: "projects.key.ownerOnly", defaultMessage: "Only the project owner can change the key." },
  optionalHint: {
    id: "projects.key.optionalHint",
    defaultMessage: "2-6 letters or digits, like WEB. Leave empty to derive one from the name.",
  },
  hint: {
    id: "projects.key.hint",
    defaultMessage: "2-6 letters or digits. Task keys (WEB-42) change with it.",
  },
});

/**
 * Key: the project's short key, the prefix of its task keys (WEB in WEB-42, product rules §26).
 * Upper-cased as typed; `disabled` with a hint for a member (only the owner changes it).
 */
export function ProjectKeyField<T extends FieldValues & { key?: string }>({
  form,
  idPrefix,
  disabled = false,
  optional = false,
}: {
  form: UseFormReturn<T, unknown, any>;
  idPrefix: string;
  disabled?: boolean;
  optional?: boolean;
}) {
  const t = useT();
  const id = `${idPrefix}-key`;
  const error = fieldError(t, form.formState.errors.key?.message as string | undefined);
  const hint = t(disabled ? MESSAGES.ownerOnly : optional ? MESSAGES.optionalHint : MESSAGES.hint);
  const field = form.register("key" as Path<T>, {
    setValueAs: (v: unknown) => (typeof v === "string" ? v.trim().toUpperCase() : v),
  });
  return (
    <FormField id={id} label={t(MESSAGES.label)} error={error} hint={hint}>
      <Input
        id={id}
        maxLength={6}
        autoCapitalize="characters"
        autoComplete="off"
        className="w-32 font-mono uppercase"
        disabled={disabled}
        aria-invalid={!!error}
        aria-describedby={fieldDescribedBy(id, { error, hint })}
        {...field}
      />
    </FormField>
  );
}
