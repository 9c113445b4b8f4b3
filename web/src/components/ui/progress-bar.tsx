import { cn } from "@/lib/utils";

/**
 * A horizontal bar showing `value` percent (0-100), announced as a progressbar named `label`;
 * `valueText` replaces the announced percentage (e.g. "12 of 30 tasks done").
 */
export function ProgressBar({
  value,
  label,
  valueText,
  className,
  barClassName,
}: {
  value: number;
  label: string;
  valueText?: string;
  className?: string;
  barClassName?: string;
}) {
  const clamped = Math.max(0, Math.min(100, Number.isFinite(value) ? value : 0));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={Math.round(clamped)}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuetext={valueText}
      className={cn("h-2 w-full overflow-hidden rounded-full bg-muted", className)}
    >
      <div
        className={cn("h-full rounded-full bg-primary transition-all", barClassName)}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
