import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findTaskKeys } from "../../../contract/task-keys.ts";
import { projects } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { addProjectMember, firstBoardId, makeProject } from "../projects/projects.fixtures.ts";

/** Product rules §26: project keys, task numbers and the task key in every task answer. */

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t);
  member = await createUser(t);
  outsider = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

const newTask = async (user: TestUser, boardId: number, title: string) => {
  const res = await as(t.app, user).post(`/api/boards/${boardId}/tasks`, { title });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; key: string };
};

describe("project keys", () => {
  it("derives a key from the name and makes it unique with a digit", async () => {
    const a = await makeProject(t, owner, { name: "Website Redesign" });
    const b = await makeProject(t, owner, { name: "Wild Rivers" });
    const c = await makeProject(t, owner, { name: "backend" });
    expect([a, b, c].map((p) => (p as unknown as { key: string }).key)).toEqual(["WR", "WR2", "BAC"]);
  });

  it("takes a chosen key, upper-cased; a taken or malformed one is refused and changes nothing", async () => {
    const p = await makeProject(t, owner, { name: "Chosen", key: "web" });
    expect((p as unknown as { key: string }).key).toBe("WEB");
    const taken = await as(t.app, owner).post("/api/projects", { name: "Again", key: "WEB" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("This project key is already taken");
    for (const key of ["W", "1AB", "TOOLONGX", "A-B"]) {
      const res = await as(t.app, owner).post("/api/projects", { name: `Bad ${key}`, key });
      expect(res.statusCode).toBe(400);
    }
    const names = await t.database.db
      .select({ name: projects.name })
      .from(projects)
      .where(eq(projects.name, "Again"));
    expect(names).toEqual([]);
  });

  it("lets the owner change the key, moving every task key with it; a member may not", async () => {
    const p = await makeProject(t, owner, { name: "Rename me", key: "REN" });
    await addProjectMember(t, p.id, member);
    const boardId = await firstBoardId(t, p.id);
    const task = await newTask(owner, boardId, "Keyed");
    expect(task.key).toBe("REN-1");
    const denied = await as(t.app, member).put(`/api/projects/${p.id}`, { key: "MEM" });
    expect(denied.statusCode).toBe(403);
    const res = await as(t.app, owner).put(`/api/projects/${p.id}`, { key: "new1" });
    expect(res.statusCode).toBe(200);
    expect(res.json().key).toBe("NEW1");
    const list = (await as(t.app, owner).get(`/api/boards/${boardId}/tasks`)).json();
    expect(list.map((x: { key: string }) => x.key)).toEqual(["NEW1-1"]);
    expect((await as(t.app, owner).put(`/api/projects/${p.id}`, { key: "WEB" })).statusCode).toBe(409);
  });
});

describe("task numbers", () => {
  it("numbers a project's tasks from 1 and never shares a number between concurrent creates", async () => {
    const p = await makeProject(t, owner, { name: "Race", key: "RACE" });
    const boardId = await firstBoardId(t, p.id);
    const created = await Promise.all(Array.from({ length: 12 }, (_, i) => newTask(owner, boardId, `T${i}`)));
    const numbers = created.map((c) => Number(c.key.split("-")[1])).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it("shows the key in the task, board, My Tasks and table answers alike", async () => {
    const p = await makeProject(t, owner, { name: "Shapes", key: "SHP" });
    const boardId = await firstBoardId(t, p.id);
    const task = await newTask(owner, boardId, "Shape");
    await as(t.app, owner).put(`/api/tasks/${task.id}`, { assignedTo: owner.id });
    expect((await as(t.app, owner).get(`/api/tasks/${task.id}`)).json().key).toBe("SHP-1");
    const mine = (await as(t.app, owner).get("/api/tasks/user")).json();
    expect(mine.find((x: { id: number }) => x.id === task.id).key).toBe("SHP-1");
    const table = (await as(t.app, owner).get(`/api/projects/tasks?projectId=${p.id}&limit=10`)).json();
    expect(table.map((x: { key: string }) => x.key)).toEqual(["SHP-1"]);
    const all = (await as(t.app, owner).get("/api/projects/tasks")).json();
    expect(all.find((x: { id: number }) => x.id === task.id).key).toBe("SHP-1");
  });
});

describe("GET /api/tasks/by-key/:key and /api/tasks/keys", () => {
  it("resolves a key, in any case, for a reader; an outsider gets 404 like a missing key", async () => {
    const p = await makeProject(t, owner, { name: "Lookup", key: "LOOK" });
    const task = await newTask(owner, await firstBoardId(t, p.id), "Find me");
    const res = await as(t.app, owner).get("/api/tasks/by-key/look-1");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: task.id, key: "LOOK-1", title: "Find me" });
    expect((await as(t.app, outsider).get("/api/tasks/by-key/LOOK-1")).statusCode).toBe(404);
    expect((await as(t.app, owner).get("/api/tasks/by-key/LOOK-99")).statusCode).toBe(404);
    const bad = await as(t.app, owner).get("/api/tasks/by-key/not-a-key");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
  });

  it("resolves the keys of a text in one call, leaving out unknown and invisible ones", async () => {
    const p = await makeProject(t, owner, { name: "Batch", key: "BAT" });
    const task = await newTask(owner, await firstBoardId(t, p.id), "Batched");
    const res = await as(t.app, owner).get("/api/tasks/keys?keys=BAT-1,bat-1,BAT-2,ZZZ-1");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ key: "BAT-1", id: task.id, projectId: p.id, title: "Batched" }]);
    expect((await as(t.app, outsider).get("/api/tasks/keys?keys=BAT-1")).json()).toEqual([]);
    expect((await as(t.app, owner).get("/api/tasks/keys?keys=")).statusCode).toBe(400);
    const many = Array.from({ length: 51 }, (_, i) => `BAT-${i + 1}`).join(",");
    expect((await as(t.app, owner).get(`/api/tasks/keys?keys=${many}`)).statusCode).toBe(400);
  });
});

describe("findTaskKeys", () => {
  it("finds upper-case keys between word boundaries only", () => {
    expect(findTaskKeys("See WEB-42, and (API-7). Not web-1, xWEB-2, WEB-3x or covid-19.")).toEqual([
      { start: 4, end: 10, key: "WEB-42" },
      { start: 17, end: 22, key: "API-7" },
    ]);
  });
});
