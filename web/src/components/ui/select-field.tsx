import type { ReactNode } from "react";
import { FormField, fieldDescribedBy } from "./form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select";

/** One choice of a SelectField. */
export type SelectOption<V extends string = string> = { value: V; label: ReactNode; disabled?: boolean };

/**
 * A labelled select with its hint and error message: the label names the trigger, and an error
 * marks it aria-invalid and is linked with aria-describedby. Give `options`, or items as children
 * (options first, then children).
 */
export function SelectField<V extends string = string>({
  id,
  label,
  value,
  onValueChange,
  options = [],
  children,
  placeholder,
  error,
  hint,
  disabled,
  className,
  triggerClassName,
}: {
  id: string;
  label: ReactNode;
  value: V | undefined;
  onValueChange: (value: V) => void;
  options?: readonly SelectOption<V>[];
  children?: ReactNode;
  placeholder?: ReactNode;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
  triggerClassName?: string;
}) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <Select value={value} onValueChange={(next) => onValueChange(next as V)} disabled={disabled}>
        <SelectTrigger
          id={id}
          className={triggerClassName}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(id, { error, hint })}
        >
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </SelectItem>
          ))}
          {children}
        </SelectContent>
      </Select>
    </FormField>
  );
}
