import type { ReactNode } from "react";
import { errorStatus } from "@/api/http";
import { Button } from "@/components/ui/button";
import { COMMON, defineMessage, useT } from "@/i18n";
import { cn } from "@/lib/utils";

/** The line shown instead of a failure while an ended session goes to /login (issue 9). */
const LOGGED_OUT = defineMessage({
  id: "layout.signedOut.description",
  defaultMessage: "You are logged out. Logging in again...",
});

function sessionEnded(errors: readonly unknown[]): boolean {
  return errors.some((error) => errorStatus(error) === 401);
}

/**
 * A page's "could not be loaded" alert; when the failure is a 401 (the session ended), the
 * logged-out line instead, shown while the app goes to /login (issue 9: no error flashes before
 * the redirect).
 */
export function LoadFailure({
  errors,
  className,
  children,
}: {
  errors: readonly unknown[];
  className?: string;
  children: ReactNode;
}) {
  const t = useT();
  if (sessionEnded(errors)) return <p className={cn("text-muted-foreground", className)}>{t(LOGGED_OUT)}</p>;
  return (
    <p role="alert" className={cn("text-destructive", className)}>
      {children}
    </p>
  );
}

/** A card's or a dialog's failed load, with 'Try again'; a 401 shows the logged-out line instead. */
export function CardError({
  error,
  message,
  onRetry,
  className,
}: {
  error: unknown;
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  const t = useT();
  if (sessionEnded([error]))
    return <p className={cn("text-sm text-muted-foreground", className)}>{t(LOGGED_OUT)}</p>;
  return (
    <div role="alert" className={cn("grid justify-items-start gap-3 py-2", className)}>
      <p className="text-sm text-destructive">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t(COMMON.retry)}
      </Button>
    </div>
  );
}
