import { describe, expect, it } from "vitest";
import { velocityBasisText } from "./velocity-text";

const sprint = (id: number, name: string | null) => ({ id, name, completed: 1, completedPoints: 1 });

describe("velocityBasisText (issue 20, item 12)", () => {
  it("names the sprints the average comes from", () => {
    expect(velocityBasisText([sprint(1, "S1")])).toBe("Average of the last 1 completed sprint: S1.");
    expect(velocityBasisText([sprint(2, "S2"), sprint(1, "S1")])).toBe(
      "Average of the last 2 completed sprints: S2, S1.",
    );
  });

  it("counts, without naming, the sprints the reader cannot open", () => {
    expect(velocityBasisText([sprint(3, "S3"), sprint(2, null), sprint(1, null)])).toBe(
      "Average of the last 3 completed sprints: S3, 2 sprints you cannot open.",
    );
    expect(velocityBasisText([sprint(1, null)])).toBe(
      "Average of the last 1 completed sprint: 1 sprint you cannot open.",
    );
  });

  it("says when there is nothing to compare with", () => {
    expect(velocityBasisText([])).toBe("No completed sprint yet to compare with.");
  });
});
