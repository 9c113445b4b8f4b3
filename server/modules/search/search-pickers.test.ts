import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { firstBoardId, makeProject } from "../projects/projects.fixtures.ts";

/**
 * Product rules §26, §35, §36: the task pickers of the task dialog search through GET /api/search
 * with `kind=task`, `projectId` and `type`, and still find only what the reader may see.
 */

let t: TestApp;
let alice: TestUser;
let outsider: TestUser;
let shop: { id: number };
let blog: { id: number };
let secret: { id: number };

type Result = { kind: string; id: number; key?: string; title?: string; type?: string; projectId?: number };
const find = async (user: TestUser, query: string): Promise<Result[]> => {
  const res = await as(t.app, user).get(`/api/search?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().results;
};
const add = async (user: TestUser, projectId: number, body: Record<string, unknown>) =>
  (await as(t.app, user).post(`/api/boards/${await firstBoardId(t, projectId)}/tasks`, body)).json();

beforeAll(async () => {
  t = await buildTestApp();
  alice = await createUser(t, { firstName: "Alice", lastName: "Picker" });
  outsider = await createUser(t, { firstName: "Oscar", lastName: "Outsider" });
  shop = await makeProject(t, alice, { name: "Checkout shop", key: "SHP" });
  blog = await makeProject(t, alice, { name: "Checkout blog", key: "BLG" });
  secret = await makeProject(t, outsider, { name: "Checkout secret", key: "SCR" });
  await add(alice, shop.id, { title: "Checkout epic", type: "epic" });
  await add(alice, shop.id, { title: "Checkout button" });
  await add(alice, blog.id, { title: "Checkout post", type: "story" });
  await add(outsider, secret.id, { title: "Checkout hidden epic", type: "epic" });
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/search for the task pickers", () => {
  it("kind=task leaves projects, sprints, people and departments out", async () => {
    const all = await find(alice, "q=checkout");
    expect(all.some((r) => r.kind === "project")).toBe(true);
    const tasks = await find(alice, "q=checkout&kind=task");
    expect(tasks.map((r) => r.kind)).toEqual(["task", "task", "task"]);
    expect((await find(alice, "q=checkout&kind=project")).every((r) => r.kind === "project")).toBe(true);
  });

  it("projectId keeps that project's tasks, including by key, and nothing of a project one cannot see", async () => {
    const inShop = await find(alice, `q=checkout&projectId=${shop.id}`);
    expect(inShop.map((r) => r.title).sort()).toEqual(["Checkout button", "Checkout epic"]);
    expect(inShop.every((r) => r.projectId === shop.id)).toBe(true);
    expect(await find(alice, `q=BLG-1&projectId=${shop.id}`)).toEqual([]);
    expect((await find(alice, "q=BLG-1&kind=task"))[0]).toMatchObject({
      key: "BLG-1",
      title: "Checkout post",
    });
    expect(await find(alice, `q=checkout&projectId=${secret.id}`)).toEqual([]);
    expect(await find(alice, "q=SCR-1&kind=task")).toEqual([]);
  });

  it("type keeps the tasks of that type: epics for an epic picker", async () => {
    const epics = await find(alice, "q=checkout&type=epic");
    expect(epics.map((r) => [r.title, r.type])).toEqual([["Checkout epic", "epic"]]);
    expect(await find(alice, "q=SHP-2&type=epic")).toEqual([]);
    expect((await find(outsider, "q=checkout&type=epic")).map((r) => r.title)).toEqual([
      "Checkout hidden epic",
    ]);
  });

  it("refuses a bad kind, project or type with a clear 400", async () => {
    for (const [query, message] of [
      ["q=x&kind=epic", "Kind must be task, project, sprint, person or department"],
      ["q=x&projectId=abc", "projectId must be a project id"],
      ["q=x&projectId=0", "projectId must be a project id"],
      ["q=x&type=saga", "Type must be task, story, bug or epic"],
      // An empty or blank value is a bad value too, never 'all kinds'.
      ["q=x&kind=", "Kind must be task, project, sprint, person or department"],
      ["q=x&kind=%20", "Kind must be task, project, sprint, person or department"],
      ["q=x&kind=Task", "Kind must be task, project, sprint, person or department"],
      ["q=x&kind=task&kind=project", "Kind must be task, project, sprint, person or department"],
      ["q=x&projectId=", "projectId must be a project id"],
      ["q=x&type=", "Type must be task, story, bug or epic"],
    ] as const) {
      const res = await as(t.app, alice).get(`/api/search?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json()), query).toContain(message);
    }
  });
});
