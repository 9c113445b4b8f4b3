import { asc, eq } from "drizzle-orm";
import { taskActivity } from "../../db/schema.ts";
import type { TestApp } from "../../test/app.ts";

/** Test helper: a task's history rows as stored, oldest first. */
export async function historyRows(t: Pick<TestApp, "database">, taskId: number) {
  return t.database.db
    .select()
    .from(taskActivity)
    .where(eq(taskActivity.taskId, taskId))
    .orderBy(asc(taskActivity.id));
}

/** Test helper: the newest history row of a task, or undefined. */
export async function lastHistoryRow(t: Pick<TestApp, "database">, taskId: number) {
  const rows = await historyRows(t, taskId);
  return rows[rows.length - 1];
}
