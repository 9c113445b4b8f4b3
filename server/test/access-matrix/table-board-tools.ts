import { taskChecklistItems } from "../../db/schema.ts";
import type { Entry } from "./entry.ts";
import { freshTask } from "./fresh.ts";
import { project } from "./roles.ts";
import type { World } from "./world.ts";

/*
 * Rows for checklists, WIP limits and bulk actions (product rules §24): whoever may edit a task
 * may use its checklist and bulk-change it; only the project owner sets a WIP limit.
 */

/** A new checklist item on a fresh task of the world's project. */
async function freshItem(w: World): Promise<{ id: number; itemId: number }> {
  const id = await freshTask(w);
  const [row] = await w.t.database.db
    .insert(taskChecklistItems)
    .values({ taskId: id, text: `Item ${w.unique()}`, rank: "a0" })
    .returning({ id: taskChecklistItems.id });
  return { id, itemId: row!.id };
}

export const boardToolRows: Entry[] = [
  {
    route: "GET /api/tasks/:id/checklist",
    expect: project(200, 200),
    call: (w) => ({ params: { id: w.taskId } }),
  },
  {
    route: "POST /api/tasks/:id/checklist",
    expect: project(201, 201),
    call: async (w) => ({ params: { id: await freshTask(w) }, body: { text: "Matrix item" } }),
  },
  {
    route: "PATCH /api/tasks/:id/checklist/:itemId",
    expect: project(200, 200),
    call: async (w) => ({ params: await freshItem(w), body: { done: true } }),
  },
  {
    route: "PUT /api/tasks/:id/checklist/:itemId/position",
    expect: project(200, 200),
    call: async (w) => ({ params: await freshItem(w), body: { afterItemId: null } }),
  },
  {
    route: "DELETE /api/tasks/:id/checklist/:itemId",
    expect: project(204, 204),
    call: async (w) => ({ params: await freshItem(w) }),
  },
  {
    route: "PUT /api/boards/:boardId/columns/:status/wip-limit",
    expect: project(403, 200),
    call: (w) => ({ params: { boardId: w.boardId, status: "review" }, body: { wipLimit: 50 } }),
  },
  {
    route: "POST /api/tasks/bulk",
    expect: project(200, 200),
    call: async (w) => ({
      body: {
        taskIds: [await freshTask(w), await freshTask(w)],
        action: { type: "update", set: { priority: "low" } },
      },
    }),
  },
  {
    route: "POST /api/tasks/bulk",
    label: "bulk delete",
    expect: project(200, 200),
    call: async (w) => ({ body: { taskIds: [await freshTask(w)], action: { type: "delete" } } }),
  },
];
