import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { boards, notifications, projects, taskChangeNotices, tasks, users } from "../../db/schema.ts";
import { taskKeySql } from "../../db/task-key-sql.ts";
import { notificationSubjectVisible } from "../../platform/access.ts";
import { notificationLink, taskOfNotification } from "../../platform/notification-subject.ts";
import { isEmailKind } from "../notification-settings/email-preferences.service.ts";
import { ownerColumnsSql } from "../statuses/status-columns.ts";
import { actOfNotificationSql, loadEvents } from "./mail-events.ts";
import type { MailLine } from "./mail-render.ts";

/** A notification with what its email needs, and whether it has been read in the app. */
export type LoadedLine = MailLine & { userId: number; isRead: boolean };

const actor = alias(users, "actor");

/**
 * The notifications `ids` as email lines, oldest first, with their task (key, title) and project as
 * they are now, and what happened (mail-events.ts): three queries at most. Left out: kinds nobody
 * chooses email for, and what the recipient may no longer see (removed from the project, the task
 * deleted: product rules §33), checked as the email is built.
 */
export async function loadMailLines(db: DbOrTx, ids: number[], appUrl: string): Promise<LoadedLine[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      n: notifications,
      taskId: tasks.id,
      taskTitle: tasks.title,
      taskKey: sql<string | null>`case when ${tasks.id} is null then null else ${taskKeySql} end`,
      taskDue: tasks.dueDate,
      taskProjectId: boards.projectId,
      projectId: projects.id,
      projectName: projects.name,
      columns: sql<{ name: string; color: string }[] | null>`case when ${tasks.id} is null then null
        else ${ownerColumnsSql(projects.ownerId)} end`,
      actorFirst: actor.firstName,
      actorLast: actor.lastName,
      actorEmail: actor.email,
      watched: taskChangeNotices.changes,
      act: actOfNotificationSql(),
    })
    .from(notifications)
    .leftJoin(tasks, taskOfNotification)
    .leftJoin(boards, eq(boards.id, tasks.boardId))
    .leftJoin(
      projects,
      sql`${projects.id} = coalesce(${boards.projectId}, case when ${notifications.relatedEntityType} = 'project' then ${notifications.relatedEntityId} end)`,
    )
    .leftJoin(actor, eq(actor.id, notifications.actionUserId))
    .leftJoin(taskChangeNotices, eq(taskChangeNotices.notificationId, notifications.id))
    .where(and(inArray(notifications.id, ids), notificationSubjectVisible()))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
  const mailable = rows.filter((r) => isEmailKind(r.n.type));
  const events = await loadEvents(
    db,
    mailable.map((r) => ({
      type: r.n.type,
      isTask: r.taskId !== null,
      actor:
        r.actorEmail === null
          ? null
          : { firstName: r.actorFirst, lastName: r.actorLast, email: r.actorEmail },
      watched: r.watched,
      act: r.act,
      columns: r.columns,
      dueDate: r.taskDue,
    })),
  );
  const base = appUrl.replace(/\/+$/, "");
  return mailable.map((r, i) => {
    const path = notificationLink(r.n, r.taskProjectId);
    return {
      id: r.n.id,
      userId: r.n.userId,
      isRead: r.n.isRead,
      kind: r.n.type as LoadedLine["kind"],
      title: r.n.title,
      message: r.n.message,
      createdAt: r.n.createdAt,
      link: path ? `${base}${path}` : null,
      task:
        r.taskId !== null && r.taskKey !== null
          ? { id: r.taskId, key: r.taskKey, title: r.taskTitle ?? "" }
          : null,
      project: r.projectId !== null ? { id: r.projectId, name: r.projectName ?? "" } : null,
      event: events[i] ?? null,
    };
  });
}

/** Drops repeats: the same kind, words and event about the same thing is said once. */
export function dedupeLines<T extends MailLine>(lines: T[]): T[] {
  const seen = new Set<string>();
  return lines.filter((l) => {
    const key = `${l.kind}\u0000${l.title}\u0000${l.message}\u0000${l.link ?? ""}\u0000${JSON.stringify(l.event)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
