import { Spinner } from "@/components/ui/spinner";

/** Shown while the authentication state loads (product rules §13). */
export function FullPageSpinner() {
  return (
    <div aria-live="polite" aria-busy="true" className="flex min-h-dvh items-center justify-center">
      <Spinner className="size-8 text-primary" />
      <span className="sr-only">Loading</span>
    </div>
  );
}
