import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { countStatements } from "../../test/query-count.ts";
import { insertTask, makeProject } from "../projects/projects.fixtures.ts";

/**
 * Product rules §35: every task payload carries `parentId` and `childCounts`, the lists that are not
 * a board too (the calendar, Recent Tasks, My Tasks), each list still one statement for its tasks.
 */

let t: TestApp;
let owner: TestUser;
let epicId: number;
let storyId: number;
const due = new Date("2025-06-10T12:00:00Z");

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t);
  const project = await makeProject(t, owner, { name: "Rolled up" });
  const base = { assignedTo: owner.id, dueDate: due };
  const epic = await insertTask(t, project.id, { ...base, title: "The epic", type: "epic" });
  const story = await insertTask(t, project.id, {
    ...base,
    title: "A story",
    type: "story",
    parentId: epic.id,
  });
  await insertTask(t, project.id, { ...base, title: "Sub one", parentId: story.id, storyPoints: "3" });
  await insertTask(t, project.id, {
    ...base,
    title: "Sub two",
    parentId: story.id,
    storyPoints: "5",
    completedAt: new Date(),
  });
  epicId = epic.id;
  storyId = story.id;
});
afterAll(async () => {
  await t.close();
});

type Row = { title: string; parentId: number | null; childCounts: Record<string, number> };

const rows = async (path: string): Promise<Map<string, Row>> => {
  const res = await as(t.app, owner).get(path);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  const list: Row[] = Array.isArray(body) ? body : (body.tasks ?? body.items);
  return new Map(list.map((row) => [row.title, row]));
};

describe("parentId and childCounts outside the board", () => {
  for (const path of [
    "/api/tasks/calendar",
    "/api/tasks/calendar?from=2025-06-01&to=2025-06-30&perDay=5",
    "/api/tasks/recent?limit=10",
    "/api/tasks/user",
  ]) {
    it(`${path}: a parent's roll-up and a child's parent`, async () => {
      const byTitle = await rows(path);
      expect(byTitle.get("A story")).toMatchObject({
        parentId: epicId,
        childCounts: { total: 2, done: 1, points: 8, pointsDone: 5 },
      });
      expect(byTitle.get("The epic")).toMatchObject({
        parentId: null,
        childCounts: { total: 1, done: 0, points: 0, pointsDone: 0 },
      });
      expect(byTitle.get("Sub one")).toMatchObject({
        parentId: storyId,
        childCounts: { total: 0, done: 0, points: 0, pointsDone: 0 },
      });
    });
  }

  it("reads the roll-ups in the list's own statement, however many parents it holds", async () => {
    const statements = (path: string) => countStatements(() => as(t.app, owner).get(path));
    const few = await statements("/api/tasks/recent?limit=1");
    const many = await statements("/api/tasks/recent?limit=10");
    expect(many).toBe(few);
  });
});
