import { errorStatus, messageOr } from "@/api/http";
import { COMMON, translator } from "@/i18n";
import { endSession } from "@/lib/session-end";
import { toast } from "@/lib/toast";

/**
 * A failed write as the documented destructive 'Error' toast (the server message, else `fallback`); a
 * 401 instead ends the session: the logged-out notice and /login after 500 ms, once.
 */
export function showError(error: unknown, fallback: string): void {
  if (errorStatus(error) === 401) {
    endSession();
    return;
  }
  toast({
    variant: "destructive",
    title: translator()(COMMON.error),
    description: messageOr(error, fallback),
  });
}
