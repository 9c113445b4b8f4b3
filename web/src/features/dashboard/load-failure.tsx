import type { ReactNode } from "react";
import { errorStatus } from "@/api/http";
import { cn } from "@/lib/utils";

/**
 * A page's "could not be loaded" alert; when the failure is a 401 (the session ended), the
 * logged-out notice instead, shown while useUnauthorizedRedirect goes to /login (issue 9: no error
 * flashes before the redirect).
 */
export function LoadFailure({
  errors,
  className,
  children,
}: {
  errors: unknown[];
  className?: string;
  children: ReactNode;
}) {
  if (errors.some((error) => errorStatus(error) === 401)) {
    return <p className={cn("text-muted-foreground", className)}>You are logged out. Logging in again...</p>;
  }
  return (
    <p role="alert" className={cn("text-destructive", className)}>
      {children}
    </p>
  );
}
