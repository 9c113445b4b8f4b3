import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** A bordered surface grouping related content. */
export function Card({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn(
        "flex flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

/** The top of a card: title, description. */
export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 px-6", className)} {...props} />;
}

/** A card's title text (wrap a heading inside when the page outline needs one). */
export function CardTitle({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("leading-none font-semibold", className)} {...props} />;
}

/** Secondary text under a card title. */
export function CardDescription({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

/** A card's main content. */
export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("px-6", className)} {...props} />;
}

/** A card's bottom row, usually actions. */
export function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex items-center px-6", className)} {...props} />;
}

/** A list tile's box (sprint, project and department cards), grid or list layout added by the caller. */
export const cardTileClassName = "flex rounded-xl border bg-card p-5 shadow-sm";

/** A tile that is one link: the tile's box, a lifted shadow on hover and the focus ring (`group` for hover text). */
export const cardLinkClassName = cn(
  "group outline-none transition-shadow hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50",
  cardTileClassName,
);
