import { errorStatus, serverMessage } from "@/api/http";
import { loginPathFor } from "@/lib/return-path";
import { toast } from "@/lib/toast";

/** Delay before the unauthorized redirect (spec part 2 section 9). */
export const UNAUTHORIZED_REDIRECT_MS = 500;

/** The 'Unauthorized' notice, then the sign-in page (back here afterwards) after 500 ms. */
export function showUnauthorized(): void {
  toast({
    variant: "destructive",
    title: "Unauthorized",
    description: "You are logged out. Logging in again...",
  });
  setTimeout(() => window.location.assign(loginPathFor(window.location)), UNAUTHORIZED_REDIRECT_MS);
}

/**
 * The toast for a failed task action (spec part 2 section 8): 'Unauthorized' and a redirect on 401,
 * else the server's message first, then the action's fallback text.
 */
export function showTaskError(error: unknown, fallback: string): void {
  if (errorStatus(error) === 401) {
    showUnauthorized();
    return;
  }
  toast({ variant: "destructive", title: "Error", description: serverMessage(error) ?? fallback });
}

/** The toast of a failed move: the board is already back as it was. */
export function showMoveError(error: unknown): void {
  if (errorStatus(error) === 401) {
    showUnauthorized();
    return;
  }
  toast({
    variant: "destructive",
    title: serverMessage(error) ?? "Error",
    description: "Failed to update task position. Task restored to original position.",
  });
}
