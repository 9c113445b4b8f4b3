import { describe, expect, it } from "vitest";
import { DEFAULT_PROJECT_SORT, filterProjects, nextSort, sortProjects } from "./project-filters";

const p = (name: string, status: string, updatedAt: string, description: string | null = null) => ({
  name,
  status,
  updatedAt,
  description,
});
const list = [
  p("beta", "active", "2025-01-02T00:00:00Z", "Payments"),
  p("Alpha", "paused", "2025-01-03T00:00:00Z"),
  p("gamma", "completed", "2025-01-01T00:00:00Z", "alpha release"),
];

describe("project filters", () => {
  it("matches name or description case-insensitively and folds on-hold aliases", () => {
    expect(filterProjects(list, "ALPHA", "all").map((x) => x.name)).toEqual(["Alpha", "gamma"]);
    expect(filterProjects(list, "", "on_hold").map((x) => x.name)).toEqual(["Alpha"]);
    expect(filterProjects(list, "pay", "active").map((x) => x.name)).toEqual(["beta"]);
  });

  it("toggles the active sort and starts another ascending", () => {
    expect(DEFAULT_PROJECT_SORT).toEqual({ key: "updated", direction: "desc" });
    expect(nextSort(DEFAULT_PROJECT_SORT, "updated")).toEqual({ key: "updated", direction: "asc" });
    expect(nextSort(DEFAULT_PROJECT_SORT, "name")).toEqual({ key: "name", direction: "asc" });
    expect(nextSort({ key: "name", direction: "asc" }, "name")).toEqual({ key: "name", direction: "desc" });
  });

  it("sorts by name ignoring case, or by update time", () => {
    expect(sortProjects(list, { key: "name", direction: "asc" }).map((x) => x.name)).toEqual([
      "Alpha",
      "beta",
      "gamma",
    ]);
    expect(sortProjects(list, DEFAULT_PROJECT_SORT).map((x) => x.name)).toEqual(["Alpha", "beta", "gamma"]);
    expect(sortProjects(list, { key: "updated", direction: "asc" }).map((x) => x.name)).toEqual([
      "gamma",
      "beta",
      "Alpha",
    ]);
  });
});
