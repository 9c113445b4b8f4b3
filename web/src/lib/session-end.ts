import { toast } from "./toast";

/** Delay before going to /login after the notice (product rules §16). */
export const SESSION_END_REDIRECT_MS = 500;

/** What the signed-in shell does to leave: forget the user and go to /login with the page as `next`. */
type Leave = () => void;

let leave: Leave | null = null;
let ending = false;

/**
 * The session ended while a signed-in page was open: a 401 on any request (the query and mutation
 * caches report each one), or the socket closed with the session. Shows the 'Unauthorized' notice
 * once and leaves after 500 ms, however many requests failed at once (issue 9: no error flashes,
 * one notice). Does nothing outside the signed-in shell, where a 401 is an answer (a wrong
 * password on the sign-in page) and the page shows it itself.
 */
export function endSession(): void {
  if (!leave || ending) return;
  ending = true;
  toast({
    variant: "destructive",
    title: "Unauthorized",
    description: "You are logged out. Logging in again...",
  });
  window.setTimeout(() => {
    ending = false;
    leave?.();
  }, SESSION_END_REDIRECT_MS);
}

/** Installs how the signed-in shell leaves; returns the uninstall. Only the shell calls it. */
export function setSessionLeave(fn: Leave): () => void {
  leave = fn;
  return () => {
    if (leave === fn) leave = null;
  };
}
