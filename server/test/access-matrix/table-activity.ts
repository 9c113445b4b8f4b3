import type { Entry } from "./entry.ts";
import { project } from "./roles.ts";

/** Rows for task history (product rules §32): whoever may see the task or project reads its history. */
export const activityRows: Entry[] = [
  {
    route: "GET /api/tasks/:id/activity",
    expect: project(200, 200),
    call: (w) => ({ params: { id: w.taskId } }),
  },
  {
    route: "GET /api/projects/:id/activity",
    expect: project(200, 200),
    call: (w) => ({ params: { id: w.projectId } }),
  },
];
