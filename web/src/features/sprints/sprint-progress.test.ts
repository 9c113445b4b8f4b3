import { describe, expect, it } from "vitest";
import { pointsText, progressText } from "./sprint-progress";

describe("progressText", () => {
  it("says done of total tasks, singular for one, and 'No tasks yet' for none", () => {
    expect(progressText({ done: 12, total: 30 })).toBe("12 of 30 tasks done");
    expect(progressText({ done: 0, total: 1 })).toBe("0 of 1 task done");
    expect(progressText({ done: 0, total: 0 })).toBe("No tasks yet");
  });
});

describe("pointsText (product rules §19)", () => {
  it("says done of total points for an estimated sprint, nothing for one without estimates", () => {
    expect(pointsText({ donePoints: 8, totalPoints: 21, estimatedTasks: 4 })).toBe("8 of 21 points done");
    expect(pointsText({ donePoints: 0, totalPoints: 1, estimatedTasks: 1 })).toBe("0 of 1 point done");
    expect(pointsText({ donePoints: 0, totalPoints: 0, estimatedTasks: 2 })).toBe("0 of 0 points done");
    expect(pointsText({ donePoints: 0, totalPoints: 0, estimatedTasks: 0 })).toBeNull();
    expect(pointsText({})).toBeNull();
  });
});
