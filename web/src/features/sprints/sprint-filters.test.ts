import { describe, expect, it } from "vitest";
import { orderSprints } from "./sprint-filters";

describe("orderSprints", () => {
  it("puts active sprints first and keeps the server's order otherwise", () => {
    const sprints = [
      { id: 4, status: "planning" },
      { id: 3, status: "active" },
      { id: 2, status: "completed" },
      { id: 1, status: "active" },
    ];
    expect(orderSprints(sprints).map((s) => s.id)).toEqual([3, 1, 4, 2]);
    expect(sprints.map((s) => s.id)).toEqual([4, 3, 2, 1]);
  });
});
