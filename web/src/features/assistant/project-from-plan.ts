import type { GeneratedProject } from "@contract/assistant";
import type { CreateProjectInput } from "@contract/projects";
import { addDays } from "date-fns";
import type { PlanSelections } from "./plan-review";

/** The POST /api/projects body for the chosen tasks, each with its assignee and department (issue 9). */
export function projectFromPlan(
  generated: GeneratedProject,
  selections: PlanSelections,
  now = new Date(),
): CreateProjectInput {
  return {
    name: generated.originalRequest.projectName,
    description: generated.project.projectOverview,
    tasks: generated.project.tasks
      .map((task, index) => ({ task, index }))
      .filter(({ index }) => selections.selected.has(index))
      .map(({ task, index }) => {
        const assignee = selections.assignees[index];
        const department = selections.departments[index];
        return {
          title: task.title,
          description: task.successCriteria
            ? `${task.description}\n\nSuccess criteria: ${task.successCriteria}`.trim()
            : task.description,
          priority: task.priority,
          assignedTo: assignee && assignee !== "unassigned" ? Number(assignee) : null,
          departmentId: department && department !== "none" ? Number(department) : null,
          // The server schedules each task after the ones it depends on (dueInDays).
          dueDate: addDays(now, task.dueInDays ?? Math.max(1, Math.ceil(task.estimatedDays))).toISOString(),
        };
      }),
  };
}
