import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n";
import { cn } from "@/lib/utils";

/** One column and its gap: how far the scroll buttons move the board. */
const COLUMN_STEP_PX = 336;

/**
 * The board's horizontal scroll container. When the columns do not fit it says so: faded edges on
 * the sides with hidden columns, a short hint and 'Scroll columns left/right' buttons. Swimlanes
 * share one (`stacked`), so their columns stay lined up and one scroll reaches Done in every lane.
 */
export function SidewaysScroller({
  columnCount,
  stacked = false,
  children,
}: {
  columnCount: number;
  /** The children are rows (swimlanes) stacked in the one scroll, each as wide as its columns. */
  stacked?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ overflows: false, left: false, right: false });
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the column count changes
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      // 'left' and 'right' are the start and end sides: right to left, scrollLeft runs from 0 down.
      const offset = Math.abs(el.scrollLeft);
      const overflows = el.scrollWidth > el.clientWidth + 1;
      const left = overflows && offset > 1;
      const right = overflows && offset + el.clientWidth < el.scrollWidth - 1;
      setEdges((prev) =>
        prev.overflows === overflows && prev.left === left && prev.right === right
          ? prev
          : { overflows, left, right },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    el.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener("scroll", measure);
    };
  }, [columnCount]);
  const scroll = (direction: 1 | -1) => {
    const el = ref.current;
    if (!el) return;
    const rtl = getComputedStyle(el).direction === "rtl";
    el.scrollBy({ left: direction * (rtl ? -1 : 1) * COLUMN_STEP_PX, behavior: "smooth" });
  };
  const t = useT();

  return (
    <div className="grid min-w-0 gap-2">
      {edges.overflows && (
        <div className="flex items-center justify-end gap-2 text-xs text-muted-foreground">
          <p data-testid="board-scroll-hint">
            {t({
              id: "board.scroll.hint",
              defaultMessage: "Not all columns fit: scroll sideways to see them.",
            })}
          </p>
          <Button
            variant="outline"
            size="icon"
            className="size-7"
            aria-label={t({ id: "board.scroll.left", defaultMessage: "Scroll columns left" })}
            disabled={!edges.left}
            onClick={() => scroll(-1)}
          >
            <ChevronLeftIcon aria-hidden="true" className="rtl:-scale-x-100" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            className="size-7"
            aria-label={t({ id: "board.scroll.right", defaultMessage: "Scroll columns right" })}
            disabled={!edges.right}
            onClick={() => scroll(1)}
          >
            <ChevronRightIcon aria-hidden="true" className="rtl:-scale-x-100" />
          </Button>
        </div>
      )}
      <div className="relative min-w-0">
        {/* Positioned, so visually hidden text in a column (sr-only) is clipped by it rather than
            widening the page; the scroll padding keeps a card scrolled into view clear of the fades. */}
        <div
          ref={ref}
          className={cn(
            "relative flex scroll-px-10 overflow-x-auto pb-4",
            stacked ? "flex-col items-start gap-6" : "gap-4",
          )}
          data-testid="kanban-board"
        >
          {children}
        </div>
        <div
          aria-hidden="true"
          className={cn(
            "pointer-events-none absolute inset-y-0 start-0 w-8 bg-gradient-to-r rtl:bg-gradient-to-l from-background to-transparent transition-opacity",
            edges.left ? "opacity-100" : "opacity-0",
          )}
        />
        <div
          aria-hidden="true"
          className={cn(
            "pointer-events-none absolute inset-y-0 end-0 w-8 bg-gradient-to-l rtl:bg-gradient-to-r from-background to-transparent transition-opacity",
            edges.right ? "opacity-100" : "opacity-0",
          )}
        />
      </div>
    </div>
  );
}
