import { eq, or } from "drizzle-orm";
import type { Attachment, Comment, CreateComment, UpdateComment } from "../../../contract/comments.ts";
import { comments } from "../../db/schema.ts";
import { assertCommentAuthor, loadVisibleComment, loadVisibleTask } from "../../platform/access.ts";
import type { AppContext } from "../../platform/context.ts";
import { badRequest } from "../../platform/errors.ts";
import type { EventOrigin } from "../../platform/realtime.ts";
import type { SessionUser } from "../../platform/sessions.ts";
import { recordTaskActivity, viaOf } from "../activity/record.ts";
import { lockTaskBoard } from "../tasks/task-positions.ts";
import { autoWatchComment, commentChanges, notifyWatchers } from "../watchers/watchers.service.ts";
import { enqueueWebhookEvent } from "../webhooks/outbox.ts";
import { deleteAttachmentFiles, storeAttachments } from "./comment-attachments.ts";
import { notifyCommentPosted } from "./comment-notifications.ts";
import { listTaskComments, loadComment } from "./comment-queries.ts";

const displayName = (u: Pick<SessionUser, "firstName" | "lastName" | "email">) =>
  [u.firstName, u.lastName].filter(Boolean).join(" ").trim() || u.email;

/** The comments of a task the user may see (404 otherwise): threads oldest first, replies inside. */
export async function listComments(ctx: AppContext, userId: number, taskId: number): Promise<Comment[]> {
  await loadVisibleTask(ctx.db, userId, taskId);
  return listTaskComments(ctx.db, taskId);
}

/**
 * Posts a comment on a task the user may see, or a reply to one of its top-level comments (400
 * otherwise); stores its attachment, notifies whom it concerns, then publishes `comment_created`.
 */
export async function createComment(
  ctx: AppContext,
  user: SessionUser,
  taskId: number,
  input: CreateComment,
  origin: EventOrigin,
): Promise<Comment> {
  const { comment, projectId } = await ctx.db.transaction(async (tx) => {
    const { task, project } = await loadVisibleTask(tx, user.id, taskId);
    let parent: { id: number; userId: number } | null = null;
    if (input.parentId != null) {
      const [row] = await tx
        .select({
          id: comments.id,
          userId: comments.userId,
          taskId: comments.taskId,
          parentId: comments.parentId,
        })
        .from(comments)
        .where(eq(comments.id, input.parentId))
        .limit(1);
      if (!row || row.taskId !== taskId)
        throw badRequest("The comment replied to is not on this task", "REPLY_OTHER_TASK");
      if (row.parentId !== null)
        throw badRequest(
          "Replies cannot be replied to; reply to the thread's first comment",
          "REPLY_TO_REPLY",
        );
      parent = { id: row.id, userId: row.userId };
    }
    const attachments = await storeAttachments(tx, input.attachments, {
      userId: user.id,
      projectId: project.id,
    });
    const now = new Date();
    // The insert's trigger bumps the board's version: take the board's lock first, like task writes.
    await lockTaskBoard(tx, taskId);
    const [row] = await tx
      .insert(comments)
      .values({
        taskId,
        userId: user.id,
        parentId: parent?.id ?? null,
        content: input.content,
        attachments,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: comments.id });
    await recordTaskActivity(tx, [
      {
        taskId,
        actorId: user.id,
        via: viaOf(origin),
        kind: "commented",
        changes: [
          { field: "comment", from: null, to: { id: row!.id, parentId: parent?.id ?? null } },
          ...(attachments.length > 0
            ? [{ field: "attachments" as const, from: null, to: attachments.map((a) => a.name) }]
            : []),
        ],
      },
    ]);
    await notifyCommentPosted(tx, {
      task,
      project,
      parent,
      actor: { id: user.id, name: displayName(user) },
      comment: { id: row!.id, content: input.content },
    });
    await autoWatchComment(tx, { taskId, project, authorId: user.id, content: input.content });
    await notifyWatchers(tx, {
      taskId,
      projectId: project.id,
      actorId: user.id,
      changes: commentChanges(row!.id, attachments, input.content),
    });
    const comment = await loadComment(tx, row!.id);
    await enqueueWebhookEvent(tx, project.id, "comment.created", { comment, task: { id: task.id } });
    return { comment, projectId: project.id };
  });
  ctx.realtime.publish({ type: "comment_created", projectId, ...origin, taskId, comment });
  return comment;
}

/** Changes a comment's text: its author only (403 for others who see it, 404 for those who don't). */
export async function updateComment(
  ctx: AppContext,
  userId: number,
  commentId: number,
  input: UpdateComment,
  origin: EventOrigin,
): Promise<Comment> {
  const { comment, projectId } = await ctx.db.transaction(async (tx) => {
    const { comment: seen, project } = await loadVisibleComment(tx, userId, commentId);
    assertCommentAuthor(seen, userId);
    await tx
      .update(comments)
      .set({ content: input.content, updatedAt: new Date() })
      .where(eq(comments.id, commentId));
    if (input.content !== seen.content) {
      // Who edited which comment and when; the text stays in the comment.
      const ref = { id: commentId, parentId: seen.parentId };
      await recordTaskActivity(tx, [
        {
          taskId: seen.taskId,
          actorId: userId,
          via: viaOf(origin),
          kind: "comment_edited",
          changes: [{ field: "comment", from: ref, to: ref }],
        },
      ]);
    }
    return { comment: await loadComment(tx, commentId), projectId: project.id };
  });
  ctx.realtime.publish({
    type: "comment_updated",
    projectId,
    ...origin,
    taskId: comment.taskId,
    comment,
  });
  return comment;
}

/** Deletes a comment, its replies and their stored files: its author only (403 / 404 as for edits). */
export async function deleteComment(
  ctx: AppContext,
  userId: number,
  commentId: number,
  origin: EventOrigin,
): Promise<void> {
  const { taskId, projectId, removedCount } = await ctx.db.transaction(async (tx) => {
    const { comment, project } = await loadVisibleComment(tx, userId, commentId);
    assertCommentAuthor(comment, userId);
    const doomed = await tx
      .select({ attachments: comments.attachments })
      .from(comments)
      .where(or(eq(comments.id, commentId), eq(comments.parentId, commentId)));
    await deleteAttachmentFiles(
      tx,
      doomed.flatMap((c) => (Array.isArray(c.attachments) ? (c.attachments as Attachment[]) : [])),
      project.id,
    );
    await lockTaskBoard(tx, comment.taskId);
    // Who deleted which comment and when, never its text.
    const names = doomed.flatMap((c) =>
      Array.isArray(c.attachments) ? (c.attachments as Attachment[]) : [],
    );
    await recordTaskActivity(tx, [
      {
        taskId: comment.taskId,
        actorId: userId,
        via: viaOf(origin),
        kind: "comment_deleted",
        changes: [
          {
            field: "comment",
            from: { id: commentId, parentId: comment.parentId, replies: doomed.length - 1 },
            to: null,
          },
          ...(names.length > 0
            ? [{ field: "attachments" as const, from: names.map((a) => a.name), to: null }]
            : []),
        ],
      },
    ]);
    // Replies go with their parent through the foreign key's ON DELETE CASCADE.
    await tx.delete(comments).where(eq(comments.id, commentId));
    return { taskId: comment.taskId, projectId: project.id, removedCount: doomed.length };
  });
  ctx.realtime.publish({ type: "comment_deleted", projectId, ...origin, taskId, commentId, removedCount });
}
