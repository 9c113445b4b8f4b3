import { describe, expect, it } from "vitest";
import { progressText } from "./sprint-progress";

describe("progressText", () => {
  it("says done of total tasks, singular for one, and 'No tasks yet' for none", () => {
    expect(progressText({ done: 12, total: 30 })).toBe("12 of 30 tasks done");
    expect(progressText({ done: 0, total: 1 })).toBe("0 of 1 task done");
    expect(progressText({ done: 0, total: 0 })).toBe("No tasks yet");
  });
});
