import { CalendarIcon } from "lucide-react";
import { type ComponentProps, useEffect, useRef, useState } from "react";
import { useT } from "@/i18n";
import { formatDay, parseDay } from "@/lib/day-text";
import { cn } from "@/lib/utils";
import { Input } from "./input";

/**
 * A date field that writes the day as the app's language does (issue 32): a German reader sees and
 * types 03.12.2026 whatever the browser's own language, where the native date input follows the
 * browser's (mm/dd/yyyy). `value` and `onChange` are ISO days ('yyyy-mm-dd', '' for none), as the
 * native input's; the calendar button opens the browser's picker for the same value.
 */
export function DateField({
  value,
  onChange,
  onBlur,
  className,
  disabled,
  ...props
}: Omit<ComponentProps<"input">, "value" | "onChange" | "type"> & {
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const [text, setText] = useState(() => formatDay(value, t.locale));
  const [invalid, setInvalid] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  // A new value from outside (a reset, the picker) or a new language shows in the field.
  useEffect(() => {
    setText((current) => (parseDay(current, t.locale) === value ? current : formatDay(value, t.locale)));
    setInvalid(false);
  }, [value, t.locale]);
  const pick = t({ id: "ui.dateField.pick", defaultMessage: "Choose a date" });
  const example = formatDay(`${new Date().getFullYear()}-12-31`, t.locale);
  return (
    <div className={cn("relative", className)}>
      <Input
        {...props}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        disabled={disabled}
        placeholder={example}
        value={text}
        aria-invalid={props["aria-invalid"] ?? (invalid || undefined)}
        className="pe-10"
        onChange={(e) => {
          setText(e.target.value);
          const day = parseDay(e.target.value, t.locale);
          if (day !== null) onChange(day);
        }}
        onBlur={(e) => {
          const day = parseDay(text, t.locale);
          setInvalid(day === null);
          if (day !== null) setText(formatDay(day, t.locale));
          onBlur?.(e);
        }}
      />
      <button
        type="button"
        disabled={disabled}
        aria-label={pick}
        onClick={() => picker.current?.showPicker?.()}
        className="absolute inset-y-0 end-0 flex w-9 items-center justify-center rounded-e-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50"
      >
        <CalendarIcon aria-hidden="true" className="size-4" />
      </button>
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        aria-label={pick}
        className="pointer-events-none absolute end-0 bottom-0 size-px opacity-0"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
