import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { storyPointsFromText } from "../../../contract/common.ts";
import { GENERIC_CSV_COLUMNS, type ProjectExport } from "../../../contract/imports.ts";
import type { Db } from "../../db/client.ts";
import {
  boards,
  comments,
  projects,
  taskActivity,
  taskChecklistItems,
  taskLinks,
  tasks,
  users,
} from "../../db/schema.ts";
import { loadVisibleProject } from "../../platform/access.ts";
import { toCsv } from "../../platform/csv.ts";
import { ownerColumns } from "../statuses/status-columns.ts";

/*
 * Export (product rules §30): a project as JSON (project, columns, tasks with checklists and
 * comments) or as the generic CSV plus `key`, which imports back. For anyone who sees the project
 * (others 404), and the links touching its tasks. Six statements whatever the number of tasks.
 */

const personName = (first: unknown, last: unknown) =>
  sql<string | null>`nullif(trim(coalesce(${first}, '') || ' ' || coalesce(${last}, '')), '')`;

/** The project's tasks in board order (columns in order, then rank), with checklists and comments. */
export async function exportProject(db: Db, userId: number, projectId: number): Promise<ProjectExport> {
  const project = await loadVisibleProject(db, userId, projectId);
  const boardIds = db.select({ id: boards.id }).from(boards).where(eq(boards.projectId, project.id));
  // A link's end outside the project is named by nothing (null): no key, title or project leaks.
  const endKey = (alias: string) =>
    sql.raw(
      `case when ${alias}b.project_id = ${project.id} then ${alias}p.key || '-' || ${alias}.number end`,
    );
  const [columns, rows, items, notes, history, links] = await Promise.all([
    ownerColumns(db, project.ownerId),
    db
      .select({
        task: tasks,
        email: users.email,
        name: personName(users.firstName, users.lastName),
      })
      .from(tasks)
      .leftJoin(users, eq(users.id, tasks.assignedTo))
      .where(inArray(tasks.boardId, boardIds))
      .orderBy(asc(tasks.rank), asc(tasks.id)),
    db
      .select({
        taskId: taskChecklistItems.taskId,
        text: taskChecklistItems.text,
        done: taskChecklistItems.done,
      })
      .from(taskChecklistItems)
      .innerJoin(tasks, eq(tasks.id, taskChecklistItems.taskId))
      .where(inArray(tasks.boardId, boardIds))
      .orderBy(asc(taskChecklistItems.rank), asc(taskChecklistItems.id)),
    db
      .select({
        taskId: comments.taskId,
        content: comments.content,
        createdAt: comments.createdAt,
        author: personName(users.firstName, users.lastName),
      })
      .from(comments)
      .innerJoin(tasks, eq(tasks.id, comments.taskId))
      .leftJoin(users, eq(users.id, comments.userId))
      .where(inArray(tasks.boardId, boardIds))
      .orderBy(asc(comments.createdAt), asc(comments.id)),
    db
      .select({
        taskId: taskActivity.taskId,
        at: taskActivity.at,
        kind: taskActivity.kind,
        via: taskActivity.via,
        changes: taskActivity.changes,
        actor: personName(users.firstName, users.lastName),
      })
      .from(taskActivity)
      .innerJoin(tasks, eq(tasks.id, taskActivity.taskId))
      .leftJoin(users, eq(users.id, taskActivity.actorId))
      .where(and(eq(taskActivity.projectId, project.id), inArray(tasks.boardId, boardIds)))
      .orderBy(asc(taskActivity.id)),
    db.execute<{
      type: "blocks" | "relates" | "duplicates";
      source: string | null;
      target: string | null;
    }>(sql`
      select l.type, ${endKey("s")} as source, ${endKey("t")} as target
      from ${taskLinks} l
      join ${tasks} s on s.id = l.source_task_id join ${boards} sb on sb.id = s.board_id
      join ${projects} sp on sp.id = sb.project_id
      join ${tasks} t on t.id = l.target_task_id join ${boards} tb on tb.id = t.board_id
      join ${projects} tp on tp.id = tb.project_id
      where sb.project_id = ${project.id} or tb.project_id = ${project.id}
      order by l.id`),
  ]);
  const order = new Map(columns.map((c, i) => [c.id, i]));
  const rank = (status: string) => order.get(status) ?? columns.length;
  const sorted = rows.slice().sort((a, b) => rank(a.task.status) - rank(b.task.status));
  const keyOf = new Map(rows.map(({ task }) => [task.id, `${project.key}-${task.number}`]));
  const group = <T extends { taskId: number }>(list: T[]) => {
    const map = new Map<number, T[]>();
    for (const item of list) map.set(item.taskId, [...(map.get(item.taskId) ?? []), item]);
    return map;
  };
  const checklists = group(items);
  const threads = group(notes);
  const histories = group(history);
  return {
    project: {
      name: project.name,
      key: project.key,
      description: project.description,
      status: project.status,
      createdAt: project.createdAt.toISOString(),
      updatedAt: project.updatedAt.toISOString(),
    },
    columns: columns.map((c) => ({ id: c.id, title: c.title })),
    tasks: sorted.map(({ task, email, name }) => ({
      key: `${project.key}-${task.number}`,
      title: task.title,
      type: task.type as ProjectExport["tasks"][number]["type"],
      parentKey: task.parentId === null ? null : (keyOf.get(task.parentId) ?? null),
      description: task.description,
      status: task.status,
      priority: task.priority,
      assignee: email,
      assigneeName: name ?? email,
      dueDate: task.dueDate?.toISOString() ?? null,
      startDate: task.startDate?.toISOString() ?? null,
      tags: task.tags,
      storyPoints: storyPointsFromText(task.storyPoints),
      checklist: (checklists.get(task.id) ?? []).map((i) => ({ text: i.text, done: i.done })),
      createdAt: task.createdAt.toISOString(),
      updatedAt: task.updatedAt.toISOString(),
      comments: (threads.get(task.id) ?? []).map((c) => ({
        author: c.author,
        content: c.content,
        createdAt: c.createdAt.toISOString(),
      })),
      history: (histories.get(task.id) ?? []).map((h) => ({
        at: h.at.toISOString(),
        kind: h.kind,
        actor: h.actor,
        via: h.via,
        changes: h.changes,
      })),
    })),
    links: links.rows.map((l) => ({ type: l.type, source: l.source, target: l.target })),
  };
}

/** The export as the generic CSV with `key` first: one row per task, the status by its column's title. */
export function exportCsv(data: ProjectExport): string {
  const titles = new Map(data.columns.map((c) => [c.id, c.title]));
  return toCsv(
    ["key", ...GENERIC_CSV_COLUMNS],
    data.tasks.map((t) => [
      t.key,
      t.title,
      t.description,
      titles.get(t.status) ?? t.status,
      t.priority,
      t.assignee,
      t.dueDate,
      t.tags.join("; "),
      t.storyPoints === null ? null : String(t.storyPoints),
      t.startDate,
    ]),
  );
}

/** The download's name: `<KEY>-<YYYY-MM-DD>.<ext>`. */
export function exportFileName(key: string, ext: "json" | "csv", now = new Date()): string {
  return `${key}-${now.toISOString().slice(0, 10)}.${ext}`;
}
