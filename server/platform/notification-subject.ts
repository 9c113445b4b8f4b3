import { and, eq } from "drizzle-orm";
import { notifications, tasks } from "../db/schema.ts";

/*
 * What a notification is about (its `relatedEntityType` and `relatedEntityId`), for every place that
 * shows one: the in-app feed (modules/notifications) and its email (modules/email), which therefore
 * need not import each other. Whether its recipient may still see it is an access rule
 * (access.ts, notificationSubjectVisible).
 */

/** The join that finds a task notification's project (for its link): the task, if it still exists, and its board. */
export const taskOfNotification = and(
  eq(notifications.relatedEntityType, "task"),
  eq(tasks.id, notifications.relatedEntityId),
);

/**
 * The app path a notification leads to (issue 9): its task on the project board, its project, its
 * department, or the team members page for an accepted invitation; null when there is none.
 */
export function notificationLink(
  n: Pick<typeof notifications.$inferSelect, "relatedEntityType" | "relatedEntityId">,
  taskProjectId: number | null,
): string | null {
  const id = n.relatedEntityId;
  switch (n.relatedEntityType) {
    case "task":
      return id != null && taskProjectId != null ? `/projects/${taskProjectId}?taskId=${id}` : null;
    case "project":
      return id != null ? `/projects/${id}` : null;
    case "team":
      return id != null ? `/teams/${id}` : null;
    case "user":
      return "/team-members";
    case "sprint":
      return id != null ? `/sprints/${id}/ceremonies` : null;
    case "chat":
      return id != null ? `/chat/${id}` : null;
    default:
      return null;
  }
}
