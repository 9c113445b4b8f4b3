import { taskLinks } from "../../db/schema.ts";
import type { Entry } from "./entry.ts";
import { freshTask } from "./fresh.ts";
import { project } from "./roles.ts";
import type { World } from "./world.ts";

/*
 * Rows for links (product rules §36): whoever may see a task (and the other one) may link it, list
 * its links and remove them; a project's links are for whoever may see the project.
 */

/** A new 'relates' link between two fresh tasks of the world's project. */
async function freshLink(w: World): Promise<number> {
  const a = await freshTask(w);
  const b = await freshTask(w);
  const [row] = await w.t.database.db
    .insert(taskLinks)
    .values({ sourceTaskId: Math.min(a, b), targetTaskId: Math.max(a, b), type: "relates" })
    .returning({ id: taskLinks.id });
  return row!.id;
}

export const linkRows: Entry[] = [
  {
    route: "GET /api/tasks/:id/links",
    expect: project(200, 200),
    call: (w) => ({ params: { id: w.taskId } }),
  },
  {
    route: "POST /api/tasks/:id/links",
    expect: project(201, 201),
    call: async (w) => ({ params: { id: w.taskId }, body: { type: "relates", taskId: await freshTask(w) } }),
  },
  {
    route: "DELETE /api/task-links/:id",
    expect: project(204, 204),
    call: async (w) => ({ params: { id: await freshLink(w) } }),
  },
  {
    route: "GET /api/projects/:id/links",
    expect: project(200, 200),
    call: (w) => ({ params: { id: w.projectId } }),
  },
];
