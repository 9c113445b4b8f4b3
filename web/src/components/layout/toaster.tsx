import { useEffect } from "react";
import { Toast } from "@/components/ui/toast";
import { defineMessage, useT } from "@/i18n";
import { dismissToast, TOAST_DURATION_MS, useCurrentToast } from "@/lib/toast";

const REGION_LABEL = defineMessage({
  id: "layout.toaster.label",
  defaultMessage: "Notifications",
  description: "The name of the region where toasts appear (screen readers).",
});

/**
 * The one toast region: shows the current toast (a new one replaces it), dismissed after 5000 ms.
 * Top centre of the screen at every width: dialogs keep their actions in a footer at the bottom (issue
 * 9: a bottom-right toast covered the AI assistant's Generate button), so toasts stay clear of them. The
 * toast itself is the page's one element with the status role, present only while a toast shows
 * (loading indicators use aria-live, so a toast is found by its role whatever else the page shows).
 */
export function Toaster() {
  const current = useCurrentToast();
  const t = useT();

  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(() => dismissToast(current.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [current]);

  return (
    <section
      aria-label={t(REGION_LABEL)}
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] mx-auto flex w-full max-w-[420px] flex-col p-4"
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
