import { XIcon } from "lucide-react";
import type { ReactNode } from "react";
import { COMMON, useT } from "@/i18n";
import { cn } from "@/lib/utils";
import { Button } from "./button";

/** Props of one toast card. */
export interface ToastProps {
  title?: ReactNode;
  description?: ReactNode;
  action?: { label: string; onClick: () => void };
  variant?: "default" | "destructive";
  onClose: () => void;
}

/** One toast card: title, description, an optional action and a close button. */
export function Toast({ title, description, action, variant = "default", onClose }: ToastProps) {
  const destructive = variant === "destructive";
  const t = useT();
  return (
    <div
      role="status"
      aria-atomic="true"
      data-variant={variant}
      className={cn(
        "pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-md border p-4 pe-10 shadow-lg motion-safe:animate-toast-in",
        destructive
          ? "border-destructive bg-destructive text-destructive-foreground"
          : "border-border bg-background text-foreground",
      )}
    >
      <div className="grid gap-1">
        {title && <div className="text-sm font-semibold">{title}</div>}
        {/* Full-strength colour: a translucent description failed axe's contrast check on red. */}
        {description && <div className="text-sm">{description}</div>}
      </div>
      {action && (
        <Button
          size="sm"
          variant="outline"
          className={cn(destructive && "border-current/40 bg-transparent text-inherit hover:bg-current/10")}
          onClick={() => {
            action.onClick();
            onClose();
          }}
        >
          {action.label}
        </Button>
      )}
      <button
        type="button"
        aria-label={t(COMMON.close)}
        onClick={onClose}
        className="absolute end-2 top-2 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        <XIcon aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
