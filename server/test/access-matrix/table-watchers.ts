import type { Entry } from "./entry.ts";
import { project } from "./roles.ts";

/*
 * Rows for watchers (product rules 'Watchers'): whoever may see a task may list its watchers and
 * watch or unwatch it; the watched-task list answers for a project the caller may see.
 */
export const watcherRows: Entry[] = [
  {
    route: "GET /api/tasks/:id/watchers",
    expect: project(200, 200),
    call: (w) => ({ params: { id: w.taskId } }),
  },
  {
    route: "PUT /api/tasks/:id/watch",
    expect: project(200, 200),
    call: (w) => ({ params: { id: w.taskId } }),
  },
  {
    route: "DELETE /api/tasks/:id/watch",
    expect: project(200, 200),
    call: (w) => ({ params: { id: w.taskId } }),
  },
  {
    route: "GET /api/user/watching",
    expect: project(200, 200),
    call: (w) => ({ query: `projectId=${w.projectId}` }),
  },
];
