import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/** One choice of a segmented control. */
export interface Segment<T extends string> {
  value: T;
  label: string;
  icon?: LucideIcon;
}

/**
 * A row of toggle buttons of which one is pressed (grid / list, sort keys...). Each button carries
 * aria-pressed; with `iconOnly` the label becomes the accessible name.
 */
export function SegmentedControl<T extends string>({
  label,
  value,
  options,
  onChange,
  iconOnly = false,
  className,
}: {
  label: string;
  value: T;
  options: readonly Segment<T>[];
  onChange: (value: T) => void;
  iconOnly?: boolean;
  className?: string;
}) {
  return (
    <fieldset className={cn("inline-flex min-w-0 rounded-md border bg-background p-0.5", className)}>
      <legend className="sr-only">{label}</legend>
      {options.map((option) => {
        const Icon = option.icon;
        const pressed = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={pressed}
            aria-label={iconOnly ? option.label : undefined}
            title={iconOnly ? option.label : undefined}
            onClick={() => onChange(option.value)}
            className={cn(
              "inline-flex h-8 items-center gap-1.5 rounded-sm px-2.5 text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
              pressed && "bg-primary text-primary-foreground hover:text-primary-foreground",
            )}
          >
            {Icon && <Icon aria-hidden="true" className="size-4" />}
            {!iconOnly && option.label}
          </button>
        );
      })}
    </fieldset>
  );
}
