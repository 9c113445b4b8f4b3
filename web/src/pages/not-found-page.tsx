import { FileQuestion } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n";
import { usePageTitle } from "@/lib/use-page-title";
import { cn } from "@/lib/utils";

/** Any unknown path, signed in (inside the shell) or out (`standalone`, a full page). */
export function NotFoundPage({ standalone = false }: { standalone?: boolean }) {
  const t = useT();
  const title = t({ id: "notFound.title", defaultMessage: "Page Not Found" });
  usePageTitle(title);
  const Wrapper = standalone ? "main" : "div";
  return (
    <Wrapper
      className={cn(
        "flex flex-col items-center justify-center gap-4 px-4 text-center",
        standalone ? "min-h-dvh" : "min-h-[60vh]",
      )}
    >
      <FileQuestion aria-hidden="true" className="size-14 text-muted-foreground" />
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="max-w-md text-muted-foreground">
        {t({
          id: "notFound.description",
          defaultMessage: "The page you're looking for doesn't exist or has been moved.",
        })}
      </p>
      <Button asChild>
        <Link to="/">{t({ id: "notFound.home", defaultMessage: "Go back home" })}</Link>
      </Button>
    </Wrapper>
  );
}
