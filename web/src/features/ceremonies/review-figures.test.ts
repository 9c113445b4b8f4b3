import { describe, expect, it } from "vitest";
import { reviewTally } from "./review-figures";

describe("reviewTally (issue 20, item 19)", () => {
  it("says '1 task' and '1 pt' in the singular, and the plural otherwise", () => {
    expect(reviewTally({ tasks: 1, points: 1 })).toBe("1 task · 1 pt");
    expect(reviewTally({ tasks: 0, points: 0 })).toBe("0 tasks · 0 pts");
    expect(reviewTally({ tasks: 8, points: 21 })).toBe("8 tasks · 21 pts");
  });
});
