import { type SQL, sql } from "drizzle-orm";
import { backlogItems, boards, projects, sprintCommitments, tasks } from "../../db/schema.ts";
import { projectVisibleTo } from "../../platform/access.ts";

/*
 * A sprint's work (product rules §21): once the sprint has a plan (a task planned into it, or a
 * commitment), the tasks planned into it; before that, the tasks of the projects in it (§11). Every
 * figure of a sprint counts this set: its progress, burndown, review and velocity.
 */

/** SQL: the sprint `sprintId` has a plan (tasks planned into it or a commitment). */
function hasPlan(sprintId: SQL): SQL {
  return sql`(exists (select 1 from ${backlogItems} plan_item
      where plan_item.sprint_id = ${sprintId} and plan_item.planned)
    or exists (select 1 from ${sprintCommitments} plan_start where plan_start.sprint_id = ${sprintId}))`;
}

/**
 * SQL: a derived table `(sprint_id, task_id)` of every sprint's work; with `viewerId`, only tasks of
 * projects that user may see (without, the sprint's own figures: velocity). Use it aliased:
 * `join ${sprintWork(id)} work on work.sprint_id = ...`.
 */
export function sprintWork(viewerId: number | null): SQL {
  const visible = viewerId === null ? sql`true` : projectVisibleTo(viewerId, sql`work_board.project_id`);
  return sql`(
    select plan_row.sprint_id, plan_row.task_id
    from ${backlogItems} plan_row
    join ${tasks} work_task on work_task.id = plan_row.task_id
    join ${boards} work_board on work_board.id = work_task.board_id
    where plan_row.planned and ${visible}
    union all
    select work_project.sprint_id, work_task.id
    from ${tasks} work_task
    join ${boards} work_board on work_board.id = work_task.board_id
    join ${projects} work_project on work_project.id = work_board.project_id
    where work_project.sprint_id is not null and not ${hasPlan(sql`work_project.sprint_id`)} and ${visible}
  )`;
}

/** SQL condition on `tasks`: the task is part of the work of sprint `sprintId` (any viewer). */
export function inSprintWork(sprintId: number): SQL {
  return sql`${tasks.id} in (select sprint_work.task_id from ${sprintWork(null)} sprint_work
    where sprint_work.sprint_id = ${sprintId})`;
}
