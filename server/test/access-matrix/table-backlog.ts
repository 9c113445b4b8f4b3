import { eq } from "drizzle-orm";
import { backlogItems, projects } from "../../db/schema.ts";
import type { Entry } from "./entry.ts";
import { freshSprint, freshTask } from "./fresh.ts";
import { project } from "./roles.ts";
import type { World } from "./world.ts";

/** A new task of the world's project, planned into the world's sprint (straight in the table). */
async function freshPlannedTask(w: World): Promise<number> {
  const taskId = await freshTask(w);
  await w.t.database.db.insert(backlogItems).values({ sprintId: w.sprintId, taskId, planned: true });
  return taskId;
}

/** A new sprint in planning with one planned task, ready to start. */
async function freshSprintToStart(w: World): Promise<number> {
  const sprintId = await freshSprint(w);
  const [p] = await w.t.database.db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.sprintId, sprintId));
  const taskId = await freshTask(w, p!.id);
  await w.t.database.db.insert(backlogItems).values({ sprintId, taskId, planned: true });
  return sprintId;
}

/** Rows for the backlog and sprint planning (product rules §21): members read, the owner plans. */
export const backlogRows: Entry[] = [
  {
    route: "GET /api/sprints/:id/backlog",
    expect: project(200, 200),
    call: (w) => ({ params: { id: w.sprintId }, query: "priority=medium" }),
  },
  ...["PUT", "PATCH"].map(
    (m): Entry => ({
      route: `${m} /api/sprints/:id/backlog/rank`,
      expect: project(403, 204),
      call: (w) => ({ params: { id: w.sprintId }, body: { taskId: w.taskId, afterTaskId: null } }),
    }),
  ),
  {
    route: "PUT /api/sprints/:id/planned-tasks/:taskId",
    expect: project(403, 200),
    call: async (w) => ({ params: { id: w.sprintId, taskId: await freshTask(w) } }),
  },
  {
    route: "DELETE /api/sprints/:id/planned-tasks/:taskId",
    expect: project(403, 200),
    call: async (w) => ({ params: { id: w.sprintId, taskId: await freshPlannedTask(w) } }),
  },
  {
    route: "POST /api/sprints/:id/start",
    expect: project(403, 200),
    call: async (w) => ({ params: { id: await freshSprintToStart(w) } }),
  },
  {
    route: "GET /api/sprints/:id/commitment",
    expect: project(200, 200),
    call: (w) => ({ params: { id: w.sprintId } }),
  },
];
