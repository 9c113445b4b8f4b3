import { describe, expect, it } from "vitest";
import { applyBoardChanges } from "./board-changes.ts";

const t = (id: number, status: string, position: number) => ({ id, status, position });

describe("applyBoardChanges", () => {
  const held = [t(1, "todo", 0), t(2, "todo", 1), t(3, "todo", 2), t(4, "done", 0), t(5, "done", 1)];

  it("places moved and new tasks at their positions and renumbers the rest in their old order", () => {
    // 3 moves to the top of done, 6 is new at the top of todo, 4 is deleted.
    const out = applyBoardChanges(held, [t(3, "done", 0), t(6, "todo", 0)], [4]);
    expect(out).toEqual([
      t(6, "todo", 0),
      t(1, "todo", 1),
      t(2, "todo", 2),
      t(3, "done", 0),
      t(5, "done", 1),
    ]);
  });

  it("orders the columns as asked, and keeps untouched tasks as they were", () => {
    const out = applyBoardChanges(held, [], [], ["done", "todo"])!;
    expect(out.map((x) => x.id)).toEqual([4, 5, 1, 2, 3]);
    expect(out[0]).toBe(held[3]);
  });

  it("returns null when a change cannot land at its position", () => {
    expect(applyBoardChanges(held, [t(9, "review", 3)], [])).toBeNull();
  });
});
