import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { boardTasks, column, createBoard, createTask } from "../tasks/task-fixtures.ts";

let t: TestApp;
let user: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t);
  other = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

const statuses = async (u: TestUser) => (await as(t.app, u).get("/api/custom-statuses")).json();

describe("custom statuses: creating, validating and renaming", () => {
  it("start as the four undeletable defaults in board order", async () => {
    const fresh = await createUser(t);
    const list = await statuses(fresh);
    expect(list.map((s: any) => [s.name, s.value, s.color, s.isDefault])).toEqual([
      ["To Do", "todo", "gray", true],
      ["In Progress", "in_progress", "blue", true],
      ["Review", "review", "amber", true],
      ["Done", "done", "green", true],
    ]);
  });

  it("are created at the end with blue as the default colour, answering 201", async () => {
    const res = await as(t.app, user).post("/api/custom-statuses", { name: "  QA Check " });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: "QA Check",
      value: "qa_check",
      color: "blue",
      isDefault: false,
    });
    const list = await statuses(user);
    expect(list.at(-1).name).toBe("QA Check");
    expect(await statuses(other)).toHaveLength(4);
  });

  it.each([
    [{}, "Name is required"],
    [{ name: "   " }, "Name is required"],
    [{ name: "x".repeat(101) }, "Name must be at most 100 characters"],
    [
      { name: "ok", color: "teal" },
      "Color must be one of gray, blue, green, amber, red, purple, pink, indigo, cyan, orange",
    ],
  ])("reject %j with 400", async (body, message) => {
    const res = await as(t.app, user).post("/api/custom-statuses", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("refuse a name whose value the user already has with 409", async () => {
    for (const name of ["review", "In  progress", "To_Do"]) {
      const res = await as(t.app, user).post("/api/custom-statuses", { name, color: "red" });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("A status with this name already exists");
    }
    expect((await as(t.app, other).post("/api/custom-statuses", { name: "QA Check" })).statusCode).toBe(201);
  });

  it("change only the fields present", async () => {
    const created = (
      await as(t.app, user).post("/api/custom-statuses", { name: "Blocked", color: "red" })
    ).json();
    const res = await as(t.app, user).put(`/api/custom-statuses/${created.id}`, { color: "purple" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: "Blocked", color: "purple" });
    const bad = await as(t.app, user).put(`/api/custom-statuses/${created.id}`, { color: "beige" });
    expect(bad.statusCode).toBe(400);
  });

  it("move their tasks to the new value when renamed, in the user's own projects only", async () => {
    const created = (await as(t.app, user).post("/api/custom-statuses", { name: "Testing" })).json();
    const mine = await createBoard(t, user);
    const theirs = await createBoard(t, other, { members: [user] });
    await createTask(t, user, mine.boardId, { title: "existing", status: "verifying" });
    const a = await createTask(t, user, mine.boardId, { title: "a", status: "testing" });
    const b = await createTask(t, user, mine.boardId, { title: "b", status: "testing" });
    const foreign = await createTask(t, user, theirs.boardId, { title: "c", status: "testing" });
    const res = await as(t.app, user).put(`/api/custom-statuses/${created.id}`, { name: "Verifying" });
    expect(res.json()).toMatchObject({ name: "Verifying", value: "verifying" });
    const list = await boardTasks(t, user, mine.boardId);
    expect(column(list, "testing").ids).toEqual([]);
    const verifying = column(list, "verifying");
    expect(verifying.dense).toBe(true);
    expect(verifying.ids.slice(1)).toEqual([a.id, b.id]);
    expect((await as(t.app, user).get(`/api/tasks/${foreign.id}`)).json().status).toBe("testing");
  });
});

describe("custom statuses: defaults renamed, deleting, ownership and order", () => {
  it("renaming a default keeps it a default and moves its tasks", async () => {
    const fresh = await createUser(t);
    const b = await createBoard(t, fresh);
    const task = await createTask(t, fresh, b.boardId, { title: "x", status: "review" });
    const review = (await statuses(fresh)).find((s: any) => s.value === "review");
    const res = await as(t.app, fresh).put(`/api/custom-statuses/${review.id}`, { name: "Peer Review" });
    expect(res.json()).toMatchObject({ isDefault: true, value: "peer_review" });
    expect((await as(t.app, fresh).get(`/api/tasks/${task.id}`)).json().status).toBe("peer_review");
  });

  it("make the last column the completed state when there is no done column", async () => {
    const fresh = await createUser(t);
    const done = (await statuses(fresh)).find((s: any) => s.value === "done");
    await as(t.app, fresh).put(`/api/custom-statuses/${done.id}`, { name: "Shipped" });
    const b = await createBoard(t, fresh);
    const task = await createTask(t, fresh, b.boardId, { title: "x" });
    const moved = await as(t.app, fresh).put(`/api/tasks/${task.id}/position`, {
      status: "shipped",
      position: 0,
    });
    expect(moved.json().completedAt).not.toBeNull();
  });

  it("refuse deleting a default with 400 and delete others with 204", async () => {
    const list = await statuses(user);
    const res = await as(t.app, user).delete(`/api/custom-statuses/${list[0].id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Default statuses cannot be deleted");
    const extra = (await as(t.app, user).post("/api/custom-statuses", { name: "Temp" })).json();
    expect((await as(t.app, user).delete(`/api/custom-statuses/${extra.id}`)).statusCode).toBe(204);
    expect((await statuses(user)).some((s: any) => s.id === extra.id)).toBe(false);
  });

  it("belong to their user alone: others get 404", async () => {
    const mine = (await as(t.app, user).post("/api/custom-statuses", { name: "Private" })).json();
    expect((await as(t.app, other).put(`/api/custom-statuses/${mine.id}`, { color: "red" })).statusCode).toBe(
      404,
    );
    expect((await as(t.app, other).delete(`/api/custom-statuses/${mine.id}`)).statusCode).toBe(404);
    expect((await as(t.app, user).delete("/api/custom-statuses/99999999999")).statusCode).toBe(400);
    expect((await as(t.app, null).get("/api/custom-statuses")).statusCode).toBe(401);
  });

  it("are reordered by their owner with PUT /api/custom-statuses/order, which the board follows", async () => {
    const fresh = await createUser(t);
    const b = await createBoard(t, fresh);
    const ids = (await statuses(fresh)).map((s: any) => s.id);
    const order = [ids[1], ids[0], ids[3], ids[2]];
    const res = await as(t.app, fresh).put("/api/custom-statuses/order", { ids: order });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((s: any) => s.id)).toEqual(order);
    expect((await statuses(fresh)).map((s: any) => s.id)).toEqual(order);
    const boards = (await as(t.app, fresh).get(`/api/projects/${b.projectId}/boards`)).json();
    expect(boards[0].columns.map((c: any) => c.id)).toEqual(["in_progress", "todo", "done", "review"]);
  });

  it.each([
    ["a missing status", (ids: number[]) => ids.slice(1)],
    ["a repeated status", (ids: number[]) => [...ids.slice(1), ids[1]!]],
    ["someone else's status", (ids: number[], foreign: number) => [...ids.slice(1), foreign]],
  ])("refuse an order with %s (400)", async (_what, make) => {
    const fresh = await createUser(t);
    const ids = (await statuses(fresh)).map((s: any) => s.id);
    const foreign = (await statuses(other))[0].id;
    const res = await as(t.app, fresh).put("/api/custom-statuses/order", { ids: make(ids, foreign) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The order must list each of your statuses exactly once");
    expect((await statuses(fresh)).map((s: any) => s.id)).toEqual(ids);
  });

  it("refuse a malformed order with 400 and a signed-out one with 401", async () => {
    const bad = await as(t.app, user).put("/api/custom-statuses/order", { ids: "x" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("ids must be a list of status ids");
    expect((await as(t.app, null).put("/api/custom-statuses/order", { ids: [1] })).statusCode).toBe(401);
  });

  it("count the tasks of a status on the user's own boards before deleting it", async () => {
    const fresh = await createUser(t);
    const mine = await createBoard(t, fresh);
    const theirs = await createBoard(t, other, { members: [fresh] });
    const qa = (await as(t.app, fresh).post("/api/custom-statuses", { name: "QA" })).json();
    await createTask(t, fresh, mine.boardId, { title: "a", status: "qa" });
    await createTask(t, fresh, mine.boardId, { title: "b", status: "qa" });
    await createTask(t, fresh, theirs.boardId, { title: "c", status: "qa" });
    const res = await as(t.app, fresh).get(`/api/custom-statuses/${qa.id}/usage`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ taskCount: 2, projectCount: 1 });
    expect((await as(t.app, other).get(`/api/custom-statuses/${qa.id}/usage`)).statusCode).toBe(404);
  });
});
