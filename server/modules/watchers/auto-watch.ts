import { and, eq, or, sql } from "drizzle-orm";
import { mentionName } from "../../../contract/chat.ts";
import type { Attachment } from "../../../contract/comments.ts";
import type { DbOrTx } from "../../db/client.ts";
import { projectMembers, taskWatchers, users } from "../../db/schema.ts";
import { commentExcerpt } from "../notifications/messages.ts";
import type { TaskChange } from "./watch-notices.ts";

/**
 * Makes `userIds` watch the tasks `taskIds` (product rules 'Watchers': the creator, a new assignee,
 * a commenter, the people a comment mentions), in the caller's transaction and one statement. Sticky:
 * someone with a row already (`watching = false` after they unwatched) is left as they are.
 */
export async function autoWatch(
  tx: DbOrTx,
  taskIds: number | readonly number[],
  userIds: readonly (number | null | undefined)[],
): Promise<void> {
  const tasks = [...new Set(typeof taskIds === "number" ? [taskIds] : taskIds)];
  const people = [...new Set(userIds.filter((id): id is number => id != null))];
  await autoWatchPairs(
    tx,
    tasks.flatMap((taskId) => people.map((userId) => ({ taskId, userId }))),
  );
}

/** As autoWatch, for (task, person) pairs: e.g. each new task's creator and its own assignee. */
export async function autoWatchPairs(
  tx: DbOrTx,
  pairs: readonly { taskId: number; userId: number | null | undefined }[],
): Promise<void> {
  const seen = new Set<string>();
  const rows: { taskId: number; userId: number }[] = [];
  for (const { taskId, userId } of pairs) {
    if (userId == null || seen.has(`${taskId}:${userId}`)) continue;
    seen.add(`${taskId}:${userId}`);
    rows.push({ taskId, userId });
  }
  if (rows.length === 0) return;
  await tx.insert(taskWatchers).values(rows).onConflictDoNothing();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The people of the project (owner and members, approved) that `content` mentions as `@First Last`
 * (or `@email` for someone without a name), as chat mentions are written (product rules §23).
 */
export async function mentionedPeople(
  tx: DbOrTx,
  project: { id: number; ownerId: number },
  content: string,
): Promise<number[]> {
  if (!content.includes("@")) return [];
  const people = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.isApproved, true),
        or(
          eq(users.id, project.ownerId),
          sql`${users.id} in (select ${projectMembers.userId} from ${projectMembers} where ${projectMembers.projectId} = ${project.id})`,
        ),
      ),
    );
  return people
    .filter((p) => new RegExp(`@${escapeRegExp(mentionName(p))}(?![\\p{L}\\p{N}_])`, "iu").test(content))
    .map((p) => p.id);
}

/** A new comment's watchers: its author and the project's people it mentions. */
export async function autoWatchComment(
  tx: DbOrTx,
  comment: { taskId: number; project: { id: number; ownerId: number }; authorId: number; content: string },
): Promise<void> {
  const mentioned = await mentionedPeople(tx, comment.project, comment.content);
  await autoWatch(tx, comment.taskId, [comment.authorId, ...mentioned]);
}

/** The changes of a task's row that watchers hear of: status, assignee and due date, when they differ. */
export function fieldChanges(
  before: { status: string; assignedTo: number | null; dueDate: Date | null },
  after: { status?: string; assignedTo?: number | null; dueDate?: Date | null },
): TaskChange["changes"] {
  const changes: { field: string; from: unknown; to: unknown }[] = [];
  if (after.status !== undefined && after.status !== before.status)
    changes.push({ field: "status", from: before.status, to: after.status });
  if (after.assignedTo !== undefined && after.assignedTo !== before.assignedTo)
    changes.push({ field: "assignedTo", from: before.assignedTo, to: after.assignedTo });
  const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
  if (after.dueDate !== undefined && iso(after.dueDate) !== iso(before.dueDate))
    changes.push({ field: "dueDate", from: iso(before.dueDate), to: iso(after.dueDate) });
  return changes;
}

/** A new comment's changes for its watchers: the comment (its id and excerpt), and each attachment by name. */
export function commentChanges(
  commentId: number,
  attachments: readonly Attachment[],
  text = "",
): TaskChange["changes"] {
  return [
    { field: "comment", from: null, to: commentExcerpt(commentId, text) },
    ...attachments.map((a) => ({ field: "attachment", from: null, to: a.name })),
  ];
}
