import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { currentUserKey } from "@/api/auth";
import { loginPathFor } from "@/lib/return-path";
import { toast } from "@/lib/toast";
import { realtime } from "./socket";

/** Delay before going to /login after the notice, as for a 401 (spec part 1 section 9). */
const REDIRECT_DELAY_MS = 500;

/**
 * When the server closes the socket because the session ended (logout elsewhere, password changed
 * in another browser, account removed, expiry): the same as a 401 on a request, the 'Unauthorized'
 * notice, the user forgotten and /login after 500 ms.
 */
export function useSessionEnd(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: number | undefined;
    const unsubscribe = realtime.onSessionEnd(() => {
      toast({
        variant: "destructive",
        title: "Unauthorized",
        description: "You are logged out. Logging in again...",
      });
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        queryClient.setQueryData(currentUserKey, null);
        void navigate(loginPathFor(window.location), { replace: true });
      }, REDIRECT_DELAY_MS);
    });
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, [navigate, queryClient]);
}
