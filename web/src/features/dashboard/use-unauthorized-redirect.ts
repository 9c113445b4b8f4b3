import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { useNavigate } from "react-router";
import { currentUserKey } from "@/api/auth";
import { errorStatus, messageOr } from "@/api/http";
import { loginPathFor } from "@/lib/return-path";
import { toast } from "@/lib/toast";

/** Delay before going to /login after the notice (spec part 1 section 9). */
const REDIRECT_DELAY_MS = 500;

/**
 * When any of `errors` is a 401 (the session ended while the page was open): the destructive
 * 'Unauthorized' notice, the user forgotten, and /login after 500 ms (with the page as `next`, issue 9).
 */
export function useUnauthorizedRedirect(...errors: unknown[]): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const unauthorized = errors.some((error) => errorStatus(error) === 401);
  useEffect(() => {
    if (!unauthorized) return;
    toast({
      variant: "destructive",
      title: "Unauthorized",
      description: "You are logged out. Logging in again...",
    });
    const timer = window.setTimeout(() => {
      queryClient.setQueryData(currentUserKey, null);
      void navigate(loginPathFor(window.location), { replace: true });
    }, REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [unauthorized, navigate, queryClient]);
}

/**
 * A function showing a failed write as the spec's destructive 'Error' toast (the server message,
 * else `fallback`); a 401 instead gives the logged-out notice and /login after 500 ms.
 */
export function useErrorToast(): (error: unknown, fallback: string) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown, fallback: string) => {
      if (errorStatus(error) === 401) {
        toast({
          variant: "destructive",
          title: "Unauthorized",
          description: "You are logged out. Logging in again...",
        });
        window.setTimeout(() => {
          queryClient.setQueryData(currentUserKey, null);
          void navigate(loginPathFor(window.location), { replace: true });
        }, REDIRECT_DELAY_MS);
        return;
      }
      toast({ variant: "destructive", title: "Error", description: messageOr(error, fallback) });
    },
    [navigate, queryClient],
  );
}
