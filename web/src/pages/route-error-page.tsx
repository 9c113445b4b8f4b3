import { TriangleAlert } from "lucide-react";
import { useRouteError } from "react-router";
import { Button } from "@/components/ui/button";

/** Shown when a page throws while rendering, instead of a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <TriangleAlert aria-hidden="true" className="size-12 text-destructive" />
      <h1 className="text-2xl font-bold tracking-tight">Something went wrong</h1>
      <p className="max-w-md text-muted-foreground">
        An unexpected error occurred. Reload the page to try again.
      </p>
      <Button onClick={() => window.location.reload()}>Reload page</Button>
    </main>
  );
}
