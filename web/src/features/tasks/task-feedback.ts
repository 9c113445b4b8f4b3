import { errorStatus, serverMessage } from "@/api/http";
import { endSession } from "@/lib/session-end";
import { toast } from "@/lib/toast";

/**
 * The toast for a failed task action (product rules §15): a 401 ends the session (the
 * 'Unauthorized' notice and /login), else the server's message first, then the action's fallback.
 */
export function showTaskError(error: unknown, fallback: string): void {
  if (errorStatus(error) === 401) {
    endSession();
    return;
  }
  toast({ variant: "destructive", title: "Error", description: serverMessage(error) ?? fallback });
}

/** The toast of a failed move: the board is already back as it was. */
export function showMoveError(error: unknown): void {
  if (errorStatus(error) === 401) {
    endSession();
    return;
  }
  toast({
    variant: "destructive",
    title: serverMessage(error) ?? "Error",
    description: "Failed to update task position. Task restored to original position.",
  });
}
