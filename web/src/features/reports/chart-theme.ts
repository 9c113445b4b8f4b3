import type { CSSProperties } from "react";

/**
 * Recharts' colours from the theme's CSS variables (index.css), so charts read in light and dark:
 * recharts' own defaults (#666 ticks, a white tooltip) are light-only.
 */
export const chartColors = {
  /** The measured series: open tasks, completed per sprint. */
  main: "var(--chart-1)",
  /** The ideal burndown line. */
  ideal: "var(--chart-ideal)",
  /** Scope-change markers and their labels. */
  scope: "var(--chart-scope)",
} as const;

/** Axis tick text. */
export const axisTick = { fontSize: 12, fill: "var(--muted-foreground)" } as const;
/** The grid's lines. */
export const gridStroke = "var(--border)";
/** The tooltip box and its text. */
export const tooltipStyle: CSSProperties = {
  background: "var(--popover)",
  borderColor: "var(--border)",
  color: "var(--popover-foreground)",
};
/** The legend's text. */
export const legendStyle: CSSProperties = { color: "var(--foreground)" };
