import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { currentUserKey } from "@/api/auth";
import { forgetBoards } from "@/api/board-sync";
import { loginPathFor } from "@/lib/return-path";
import { endSession, setSessionLeave } from "@/lib/session-end";
import { realtime } from "./socket";

/**
 * The signed-in shell's end of a session: how to leave (forget the user, go to /login with the
 * page as `next`), and the socket closed with the session (logout elsewhere, password changed in
 * another browser, account removed, expiry) treated as a 401 on a request.
 */
export function useSessionEnd(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    const uninstall = setSessionLeave(() => {
      // The boards kept in this browser were this session's: a 401 or a socket closed with 4401.
      void forgetBoards();
      queryClient.setQueryData(currentUserKey, null);
      void navigate(loginPathFor(window.location), { replace: true });
    });
    const unsubscribe = realtime.onSessionEnd(() => {
      void forgetBoards();
      endSession();
    });
    return () => {
      unsubscribe();
      uninstall();
    };
  }, [navigate, queryClient]);
}
