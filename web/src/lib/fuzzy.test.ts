import { describe, expect, it } from "vitest";
import { fuzzyFilter, fuzzyScore } from "./fuzzy";

describe("fuzzyScore", () => {
  it("ranks a prefix over a substring over a scattered match, and refuses a miss", () => {
    const prefix = fuzzyScore("cal", "Calendar")!;
    const inside = fuzzyScore("end", "Calendar")!;
    const scattered = fuzzyScore("mytk", "Go to My Tasks")!;
    expect(prefix).toBeGreaterThan(inside);
    expect(inside).toBeGreaterThan(scattered);
    expect(scattered).toBeGreaterThan(0);
    expect(fuzzyScore("xyz", "Calendar")).toBeNull();
    expect(fuzzyScore("rdc", "Reports")).toBeNull();
  });

  it("filters and sorts, keeping the order of ties", () => {
    const items = ["Dashboard", "Projects", "Sprints", "Reports", "Profile"];
    expect(fuzzyFilter(items, "pro", (x) => x)).toEqual(["Projects", "Profile"]);
    expect(fuzzyFilter(items, "", (x) => x)).toEqual(items);
  });
});
