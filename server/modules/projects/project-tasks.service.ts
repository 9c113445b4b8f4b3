import { asc, eq, sql } from "drizzle-orm";
import { storyPointsFromText } from "../../../contract/common.ts";
import type { ProjectTableTask } from "../../../contract/projects.ts";
import type { DbOrTx } from "../../db/client.ts";
import { boards, comments, projects, taskChecklistItems, tasks, users } from "../../db/schema.ts";
import { projectVisibleTo } from "../../platform/access.ts";
import { presentOptionalUser } from "../users/users.service.ts";

type TaskRow = typeof tasks.$inferSelect;

/** The nullable assignee columns of a `left join users` on `tasks.assignedTo`. */
export const assigneeColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
};

/** SQL: the number of comments (replies included) of the task in the row. */
export const commentCount = sql<number>`(select count(*)::int from ${comments} where ${comments.taskId} = ${tasks.id})`;

/** SQL: the checklist items of the task in the row, done and in all. */
export const checklistCounts = {
  checklistDone: sql<number>`(select count(*)::int from ${taskChecklistItems} where ${taskChecklistItems.taskId} = ${tasks.id} and ${taskChecklistItems.done})`,
  checklistTotal: sql<number>`(select count(*)::int from ${taskChecklistItems} where ${taskChecklistItems.taskId} = ${tasks.id})`,
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A task row with its project id, assignee and comment count, in the tasks module's shape. */
export function presentTask(
  task: TaskRow,
  position: number,
  project: { id: number; key: string },
  assignee: Parameters<typeof presentOptionalUser>[0],
  comments: number,
  checklist: { checklistDone: number; checklistTotal: number } = { checklistDone: 0, checklistTotal: 0 },
  childCounts: ProjectTableTask["childCounts"] | null = null,
): ProjectTableTask {
  return {
    id: task.id,
    boardId: task.boardId,
    projectId: project.id,
    key: `${project.key}-${task.number}`,
    title: task.title,
    type: task.type as ProjectTableTask["type"],
    parentId: task.parentId,
    childCounts: childCounts ?? { total: 0, done: 0, points: 0, pointsDone: 0 },
    description: task.description,
    status: task.status,
    priority: task.priority,
    assignedTo: task.assignedTo,
    assignee: presentOptionalUser(assignee),
    dueDate: iso(task.dueDate),
    startDate: iso(task.startDate),
    progress: task.progress,
    position,
    tags: task.tags,
    completedAt: iso(task.completedAt),
    createdBy: task.createdBy,
    departmentId: task.departmentId,
    storyPoints: storyPointsFromText(task.storyPoints),
    commentCount: Number(comments),
    checklistDone: Number(checklist.checklistDone),
    checklistTotal: Number(checklist.checklistTotal),
    progressFromChecklist: task.progressFromChecklist,
    createdAt: task.createdAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
  };
}

/** Every task of every project the user may see, with assignees, in one query (the table view). */
export async function listVisibleProjectTasks(db: DbOrTx, userId: number): Promise<ProjectTableTask[]> {
  const rows = await db
    .select({
      task: tasks,
      // Whole boards are visible or not, so numbering the selected rows numbers each column.
      position: sql<number>`(row_number() over (partition by ${tasks.boardId}, ${tasks.status} order by ${tasks.rank}, ${tasks.id}) - 1)::int`,
      project: { id: projects.id, key: projects.key },
      assignee: assigneeColumns,
      commentCount,
      ...checklistCounts,
      childCounts: sql<ProjectTableTask["childCounts"] | null>`case when cc.parent_id is null then null else
        json_build_object('total', cc.child_total, 'done', cc.child_done, 'points', cc.child_points,
          'pointsDone', cc.child_points_done) end`,
    })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .leftJoin(users, eq(users.id, tasks.assignedTo))
    // The children of every parent, in one grouped pass (product rules §35).
    .leftJoin(
      sql`(select ch.parent_id, count(*)::int as child_total,
        (count(*) filter (where ch.completed_at is not null))::int as child_done,
        sum(coalesce(nullif(ch.story_points, '?')::int, 0))::int as child_points,
        coalesce(sum(coalesce(nullif(ch.story_points, '?')::int, 0)) filter (where ch.completed_at is not null), 0)::int
          as child_points_done
        from ${tasks} ch where ch.parent_id is not null group by ch.parent_id) cc`,
      sql`cc.parent_id = ${tasks.id}`,
    )
    .where(projectVisibleTo(userId, sql`${boards.projectId}`))
    .orderBy(asc(boards.projectId), asc(tasks.boardId), asc(tasks.rank), asc(tasks.id));
  return rows.map((r) =>
    presentTask(
      r.task,
      r.position,
      r.project,
      r.assignee,
      r.commentCount,
      r,
      typeof r.childCounts === "string" ? JSON.parse(r.childCounts) : r.childCounts,
    ),
  );
}
