import type { Entry } from "./entry.ts";
import { project } from "./roles.ts";

/*
 * Rows for epics and sub-tasks (product rules §35): whoever may see a task may list its children
 * and set or clear its parent; an outsider gets 404.
 */
export const hierarchyRows: Entry[] = [
  {
    route: "GET /api/tasks/:id/children",
    expect: project(200, 200),
    call: (w) => ({ params: { id: w.taskId } }),
  },
  {
    route: "PUT /api/tasks/:id/parent",
    expect: project(200, 200),
    call: (w) => ({ params: { id: w.taskId }, body: { parentId: null } }),
  },
];
