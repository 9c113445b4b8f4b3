import { CreateTaskBody } from "../../../contract/tasks.ts";
import type { DbOrTx } from "../../db/client.ts";
import type { AppContext } from "../../platform/context.ts";
import { badRequest } from "../../platform/errors.ts";
import type { EventOrigin } from "../../platform/realtime.ts";
import { createTask } from "../tasks/tasks.service.ts";
import { sprintProjectBoard } from "./ceremony-access.ts";

/**
 * Creates a task from a ceremony (a standup blocker, a retro action item) on the first board of a
 * project of the sprint the user may see (400 otherwise), through the tasks service: its rules
 * (who may be assigned), notifications and board events apply as for any task. `claim` runs in the
 * task's transaction and marks the source as converted; it returns false when another request got
 * there first, and then no task is made (400 `taken`).
 */
export async function makeCeremonyTask(
  ctx: AppContext,
  userId: number,
  target: { sprintId: number; projectId: number; assignedTo?: number },
  text: { title: string; description: string },
  origin: EventOrigin,
  claim: { run: (tx: DbOrTx, taskId: number) => Promise<boolean>; taken: string },
): Promise<number> {
  const boardId = await sprintProjectBoard(ctx.db, userId, target.sprintId, target.projectId);
  const title = text.title.length > 255 ? `${text.title.slice(0, 254)}…` : text.title;
  const input = CreateTaskBody.parse({ title, description: text.description, assignedTo: target.assignedTo });
  const task = await createTask(ctx, userId, boardId, input, origin, async (tx, made) => {
    if (!(await claim.run(tx, made.id))) throw badRequest(claim.taken);
  });
  return task.id;
}
