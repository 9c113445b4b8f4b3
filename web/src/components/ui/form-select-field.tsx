import type { ComponentProps } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { SelectField } from "./select-field";

type FormSelectFieldProps<T extends FieldValues> = Omit<
  ComponentProps<typeof SelectField>,
  "value" | "onValueChange"
> & {
  /** The form's control (`form.control`). */
  control: Control<T>;
  /** The field of the form the select reads and writes. */
  name: FieldPath<T>;
  /** Shown while the field's value is undefined. */
  fallback?: string;
};

/** A SelectField bound to one field of a react-hook-form form (its Controller, written once). */
export function FormSelectField<T extends FieldValues>({
  control,
  name,
  fallback,
  ...select
}: FormSelectFieldProps<T>) {
  const { field } = useController({ control, name });
  return <SelectField {...select} value={field.value ?? fallback} onValueChange={field.onChange} />;
}
