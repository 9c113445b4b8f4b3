import type { GeneratedProject } from "@contract/assistant";
import { describe, expect, it } from "vitest";
import { projectFromPlan } from "./project-from-plan";

const task = (title: string) => ({
  title,
  description: `${title} description`,
  priority: "medium" as const,
  estimatedDays: 2,
  recommendedDepartment: "Design",
  successCriteria: "",
  dependencies: [],
});

const generated = {
  project: {
    projectOverview: "Overview",
    objectives: [],
    timeline: { totalDuration: "1 week", phases: [] },
    tasks: [task("A"), task("B"), task("C")],
  },
  originalRequest: { projectName: "Plan" },
} as unknown as GeneratedProject;

describe("projectFromPlan", () => {
  it("sends the chosen department of each selected task, null for 'No Department' or none", () => {
    const body = projectFromPlan(
      generated,
      {
        selected: new Set([0, 1, 2]),
        assignees: {},
        departments: { 0: "7", 1: "none" },
      },
      new Date("2030-01-01T00:00:00Z"),
    );
    expect(body.tasks?.map((t) => [t.title, t.departmentId])).toEqual([
      ["A", 7],
      ["B", null],
      ["C", null],
    ]);
  });

  it("leaves out deselected tasks with their department", () => {
    const body = projectFromPlan(generated, {
      selected: new Set([1]),
      assignees: {},
      departments: { 0: "7", 1: "9" },
    });
    expect(body.tasks?.map((t) => [t.title, t.departmentId])).toEqual([["B", 9]]);
  });
});
