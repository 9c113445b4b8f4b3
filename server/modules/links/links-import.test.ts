import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TaskLink } from "../../../contract/links.ts";
import type { Task } from "../../../contract/tasks.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { firstBoardId, makeProject } from "../projects/projects.fixtures.ts";

/** The Jira CSV import reads the link columns between the file's issues (product rules §30, §36). */

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t);
});
afterAll(async () => t.close());

const CSV = [
  "Summary,Issue key,Status,Outward issue link (Blocks),Outward issue link (Blocks),Inward issue link (Blocks),Outward issue link (Relates),Outward issue link (Duplicate)",
  "Design API,SHOP-1,To Do,SHOP-2,SHOP-3,,,",
  // SHOP-2 blocks SHOP-1 would close a cycle (SHOP-1 blocks SHOP-2): left out with a note.
  "Build API,SHOP-2,To Do,SHOP-1,,,SHOP-4,",
  "Write docs,SHOP-3,To Do,,,,,",
  // Blocked by SHOP-3 (inward); relates to SHOP-2 again (one link); duplicates an issue not in the file.
  "Old docs ticket,SHOP-4,To Do,,,SHOP-3,SHOP-2,OTHER-9",
  // A skipped row (no summary): its links go with it.
  ",SHOP-6,To Do,SHOP-1,,,,",
  // Inward: SHOP-2 blocks this one.
  "Reverse,SHOP-7,To Do,,,SHOP-2,,",
].join("\r\n");

describe("Jira import links", () => {
  it("links the file's issues by key, in both directions, without duplicates or cycles", async () => {
    const project = await makeProject(t, owner, { name: "Shop", key: "SHP" });
    const res = await as(t.app, owner).post("/api/imports", {
      format: "jira",
      content: CSV,
      target: { projectId: project.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().notes).toContain("1 blocking link left out: it would have made a cycle");
    const tasks = (
      await as(t.app, owner).get(`/api/boards/${await firstBoardId(t, project.id)}/tasks`)
    ).json() as Task[];
    const byTitle = (title: string) => tasks.find((x) => x.title === title)!;
    const linksOf = async (title: string) =>
      ((await as(t.app, owner).get(`/api/tasks/${byTitle(title).id}/links`)).json() as TaskLink[])
        .map((l) => `${l.type} ${l.task!.title}`)
        .sort();
    expect(await linksOf("Design API")).toEqual(["blocks Build API", "blocks Write docs"]);
    expect(await linksOf("Build API")).toEqual([
      "blocked_by Design API",
      "blocks Reverse",
      "relates Old docs ticket",
    ]);
    expect(await linksOf("Old docs ticket")).toEqual(["blocked_by Write docs", "relates Build API"]);
    expect(byTitle("Build API").blocked).toBe(true);
    expect(byTitle("Design API").blocked).toBe(false);
  });
});
