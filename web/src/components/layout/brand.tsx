import { KanbanSquare } from "lucide-react";
import { Link } from "react-router";
import { cn } from "@/lib/utils";

/** The product name. */
export const PRODUCT_NAME = "Sprintboard";

/** Logo and product name, linking home. */
export function Brand({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn(
        "inline-flex shrink-0 items-center gap-2 whitespace-nowrap rounded-md text-lg font-bold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className,
      )}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <KanbanSquare aria-hidden="true" className="size-5" />
      </span>
      {PRODUCT_NAME}
    </Link>
  );
}
