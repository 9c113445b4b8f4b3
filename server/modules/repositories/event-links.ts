import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  boards,
  type DeliveryNote,
  projects,
  repositoryBranches,
  repositoryCommits,
  repositoryConnections,
  repositoryPullRequests,
  tasks,
} from "../../db/schema.ts";
import type { InboundEvent } from "./providers.ts";
import { completedKeyNumbers, keyNumbers } from "./task-links.ts";

/*
 * What a delivery writes (product rules §34), in its transaction: the branches, commits and pull
 * requests it links to the connected project's tasks (by key), and the moves it asks for, which
 * inbound.service.ts makes after the commit.
 */

type ConnectionRow = typeof repositoryConnections.$inferSelect;

/** A move a delivery asks for: to the review column, the done column, or the completed column ('Fixes'). */
export type Move = { taskId: number; key: string; target: "review" | "done" | "complete" };

/**
 * Rows per statement: a statement carries at most 65,535 parameters in PostgreSQL's protocol, and an
 * oversized delivery must not reach that (a commit row has 7 columns).
 */
const BATCH = 5000;
const batches = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** The project's tasks with these numbers (one statement per 5,000 numbers). */
async function tasksNumbered(tx: DbOrTx, projectId: number, numbers: readonly number[]) {
  const found = [];
  for (const batch of batches(numbers, BATCH)) {
    found.push(
      ...(await tx
        .select({ id: tasks.id, number: tasks.number, status: tasks.status, completedAt: tasks.completedAt })
        .from(tasks)
        .innerJoin(boards, eq(boards.id, tasks.boardId))
        .where(and(eq(boards.projectId, projectId), inArray(tasks.number, batch)))),
    );
  }
  return found;
}

/** What an event did: its notes for the summary, the moves it asks for, the tasks whose badge changed. */
export type Applied = { notes: DeliveryNote[]; moves: Move[]; changed: number[] };

/** The summary's note of a list the delivery was read for only in part (none when read whole). */
const cut = (read: number, named: number, list: "commits" | "pullRequests"): DeliveryNote[] =>
  named > read ? [{ kind: "partlyRead", list, read, named }] : [];

