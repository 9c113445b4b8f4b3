import { sql } from "drizzle-orm";
import { projects, tasks } from "./schema.ts";

/**
 * SQL: the task key of the row, `WEB-42` (product rules §26), for a query that joins the task's
 * project. Published for the modules that list tasks (my-tasks, projects, search).
 */
export const taskKeySql = sql<string>`(${projects.key} || '-' || ${tasks.number})`;
