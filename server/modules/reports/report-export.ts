import { desc, eq } from "drizzle-orm";
import { REPORT_CSV_COLUMNS, type ReportsQuery } from "../../../contract/reports.ts";
import type { DbOrTx } from "../../db/client.ts";
import { boards, projects, tasks, users } from "../../db/schema.ts";
import { toCsv } from "../../platform/csv.ts";
import { reportTaskWhere } from "./report-filters.ts";

/** The most rows one export holds. */
export const EXPORT_ROW_LIMIT = 50_000;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** First and last name, else the email; empty for an unassigned task. */
function assigneeName(row: { email: string | null; firstName: string | null; lastName: string | null }) {
  const full = [row.firstName, row.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return full || row.email || null;
}

/**
 * The filtered tasks visible to the user as CSV (product rules §11), newest first, with the columns of
 * REPORT_CSV_COLUMNS. One query.
 */
export async function exportReportCsv(
  db: DbOrTx,
  userId: number,
  filters: ReportsQuery,
  now: Date = new Date(),
): Promise<string> {
  const rows = await db
    .select({
      id: tasks.id,
      title: tasks.title,
      project: projects.name,
      status: tasks.status,
      priority: tasks.priority,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      dueDate: tasks.dueDate,
      createdAt: tasks.createdAt,
      completedAt: tasks.completedAt,
    })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .leftJoin(users, eq(users.id, tasks.assignedTo))
    .where(reportTaskWhere(userId, filters, now))
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .limit(EXPORT_ROW_LIMIT);
  return toCsv(
    REPORT_CSV_COLUMNS,
    rows.map((r) => [
      r.id,
      r.title,
      r.project,
      r.status,
      r.priority,
      assigneeName(r),
      iso(r.dueDate),
      iso(r.createdAt),
      iso(r.completedAt),
    ]),
  );
}

/** The download's file name, e.g. `tasks-report-2025-03-09.csv`. */
export function exportFileName(now: Date = new Date()): string {
  return `tasks-report-${now.toISOString().slice(0, 10)}.csv`;
}
