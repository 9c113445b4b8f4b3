import { describe, expect, it } from "vitest";
import { filterMyTasks, isPastDue } from "./my-task-filters";

const task = (title: string, extra: Partial<Parameters<typeof filterMyTasks>[0][number]> = {}) => ({
  title,
  description: null,
  status: "todo",
  priority: "medium",
  project: { name: "Website" },
  ...extra,
});

describe("filterMyTasks", () => {
  const tasks = [
    task("Write copy", { description: "Landing PAGE text" }),
    task("Fix bug", { status: "progress", priority: "high" }),
    task("Ship", { status: "done", project: { name: "Mobile App" } }),
  ];

  it("searches title, description and project name, ignoring case", () => {
    const titles = (search: string) =>
      filterMyTasks(tasks, { search, status: "all", priority: "all" }).map((t) => t.title);
    expect(titles("page")).toEqual(["Write copy"]);
    expect(titles("MOBILE")).toEqual(["Ship"]);
    expect(titles("fix")).toEqual(["Fix bug"]);
    expect(titles("  ")).toHaveLength(3);
  });

  it("filters by status (folding aliases) and priority", () => {
    expect(filterMyTasks(tasks, { search: "", status: "in_progress", priority: "all" })).toHaveLength(1);
    expect(filterMyTasks(tasks, { search: "", status: "all", priority: "high" })[0]!.title).toBe("Fix bug");
    expect(filterMyTasks(tasks, { search: "", status: "done", priority: "high" })).toEqual([]);
  });
});

describe("isPastDue", () => {
  it("is true before now unless done", () => {
    const now = new Date("2025-03-09T12:00:00Z");
    expect(isPastDue({ dueDate: "2025-03-08T00:00:00Z", status: "todo" }, now)).toBe(true);
    expect(isPastDue({ dueDate: "2025-03-08T00:00:00Z", status: "done" }, now)).toBe(false);
    expect(isPastDue({ dueDate: "2025-03-10T00:00:00Z", status: "todo" }, now)).toBe(false);
    expect(isPastDue({ dueDate: null, status: "todo" }, now)).toBe(false);
  });
});
