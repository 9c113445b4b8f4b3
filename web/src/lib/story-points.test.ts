import { describe, expect, it } from "vitest";
import {
  formatPoints,
  NO_ESTIMATE,
  pointsTotal,
  STORY_POINT_OPTIONS,
  storyPointsFromSelect,
  storyPointsToSelect,
} from "./story-points";

describe("story points on the screens (product rules §19)", () => {
  it("offers None, then 0, 1, 2, 3, 5, 8, 13, 21 and ?", () => {
    expect(STORY_POINT_OPTIONS.map((o) => o.value)).toEqual([
      NO_ESTIMATE,
      "0",
      "1",
      "2",
      "3",
      "5",
      "8",
      "13",
      "21",
      "?",
    ]);
  });

  it("turns the select's value into the API's and back", () => {
    expect(storyPointsFromSelect(NO_ESTIMATE)).toBeNull();
    expect(storyPointsFromSelect("0")).toBe(0);
    expect(storyPointsFromSelect("13")).toBe(13);
    expect(storyPointsFromSelect("?")).toBe("?");
    expect(storyPointsFromSelect("4")).toBeNull();
    expect(storyPointsFromSelect("")).toBeNull();
    expect(storyPointsToSelect(null)).toBe(NO_ESTIMATE);
    expect(storyPointsToSelect(undefined)).toBe(NO_ESTIMATE);
    expect(storyPointsToSelect(8)).toBe("8");
    expect(storyPointsToSelect("?")).toBe("?");
  });

  it("sums the numeric estimates only", () => {
    expect(
      pointsTotal([{ storyPoints: 5 }, { storyPoints: "?" }, { storyPoints: null }, { storyPoints: 0 }, {}]),
    ).toEqual({ points: 5, estimated: 2 });
    expect(formatPoints(1)).toBe("1 pt");
    expect(formatPoints(13)).toBe("13 pts");
  });
});
