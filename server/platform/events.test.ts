import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBoard, createTask } from "../modules/tasks/task-fixtures.ts";
import { buildTestApp, type TestApp } from "../test/app.ts";
import { as, createUser, type TestUser } from "../test/factories.ts";
import type { DomainEvents } from "./domain-events.ts";
import type { EventName } from "./events.ts";

/*
 * The seam of issue 33: a listener added in a test (a fake automation, as a later issue's engine
 * will be) hears every kind of task write exactly once, inside the transaction or after the commit
 * as it asked, and nothing of a write that rolled back. No service knows it is there.
 */

const EVENTS: EventName[] = [
  "task.created",
  "task.changed",
  "task.deleted",
  "task.parent_changed",
  "task.member_unassigned",
];

type Heard = { phase: "in" | "after"; event: EventName; taskIds: number[]; inTx: boolean };

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let heard: Heard[] = [];

function taskIds(event: EventName, payload: DomainEvents[EventName]): number[] {
  const p = payload as Record<string, unknown>;
  if (event === "task.deleted") return (p.gone as { id: number }[]).map((x) => x.id);
  if (event === "task.member_unassigned") return (p.tasks as { id: number }[]).map((x) => x.id);
  if (event === "task.parent_changed") return [(p.task as { id: number }).id];
  return (p.items as { task: { id: number } }[]).map((i) => i.task.id);
}

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t);
  member = await createUser(t);
  for (const event of EVENTS) {
    t.events.on(event, {
      phase: "in-transaction",
      name: "fake automation (in)",
      run: async (payload, { tx }) => {
        // Inside the write's transaction: it can read what the write wrote, uncommitted.
        const probe = await tx.execute<{ in_tx: boolean }>(
          sql`select (pg_current_xact_id_if_assigned() is not null) as in_tx`,
        );
        heard.push({ phase: "in", event, taskIds: taskIds(event, payload), inTx: !!probe.rows[0]?.in_tx });
      },
    });
    t.events.on(event, {
      phase: "after-commit",
      name: "fake automation (after)",
      run: (payload) => {
        heard.push({ phase: "after", event, taskIds: taskIds(event, payload), inTx: false });
      },
    });
  }
});
afterAll(async () => {
  await t.close();
});

/** What the fake heard during `act`, in order. */
async function during(act: () => Promise<unknown>): Promise<Heard[]> {
  heard = [];
  await act();
  return heard;
}

const once = (event: EventName, ids: number[]) => [
  { phase: "in", event, taskIds: ids, inTx: true },
  { phase: "after", event, taskIds: ids, inTx: false },
];

describe("a listener added beside the services", () => {
  it("hears every kind of task write once, in the transaction and after the commit", async () => {
    const b = await createBoard(t, owner, { members: [member] });
    const api = as(t.app, owner);
    let parent = 0;
    expect(
      await during(async () => {
        parent = (await createTask(t, owner, b.boardId, { title: "Epic", type: "epic" })).id;
      }),
    ).toEqual(once("task.created", [parent]));
    let child = 0;
    expect(
      await during(async () => {
        child = (await createTask(t, owner, b.boardId, { title: "Child", parentId: parent })).id;
      }),
    ).toEqual(once("task.created", [child]));
    expect(
      await during(() => api.put(`/api/tasks/${child}`, { title: "Child, renamed", assignedTo: member.id })),
    ).toEqual(once("task.changed", [child]));
    expect(
      await during(() => api.put(`/api/tasks/${child}/position`, { status: "done", position: 0 })),
    ).toEqual(once("task.changed", [child]));
    expect(await during(() => api.put(`/api/tasks/${child}/parent`, { parentId: null }))).toEqual(
      once("task.parent_changed", [child]),
    );
    const other = (await createTask(t, owner, b.boardId, { title: "Other" })).id;
    const bulk = await during(() =>
      api.post("/api/tasks/bulk", {
        taskIds: [child, other],
        action: { type: "update", set: { priority: "high" } },
      }),
    );
    expect(bulk.map((h) => [h.phase, h.event, [...h.taskIds].sort()])).toEqual([
      ["in", "task.changed", [child, other].sort()],
      ["after", "task.changed", [child, other].sort()],
    ]);
    expect(await during(() => api.delete(`/api/tasks/${other}`))).toEqual(once("task.deleted", [other]));
    expect(await during(() => api.delete(`/api/projects/${b.projectId}/members/${member.id}`))).toEqual(
      once("task.member_unassigned", [child]),
    );
  });

  it("hears nothing after the commit of a write that rolled back", async () => {
    const b = await createBoard(t, owner);
    const api = as(t.app, owner);
    const task = (await createTask(t, owner, b.boardId, { title: "Kept" })).id;
    await api.put(`/api/boards/${b.boardId}/columns/review/wip-limit`, { wipLimit: 1 });
    await createTask(t, owner, b.boardId, { title: "In review", status: "review" });
    // A move into a full column: refused (409) after the history would have been written.
    const refused = await during(async () => {
      const res = await api.put(`/api/tasks/${task}/position`, { status: "review", position: 0 });
      expect(res.statusCode).toBe(409);
    });
    expect(refused.filter((h) => h.phase === "after")).toEqual([]);
    // A task under a parent that does not exist: refused before anything is written.
    const badCreate = await during(async () => {
      const res = await api.post(`/api/boards/${b.boardId}/tasks`, { title: "x", parentId: 999_999 });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    });
    expect(badCreate).toEqual([]);
    // A listener that throws inside the transaction undoes the write: nothing after the commit.
    const veto = t.events.on("task.changed", {
      phase: "in-transaction",
      name: "veto",
      run: () => {
        throw new Error("veto");
      },
    });
    const vetoed = await during(() => api.put(`/api/tasks/${task}`, { title: "Never" }));
    veto();
    expect(vetoed.map((h) => h.phase)).toEqual(["in"]);
    expect(((await api.get(`/api/tasks/${task}`)).json() as { title: string }).title).toBe("Kept");
  });
});