/** Writes the links an event makes and decides the moves it asks for (in the delivery's transaction). */
export async function applyEvent(
  tx: DbOrTx,
  connection: ConnectionRow,
  event: Exclude<InboundEvent, { kind: "ignored" }>,
): Promise<Applied> {
  const [project] = await tx
    .select({ key: projects.key })
    .from(projects)
    .where(eq(projects.id, connection.projectId));
  const projectKey = project!.key;
  const keyOf = (n: number) => `${projectKey}-${n}`;
  let defaultBranch = connection.defaultBranch;
  if (event.kind !== "checks" && event.defaultBranch && event.defaultBranch !== defaultBranch) {
    defaultBranch = event.defaultBranch;
    await tx
      .update(repositoryConnections)
      .set({ defaultBranch })
      .where(eq(repositoryConnections.id, connection.id));
  }

  if (event.kind === "push") {
    if (event.branch === null) return { notes: [{ kind: "tagPushed" }], moves: [], changed: [] };
    if (event.deleted) {
      await tx
        .delete(repositoryBranches)
        .where(
          and(eq(repositoryBranches.connectionId, connection.id), eq(repositoryBranches.name, event.branch)),
        );
      return { notes: [{ kind: "branchDeleted", branch: event.branch }], moves: [], changed: [] };
    }
    const named = new Set(
      [
        keyNumbers(projectKey, [event.branch]),
        ...event.commits.map((c) => keyNumbers(projectKey, [c.message])),
      ].flat(),
    );
    const onDefault = defaultBranch !== null && event.branch === defaultBranch;
    const fixes = onDefault
      ? completedKeyNumbers(
          projectKey,
          event.commits.map((c) => c.message),
        )
      : [];
    const found = await tasksNumbered(tx, connection.projectId, [...new Set([...named, ...fixes])]);
    const byNumber = new Map(found.map((t) => [t.number, t]));
    const branchTasks = keyNumbers(projectKey, [event.branch]).flatMap((n) => byNumber.get(n) ?? []);
    const now = new Date();
    if (branchTasks.length > 0) {
      await tx
        .insert(repositoryBranches)
        .values(
          branchTasks.map((t) => ({
            taskId: t.id,
            connectionId: connection.id,
            name: event.branch!.slice(0, 255),
            url: event.branchUrl?.slice(0, 2000) ?? null,
            updatedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: [repositoryBranches.connectionId, repositoryBranches.name, repositoryBranches.taskId],
          set: { updatedAt: now, url: sql`excluded.url` },
        });
    }
    const commitRows = event.commits.flatMap((c) =>
      keyNumbers(projectKey, [c.message]).flatMap((n) => {
        const task = byNumber.get(n);
        if (!task) return [];
        return [
          {
            taskId: task.id,
            connectionId: connection.id,
            sha: c.sha.slice(0, 64),
            message: c.message.slice(0, 2000),
            author: c.author?.slice(0, 255) ?? null,
            url: c.url?.slice(0, 2000) ?? null,
            committedAt:
              c.committedAt && !Number.isNaN(Date.parse(c.committedAt)) ? new Date(c.committedAt) : null,
          },
        ];
      }),
    );
    for (const batch of batches(commitRows, BATCH / 5)) {
      await tx.insert(repositoryCommits).values(batch).onConflictDoNothing();
    }
    const moves = fixes.flatMap((n) => {
      const task = byNumber.get(n);
      return task ? [{ taskId: task.id, key: keyOf(n), target: "complete" as const }] : [];
    });
    return {
      notes: [
        { kind: "pushLinked", branches: branchTasks.length, commits: commitRows.length },
        ...cut(event.commits.length, event.commitCount, "commits"),
      ],
      moves,
      changed: [],
    };
  }

  if (event.kind === "pull_request") {
    const pr = event.pullRequest;
    const named = keyNumbers(projectKey, [pr.title, pr.body, pr.branch]);
    const fixes = event.action === "merged" ? completedKeyNumbers(projectKey, [pr.title, pr.body]) : [];
    const found = await tasksNumbered(tx, connection.projectId, [...new Set([...named, ...fixes])]);
    const now = new Date();
    const fields = {
      title: pr.title.slice(0, 500),
      url: pr.url?.slice(0, 2000) ?? null,
      state: pr.state,
      branch: pr.branch?.slice(0, 255) ?? null,
      headSha: pr.headSha?.slice(0, 64) ?? null,
      updatedAt: now,
    };
    // Tasks linked before keep their link (a title edited later does not unlink them).
    const updated = await tx
      .update(repositoryPullRequests)
      .set({
        ...fields,
        checks: sql`case when ${repositoryPullRequests.headSha} is distinct from ${fields.headSha}
          then '{}'::jsonb else ${repositoryPullRequests.checks} end`,
      })
      .where(
        and(
          eq(repositoryPullRequests.connectionId, connection.id),
          eq(repositoryPullRequests.number, pr.number),
        ),
      )
      .returning({ taskId: repositoryPullRequests.taskId });
    const linkedBefore = new Set(updated.map((r) => r.taskId));
    const fresh = found.filter((t) => named.includes(t.number) && !linkedBefore.has(t.id));
    if (fresh.length > 0) {
      await tx
        .insert(repositoryPullRequests)
        .values(
          fresh.map((t) => ({ taskId: t.id, connectionId: connection.id, number: pr.number, ...fields })),
        )
        .onConflictDoNothing();
    }
    const linkedIds = [...linkedBefore, ...fresh.map((t) => t.id)];
    const linkedTasks = await tx
      .select({ id: tasks.id, number: tasks.number, completedAt: tasks.completedAt })
      .from(tasks)
      .where(inArray(tasks.id, linkedIds.length > 0 ? linkedIds : [0]));
    let moves: Move[] = [];
    if (event.action === "opened" && pr.state === "open") {
      // A task already completed stays where it is: a pull request opened late does not reopen it.
      moves = linkedTasks
        .filter((t) => t.completedAt === null)
        .map((t) => ({ taskId: t.id, key: keyOf(t.number), target: "review" }));
    } else if (event.action === "merged") {
      moves = linkedTasks.map((t) => ({ taskId: t.id, key: keyOf(t.number), target: "done" as const }));
      for (const n of fixes) {
        const task = found.find((t) => t.number === n);
        if (!task) continue;
        moves = moves.filter((m) => m.taskId !== task.id);
        moves.push({ taskId: task.id, key: keyOf(n), target: "complete" });
      }
    }
    return {
      notes: [{ kind: "pullRequestLinked", number: pr.number, tasks: linkedIds.length }],
      moves,
      changed: linkedIds,
    };
  }

  // Checks: one status per check name, on the pull requests of the commit (or named by number).
  const conditions = [];
  if (event.headSha) conditions.push(eq(repositoryPullRequests.headSha, event.headSha));
  if (event.numbers.length > 0) conditions.push(inArray(repositoryPullRequests.number, event.numbers));
  if (conditions.length === 0) return { notes: [{ kind: "checksNoCommit" }], moves: [], changed: [] };
  const touched = await tx
    .update(repositoryPullRequests)
    .set({
      checks: sql`${repositoryPullRequests.checks} || jsonb_build_object(${event.name}::text, ${event.status}::text)`,
    })
    .where(
      and(
        eq(repositoryPullRequests.connectionId, connection.id),
        conditions.length === 1 ? conditions[0] : sql`(${conditions[0]} or ${conditions[1]})`,
      ),
    )
    .returning({ taskId: repositoryPullRequests.taskId });
  return {
    notes: [
      { kind: "checksUpdated", pullRequests: touched.length },
      ...cut(event.numbers.length, event.numberCount, "pullRequests"),
    ],
    moves: [],
    changed: [],
  };
}
