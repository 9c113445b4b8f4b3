import type { ReactNode } from "react";
import { translateFieldMessage } from "@/api/field-messages";
import { useLocale } from "@/i18n";
import { cn } from "@/lib/utils";
import { Label } from "./label";

/** The ids a field's input should point at with aria-describedby. */
export function fieldDescribedBy(id: string, opts: { error?: unknown; hint?: unknown }): string | undefined {
  const ids = [opts.hint ? `${id}-hint` : null, opts.error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/**
 * A labelled form field: label, the control (children), an optional hint and the error message. A
 * validation message of the contract (a form's zod check, in English there) shows in the language
 * shown (issue 24); any other error text shows as given.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  useLocale(); // the error's translation follows a change of language
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <div id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {translateFieldMessage(error)}
        </p>
      )}
    </div>
  );
}
