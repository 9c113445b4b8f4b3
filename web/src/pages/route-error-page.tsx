import { TriangleAlert } from "lucide-react";
import { useRouteError } from "react-router";
import { Button } from "@/components/ui/button";
import { COMMON, useT } from "@/i18n";

/** Shown when a page throws while rendering, instead of a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  const t = useT();
  console.error(error);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <TriangleAlert aria-hidden="true" className="size-12 text-destructive" />
      <h1 className="text-2xl font-bold tracking-tight">{t(COMMON.somethingWentWrong)}</h1>
      <p className="max-w-md text-muted-foreground">
        {t({
          id: "routeError.description",
          defaultMessage: "An unexpected error occurred. Reload the page to try again.",
        })}
      </p>
      <Button onClick={() => window.location.reload()}>
        {t({ id: "routeError.reload", defaultMessage: "Reload page" })}
      </Button>
    </main>
  );
}
