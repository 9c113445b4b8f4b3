import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Task } from "../../../contract/tasks.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

describe("a Jira CSV with epics and sub-tasks (product rules §35)", () => {
  it("reads Issue Type and links children to parents of the same file by key or id", async () => {
    const res = await as(t.app, owner).post("/api/imports", {
      format: "jira",
      content: fixture("jira-hierarchy.csv"),
      target: { newProject: { name: "Shop", key: "SHP" } },
    });
    expect(res.statusCode).toBe(201);
    const { projectId } = res.json();
    const boards = (await as(t.app, owner).get(`/api/projects/${projectId}/boards`)).json();
    const list = (await as(t.app, owner).get(`/api/boards/${boards[0].id}/tasks`)).json() as Task[];
    const by = (title: string) => list.find((x) => x.title === title)!;
    expect(by("Checkout revamp")).toMatchObject({ type: "epic", parentId: null });
    expect(by("Pay with cards")).toMatchObject({ type: "story", parentId: by("Checkout revamp").id });
    expect(by("Pay with vouchers").parentId).toBe(by("Checkout revamp").id);
    expect(by("Card form")).toMatchObject({ type: "task", parentId: by("Pay with cards").id });
    expect(by("Card errors").parentId).toBe(by("Pay with cards").id);
    expect(by("Broken total")).toMatchObject({ type: "bug", parentId: null });
    // A parent outside the file, and an epic under an epic, are left out: top-level tasks.
    expect(by("Orphan sub-task").parentId).toBeNull();
    expect(by("Nested epic")).toMatchObject({ type: "epic", parentId: null });
    expect(by("Checkout revamp").childCounts).toMatchObject({ total: 2, done: 1 });
    expect(by("Pay with cards").childCounts).toMatchObject({ total: 2, done: 1 });
  });
});
