import { useEffect } from "react";
import { Toast } from "@/components/ui/toast";
import { dismissToast, TOAST_DURATION_MS, useCurrentToast } from "@/lib/toast";

/**
 * The one toast region: shows the current toast (a new one replaces it), dismissed after 5000 ms.
 * Top of the screen on narrow screens, bottom-right from the `sm` breakpoint. The toast itself is the
 * page's one element with the status role, present only while a toast shows (loading indicators use
 * aria-live, so a toast is found by its role whatever else the page shows).
 */
export function Toaster() {
  const current = useCurrentToast();

  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(() => dismissToast(current.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [current]);

  return (
    <section
      aria-label="Notifications"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex w-full flex-col p-4 sm:top-auto sm:bottom-0 sm:left-auto sm:max-w-[420px]"
    >
      {current && (
        <Toast
          key={current.id}
          title={current.title}
          description={current.description}
          action={current.action}
          variant={current.variant}
          onClose={() => dismissToast(current.id)}
        />
      )}
    </section>
  );
}
