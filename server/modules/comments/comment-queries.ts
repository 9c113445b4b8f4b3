import { asc, eq, type SQL } from "drizzle-orm";
import type { Attachment, Comment } from "../../../contract/comments.ts";
import type { DbOrTx } from "../../db/client.ts";
import { comments, users } from "../../db/schema.ts";
import { notFound } from "../../platform/errors.ts";
import { presentPublicUser, publicUserColumns } from "../users/users.service.ts";

type Row = { comment: typeof comments.$inferSelect; user: Parameters<typeof presentPublicUser>[0] };

/** A comment row and its author as the API returns it, with no replies yet. */
export function presentComment(row: Row): Comment {
  const c = row.comment;
  return {
    id: c.id,
    taskId: c.taskId,
    userId: c.userId,
    parentId: c.parentId,
    content: c.content,
    attachments: Array.isArray(c.attachments) ? (c.attachments as Attachment[]) : [],
    user: presentPublicUser(row.user),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    replies: [],
  };
}

async function selectComments(db: DbOrTx, where: SQL): Promise<Row[]> {
  return db
    .select({ comment: comments, user: publicUserColumns })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(where)
    .orderBy(asc(comments.createdAt), asc(comments.id));
}

/** The task's top-level comments oldest first, each with its replies oldest first: one query. */
export async function listTaskComments(db: DbOrTx, taskId: number): Promise<Comment[]> {
  const rows = await selectComments(db, eq(comments.taskId, taskId));
  const top: Comment[] = [];
  const byId = new Map<number, Comment>();
  for (const row of rows) {
    if (row.comment.parentId !== null) continue;
    const comment = presentComment(row);
    top.push(comment);
    byId.set(comment.id, comment);
  }
  for (const row of rows) {
    if (row.comment.parentId === null) continue;
    byId.get(row.comment.parentId)?.replies.push(presentComment(row));
  }
  return top;
}

/** One comment with its author, and its replies when it is top-level. */
export async function loadComment(db: DbOrTx, commentId: number): Promise<Comment> {
  const [row] = await selectComments(db, eq(comments.id, commentId));
  if (!row) throw notFound("Comment");
  const comment = presentComment(row);
  if (comment.parentId === null) {
    const replies = await selectComments(db, eq(comments.parentId, commentId));
    comment.replies = replies.map(presentComment);
  }
  return comment;
}
