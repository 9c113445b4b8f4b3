import { errorStatus, serverMessage } from "@/api/http";
import { COMMON, defineMessages, type MessageDescriptor, translator } from "@/i18n";
import { endSession } from "@/lib/session-end";
import { toast } from "@/lib/toast";

const MESSAGES = defineMessages({
  moveFailed: {
    id: "tasks.toast.moveFailed",
    defaultMessage: "Failed to update task position. Task restored to original position.",
  },
});

/**
 * The toast for a failed task action (product rules §15): a 401 ends the session (the
 * 'Unauthorized' notice and /login), else the server's message first, then the action's fallback
 * (a message, translated now; a plain string as it is).
 */
export function showTaskError(error: unknown, fallback: string | MessageDescriptor): void {
  if (errorStatus(error) === 401) {
    endSession();
    return;
  }
  const t = translator();
  toast({
    variant: "destructive",
    title: t(COMMON.error),
    description: serverMessage(error) ?? (typeof fallback === "string" ? fallback : t(fallback)),
  });
}

/** The toast of a failed move: the board is already back as it was. */
export function showMoveError(error: unknown): void {
  if (errorStatus(error) === 401) {
    endSession();
    return;
  }
  const t = translator();
  toast({
    variant: "destructive",
    title: serverMessage(error) ?? t(COMMON.error),
    description: t(MESSAGES.moveFailed),
  });
}
