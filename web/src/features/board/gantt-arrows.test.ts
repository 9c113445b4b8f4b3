import { describe, expect, it } from "vitest";
import { arrowRoute } from "./gantt-route";

/** The corner points of an `M x,y H x V y ...` route. */
function points(d: string): [number, number][] {
  const out: [number, number][] = [];
  let x = 0;
  let y = 0;
  for (const [, cmd, rest] of d.matchAll(/([MHV])([^MHV]+)/g)) {
    if (cmd === "M") [x, y] = rest!.split(",").map(Number) as [number, number];
    if (cmd === "H") x = Number(rest);
    if (cmd === "V") y = Number(rest);
    out.push([x, y]);
  }
  return out;
}

describe("Gantt arrow routes (finish-to-start, right angles)", () => {
  it("leaves the blocker's end and reaches the dependent's start in straight segments", () => {
    const p = points(arrowRoute(100, 20, 200, 100, 40));
    expect(p[0]).toEqual([100, 20]);
    expect(p.at(-1)).toEqual([200, 100]);
    for (let i = 1; i < p.length; i++)
      expect(p[i]![0] === p[i - 1]![0] || p[i]![1] === p[i - 1]![1]).toBe(true);
  });

  it("turns back only along the border of the dependent's row, entering it from its start", () => {
    const p = points(arrowRoute(300, 20, 120, 100, 40));
    expect(p[0]).toEqual([300, 20]);
    expect(p.at(-1)).toEqual([120, 100]);
    // The leftward run lies on the row border (y 80), between bars, not through a row's middle.
    const back = p.findIndex((pt, i) => i > 0 && pt[0] < p[i - 1]![0]);
    expect(p[back]![1]).toBe(80);
    // The last segment runs rightwards into the bar's start.
    expect(p.at(-2)![0]).toBeLessThan(120);
    // Upwards too.
    expect(points(arrowRoute(300, 100, 120, 20, 40)).find((pt) => pt[0] === 112)![1]).toBe(40);
  });
});
