import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { boards, notifications, projects, tasks } from "../../db/schema.ts";
import { notificationSubjectVisible } from "../../platform/access.ts";
import { notificationLink, taskOfNotification } from "../notifications/notifications.service.ts";
import { taskKeySql } from "../tasks/task-keys.ts";
import { isEmailKind } from "./email-preferences.service.ts";
import type { MailLine } from "./mail-render.ts";

/** A notification with what its email needs, and whether it has been read in the app. */
export type LoadedLine = MailLine & { userId: number; isRead: boolean };

/**
 * The notifications `ids` as email lines, oldest first, with their task (key, title) and project as
 * they are now: one query. Left out: kinds nobody chooses email for, and what the recipient may no
 * longer see (removed from the project, the task deleted: product rules §33), checked as the email
 * is built.
 */
export async function loadMailLines(db: DbOrTx, ids: number[], appUrl: string): Promise<LoadedLine[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      n: notifications,
      taskId: tasks.id,
      taskTitle: tasks.title,
      taskKey: sql<string | null>`case when ${tasks.id} is null then null else ${taskKeySql} end`,
      taskProjectId: boards.projectId,
      projectId: projects.id,
      projectName: projects.name,
    })
    .from(notifications)
    .leftJoin(tasks, taskOfNotification)
    .leftJoin(boards, eq(boards.id, tasks.boardId))
    .leftJoin(
      projects,
      sql`${projects.id} = coalesce(${boards.projectId}, case when ${notifications.relatedEntityType} = 'project' then ${notifications.relatedEntityId} end)`,
    )
    .where(and(inArray(notifications.id, ids), notificationSubjectVisible()))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
  const base = appUrl.replace(/\/+$/, "");
  const lines: LoadedLine[] = [];
  for (const r of rows) {
    if (!isEmailKind(r.n.type)) continue;
    const path = notificationLink(r.n, r.taskProjectId);
    lines.push({
      id: r.n.id,
      userId: r.n.userId,
      isRead: r.n.isRead,
      kind: r.n.type,
      title: r.n.title,
      message: r.n.message,
      createdAt: r.n.createdAt,
      link: path ? `${base}${path}` : null,
      task:
        r.taskId !== null && r.taskKey !== null
          ? { id: r.taskId, key: r.taskKey, title: r.taskTitle ?? "" }
          : null,
      project: r.projectId !== null ? { id: r.projectId, name: r.projectName ?? "" } : null,
    });
  }
  return lines;
}

/** Drops repeats: the same kind, title and message about the same thing is said once. */
export function dedupeLines<T extends MailLine>(lines: T[]): T[] {
  const seen = new Set<string>();
  return lines.filter((l) => {
    const key = `${l.kind}\u0000${l.title}\u0000${l.message}\u0000${l.link ?? ""}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
