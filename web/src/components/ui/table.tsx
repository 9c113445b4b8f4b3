import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/**
 * A data table (shadcn style); put it in a scrolling box (overflow-x-auto) when it may be wider than
 * the screen. No word breaks inside in a cell (the page's `overflow-wrap: anywhere` would let a
 * column shrink to a letter a line): a column is as wide as its longest word, and headers keep to one
 * line, so a table wider than its box scrolls sideways instead.
 */
export function Table({ className, ...props }: ComponentProps<"table">) {
  return <table data-slot="table" className={cn("w-full caption-bottom text-sm", className)} {...props} />;
}

/** The header row group. */
export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return (
    <thead data-slot="table-header" className={cn("text-left text-muted-foreground", className)} {...props} />
  );
}

/** The body row group. */
export function TableBody(props: ComponentProps<"tbody">) {
  return <tbody data-slot="table-body" {...props} />;
}

/** One row; a clickable row adds its own hover and focus styles. */
export function TableRow(props: ComponentProps<"tr">) {
  return <tr data-slot="table-row" {...props} />;
}

/** A column header (scope col unless told otherwise). */
export function TableHead({ className, scope = "col", ...props }: ComponentProps<"th">) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      className={cn("px-4 py-3 text-left font-medium whitespace-nowrap", className)}
      {...props}
    />
  );
}

/** A data cell. */
export function TableCell({ className, ...props }: ComponentProps<"td">) {
  return <td data-slot="table-cell" className={cn("px-4 py-3 wrap-break-word", className)} {...props} />;
}

/** The table's caption (give it sr-only when the heading around it already says it). */
export function TableCaption({ className, ...props }: ComponentProps<"caption">) {
  return (
    <caption
      data-slot="table-caption"
      className={cn("mt-4 text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}
