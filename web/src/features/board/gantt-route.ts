/** Pixels an arrow runs straight out of a bar's end and into the next bar's start. */
const STUB_PX = 8;

/**
 * The orthogonal route of a finish-to-start arrow from (x1, y1), a blocker's end, to (x2, y2), a
 * dependent's start (pixels of the timeline). With room ahead: out, down (or up) to the dependent's
 * row, in. When the dependent starts before the blocker ends (a conflict), the path turns back along
 * the border between the two last rows, never across a bar, and enters the dependent from its start.
 */
export function arrowRoute(x1: number, y1: number, x2: number, y2: number, rowPx: number): string {
  const out = x1 + STUB_PX;
  if (x2 - STUB_PX >= out) return `M${x1},${y1} H${out} V${y2} H${x2}`;
  // The border of the dependent's row on the blocker's side: the gap between bars.
  const border = y2 > y1 ? y2 - rowPx / 2 : y2 + rowPx / 2;
  const into = x2 - STUB_PX;
  return `M${x1},${y1} H${out} V${border} H${into} V${y2} H${x2}`;
}
