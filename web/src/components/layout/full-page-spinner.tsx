import { Spinner } from "@/components/ui/spinner";
import { useT } from "@/i18n";

/** Shown while the authentication state loads (product rules §13). */
export function FullPageSpinner() {
  const t = useT();
  return (
    <div aria-live="polite" aria-busy="true" className="flex min-h-dvh items-center justify-center">
      <Spinner className="size-8 text-primary" />
      <span className="sr-only">
        {t({ id: "layout.fullPageSpinner.loading", defaultMessage: "Loading" })}
      </span>
    </div>
  );
}
