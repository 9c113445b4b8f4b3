import { sql } from "drizzle-orm";
import type { TaskType } from "../../../contract/tasks.ts";
import { ADVISORY_LOCKS } from "../../db/advisory-locks.ts";
import type { DbOrTx } from "../../db/client.ts";
import { boards, projects, tasks } from "../../db/schema.ts";
import { badRequest } from "../../platform/errors.ts";

/*
 * The rules of epics and sub-tasks (product rules §35): a parent is a task of the same project; an
 * epic has no parent; a task under an epic may hold sub-tasks; a sub-task (a child of a non-epic)
 * holds none. So three levels at most, and no cycles. Every change to the tree runs under the
 * project's hierarchy lock, taken before any board lock, so two requests cannot build a cycle.
 */

/** Serialises the hierarchy changes of one project until the transaction ends. Take it before `lockBoard`. */
export async function lockHierarchy(tx: DbOrTx, projectId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.taskHierarchy}, ${projectId})`);
}

/** A task reference as task history keeps it: `{id, key, title}`. */
export type TaskRef = { id: number; key: string; title: string };

/** The task as the rules see it: a new task has no id yet and no children. */
export type HierarchyNode = { id: number | null; type: TaskType | string; projectId: number };

/** The parent as the rules read it: its project, its type, and its own parent's id and type. */
async function loadParent(tx: DbOrTx, parentId: number) {
  const result = await tx.execute<{
    id: number;
    key: string;
    title: string;
    type: string;
    project_id: number;
    grand_id: number | null;
    grand_type: string | null;
  }>(sql`select t.id, p.key || '-' || t.number as key, t.title, t.type, b.project_id,
      g.id as grand_id, g.type as grand_type
    from ${tasks} t join ${boards} b on b.id = t.board_id join ${projects} p on p.id = b.project_id
    left join ${tasks} g on g.id = t.parent_id
    where t.id = ${parentId}`);
  return result.rows[0];
}

/** Whether the task has children, and whether any of them has children of its own. */
async function childShape(tx: DbOrTx, taskId: number) {
  const result = await tx.execute<{ children: number; grandchildren: number }>(sql`
    select count(*)::int as children,
      (select count(*)::int from ${tasks} g where g.parent_id in (select id from ${tasks} where parent_id = ${taskId}))
        as grandchildren
    from ${tasks} where parent_id = ${taskId}`);
  const row = result.rows[0];
  return { children: Number(row?.children ?? 0), grandchildren: Number(row?.grandchildren ?? 0) };
}

/**
 * Checks that `node` may sit under `parentId` (400 with the reason otherwise) and returns the
 * parent's reference for the history. Run under `lockHierarchy`.
 */
export async function assertParent(tx: DbOrTx, node: HierarchyNode, parentId: number): Promise<TaskRef> {
  if (node.id === parentId) throw badRequest("A task cannot be its own parent", "TASK_OWN_PARENT");
  const parent = await loadParent(tx, parentId);
  if (!parent || Number(parent.project_id) !== node.projectId)
    throw badRequest("The parent must be a task of the same project", "PARENT_OTHER_PROJECT");
  if (node.type === "epic") throw badRequest("An epic cannot have a parent", "EPIC_HAS_NO_PARENT");
  if (node.id !== null && parent.grand_id !== null && Number(parent.grand_id) === node.id)
    throw badRequest(`This would make a cycle: ${parent.key} is a sub-task of this task`);
  if (parent.type !== "epic") {
    // The task becomes a sub-task: its parent must not be one, and it must hold none.
    if (parent.grand_id !== null && parent.grand_type !== "epic")
      throw badRequest(`Three levels at most: ${parent.key} is already a sub-task`);
    if (node.id !== null && (await childShape(tx, node.id)).children > 0)
      throw badRequest(
        "Three levels at most: a task with sub-tasks cannot become a sub-task",
        "HIERARCHY_TOO_DEEP",
      );
  }
  return { id: Number(parent.id), key: parent.key, title: parent.title };
}

/**
 * Checks a change of type of a task (400 otherwise): an epic has no parent; a task that stops being
 * an epic turns its children into sub-tasks, so they must hold none. Run under `lockHierarchy`.
 */
export async function assertTypeChange(
  tx: DbOrTx,
  task: { id: number; type: string; parentId: number | null },
  type: TaskType,
): Promise<void> {
  if (type === task.type) return;
  if (type === "epic" && task.parentId !== null)
    throw badRequest("An epic cannot have a parent: make this task top-level first", "EPIC_MAKE_TOP_LEVEL");
  if (task.type === "epic" && (await childShape(tx, task.id)).grandchildren > 0)
    throw badRequest(
      "Three levels at most: this epic's children have sub-tasks of their own",
      "HIERARCHY_EPIC_TOO_DEEP",
    );
}

/** A task's reference `{id, key, title}` for history entries; null when it is gone. */
export async function taskRef(tx: DbOrTx, taskId: number | null): Promise<TaskRef | null> {
  if (taskId === null) return null;
  const result = await tx.execute<{ id: number; key: string; title: string }>(sql`
    select t.id, p.key || '-' || t.number as key, t.title
    from ${tasks} t join ${boards} b on b.id = t.board_id join ${projects} p on p.id = b.project_id
    where t.id = ${taskId}`);
  const row = result.rows[0];
  return row ? { id: Number(row.id), key: row.key, title: row.title } : null;
}
