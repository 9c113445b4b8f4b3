import { useLogout } from "@/api/auth";
import { messageOr } from "@/api/http";
import { COMMON, useT } from "@/i18n";
import { toastAfterReload } from "@/lib/flash-toast";
import { toast } from "@/lib/toast";
import { realtime } from "@/realtime/socket";

/** Logs out: on success a toast and a full navigation to '/', on failure an 'Error' toast. */
export function useLogoutAction() {
  const logout = useLogout();
  const t = useT();
  const run = () => {
    // The socket goes first: its end with the session is this logout, not an 'Unauthorized' one.
    const resume = realtime.suspend();
    logout.mutate(undefined, {
      onSuccess: () => {
        const done = { title: t({ id: "layout.logout.done", defaultMessage: "Logged out successfully" }) };
        toast(done);
        // The full navigation drops in-memory state; carry the toast over the reload.
        toastAfterReload(done);
        window.location.href = "/";
      },
      onError: (error) => {
        resume();
        toast({
          variant: "destructive",
          title: t(COMMON.error),
          description: messageOr(
            error,
            t({ id: "layout.logout.failed", defaultMessage: "Failed to logout" }),
          ),
        });
      },
    });
  };
  return { logout: run, isPending: logout.isPending };
}
