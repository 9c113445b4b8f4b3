import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { projectMembers, projects, sprints } from "../../db/schema.ts";
import type { AppContext } from "../../platform/context.ts";
import type { EventOrigin } from "../../platform/realtime.ts";

/** Who sees the sprint (product rules §5): its owner, and the owners and members of its projects. One query. */
async function sprintAudience(db: DbOrTx, sprintId: number): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    select ${sprints.ownerId} as id from ${sprints} where ${eq(sprints.id, sprintId)}
    union select ${projects.ownerId} from ${projects} where ${eq(projects.sprintId, sprintId)}
    union select ${projectMembers.userId} from ${projectMembers}
      join ${projects} on ${projects.id} = ${projectMembers.projectId}
      where ${eq(projects.sprintId, sprintId)}`);
  return result.rows.map((r) => Number(r.id)).slice(0, 1000);
}

/** Tells everyone who sees the sprint that its plan changed (after the commit). */
export async function publishBacklogChanged(ctx: AppContext, sprintId: number, origin: EventOrigin) {
  const userIds = await sprintAudience(ctx.db, sprintId);
  ctx.realtime.publish({ type: "sprints_backlog_changed", projectId: null, ...origin, userIds, sprintId });
}
