import { Avatar as AvatarPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** A round avatar frame. */
export function Avatar({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Root>) {
  return (
    <AvatarPrimitive.Root
      className={cn("@container relative flex size-8 shrink-0 overflow-hidden rounded-full", className)}
      {...props}
    />
  );
}

/** The avatar picture; the fallback shows until it loads or when it fails. */
export function AvatarImage({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Image>) {
  return (
    <AvatarPrimitive.Image className={cn("aspect-square size-full object-cover", className)} {...props} />
  );
}

/**
 * Initials shown when there is no picture, sized to the circle (38% of its inner width, 8 to 14 px),
 * so two wide letters ('WM') stay inside a small avatar (issue 32).
 */
export function AvatarFallback({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Fallback>) {
  return (
    <AvatarPrimitive.Fallback
      className={cn(
        "flex size-full items-center justify-center rounded-full bg-primary/10 text-[length:clamp(0.5rem,38cqw,0.875rem)] leading-none font-semibold text-primary",
        className,
      )}
      {...props}
    />
  );
}
