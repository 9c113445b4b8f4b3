import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { translator } from "@/i18n";
import { loginPathFor } from "@/lib/return-path";
import { SESSION_END_REDIRECT_MS } from "@/lib/session-end";
import { toast } from "@/lib/toast";
import { FullPageSpinner } from "./full-page-spinner";

/**
 * A signed-in page opened signed out (issue 9): the 'Unauthorized' notice, then /login after 500 ms
 * with the page (path and query) as `next`, so signing in lands where the link pointed.
 */
export function SignedOutRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const target = loginPathFor(location);
  useEffect(() => {
    const t = translator();
    toast({
      variant: "destructive",
      title: t({ id: "layout.signedOut.title", defaultMessage: "Unauthorized" }),
      description: t({
        id: "layout.signedOut.description",
        defaultMessage: "You are logged out. Logging in again...",
      }),
    });
    const timer = window.setTimeout(() => void navigate(target, { replace: true }), SESSION_END_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, target]);
  return <FullPageSpinner />;
}
