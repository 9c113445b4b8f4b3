import { describe, expect, it } from "vitest";
import { goalProgressText, goalsSummary } from "./goals";

describe("goal texts", () => {
  it("say how many linked tasks are done", () => {
    expect(goalProgressText({ progress: { done: 0, total: 0 } })).toBe("No linked tasks");
    expect(goalProgressText({ progress: { done: 1, total: 1 } })).toBe("1 of 1 linked task done");
    expect(goalProgressText({ progress: { done: 2, total: 3 } })).toBe("2 of 3 linked tasks done");
  });

  it("sum up a sprint's goals by outcome", () => {
    expect(goalsSummary([])).toBe("");
    expect(goalsSummary([{ outcome: "open" }])).toBe("0 of 1 goal met");
    expect(goalsSummary([{ outcome: "met" }, { outcome: "not_met" }, { outcome: "met" }])).toBe(
      "2 of 3 goals met",
    );
  });
});
