import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { comments, projectMembers } from "../../db/schema.ts";
import { type CommentSwitch, commentSettingsOf } from "../notification-settings/comment-settings.service.ts";
import { commentExcerpt, type NotificationText, notificationText } from "../notifications/messages.ts";
import { createNotifications, type NewNotification } from "../notifications/notify.ts";

type Candidate = NotificationText & { userId: number | null; setting: CommentSwitch };

/** What a new comment is about, for deciding who hears of it. */
export type CommentEvent = {
  task: { id: number; title: string; createdBy: number | null; assignedTo: number | null };
  project: { id: number; ownerId: number };
  /** The comment replied to, for a reply. */
  parent: { id: number; userId: number } | null;
  actor: { id: number; name: string };
  /** The new comment (its text is quoted, trimmed). */
  comment?: { id: number; content: string };
};

/**
 * Notifies the people a new comment concerns (product rules §9), each at most once, never the author,
 * and only people who can still see the project; each notice quotes the comment and is worded in
 * its reader's language when read (notifications/messages.ts). Candidates in order; a person gets the first kind
 * whose switch (notification_settings, on when no row) they left on:
 * 1. a reply, to the author of the comment replied to: `task_reply` if `repliedToUpdateWrote`;
 * 2. a reply, to the others who replied in that thread: `task_reply` if `repliedToThreadCommented`;
 * 3. any comment, to the task's creator: `task_message_reply` if `writeUpdateOnOwnItem`;
 * 4. any comment, to the task's assignee: `task_message_reply` if `writeUpdateOnSubscribedItem`.
 */
export async function notifyCommentPosted(tx: DbOrTx, event: CommentEvent): Promise<void> {
  const { task, parent, actor } = event;
  const quote = event.comment ? commentExcerpt(event.comment.id, event.comment.content) : null;
  const candidates: Candidate[] = [];
  if (parent) {
    candidates.push({
      userId: parent.userId,
      ...notificationText.replyToComment(actor.name, task.title, quote),
      setting: "repliedToUpdateWrote",
    });
    const repliers = await tx
      .selectDistinct({ userId: comments.userId })
      .from(comments)
      .where(eq(comments.parentId, parent.id));
    for (const { userId } of repliers) {
      candidates.push({
        userId,
        ...notificationText.replyInThread(actor.name, task.title, quote),
        setting: "repliedToThreadCommented",
      });
    }
  }
  candidates.push(
    {
      userId: task.createdBy,
      ...notificationText.commentOnOwnTask(actor.name, task.title, quote),
      setting: "writeUpdateOnOwnItem",
    },
    {
      userId: task.assignedTo,
      ...notificationText.commentOnAssignedTask(actor.name, task.title, quote),
      setting: "writeUpdateOnSubscribedItem",
    },
  );
  const ids = [...new Set(candidates.map((c) => c.userId))].filter(
    (id): id is number => id !== null && id !== actor.id,
  );
  if (ids.length === 0) return;
  const settingsOf = await commentSettingsOf(tx, ids);
  const visible = await projectPeople(tx, event.project, ids);
  const done = new Set<number>();
  const notes: NewNotification[] = [];
  for (const c of candidates) {
    if (c.userId === null || c.userId === actor.id || done.has(c.userId) || !visible.has(c.userId)) continue;
    if (settingsOf.get(c.userId)?.[c.setting] === false) continue;
    done.add(c.userId);
    notes.push({
      userId: c.userId,
      type: c.type,
      title: c.title,
      message: c.message,
      content: c.content,
      relatedEntityId: task.id,
      relatedEntityType: "task",
      actionUserId: actor.id,
    });
  }
  await createNotifications(tx, notes);
}

/** Of `ids`, the project's owner and members. */
async function projectPeople(tx: DbOrTx, project: { id: number; ownerId: number }, ids: number[]) {
  const rows = await tx
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, project.id), inArray(projectMembers.userId, ids)));
  const people = new Set(rows.map((r) => r.userId));
  if (ids.includes(project.ownerId)) people.add(project.ownerId);
  return people;
}
