import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ServerEventSchema } from "../../../contract/events.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { addProjectMember, insertTask, makeProject, makeSprint } from "../projects/projects.fixtures.ts";
import { socketOpener } from "../realtime/ws-client.ts";

/** Backlog real-time (product rules §21): a plan change reaches everyone who sees the sprint. */

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let sockets: ReturnType<typeof socketOpener>;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t);
  member = await createUser(t);
  sockets = socketOpener(t.app);
});
afterAll(async () => {
  sockets.closeAll();
  await t.close();
});

async function open(user: TestUser) {
  return (await sockets.open(user)).inbox;
}

describe("backlog real-time events", () => {
  it("planning a task tells the sprint's members, whatever board they view", async () => {
    const sprint = await makeSprint(t, owner);
    const project = await makeProject(t, owner, { sprintId: sprint.id });
    await addProjectMember(t, project.id, member);
    const task = await insertTask(t, project.id, { title: "Live plan" });
    const inbox = await open(member);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/sprints/${sprint.id}/planned-tasks/${task.id}`,
      headers: { cookie: owner.cookie, "x-client-id": "tab-7" },
    });
    expect(res.statusCode).toBe(200);
    const event = ServerEventSchema.parse(await inbox.next((m) => m.type === "sprints_backlog_changed"));
    expect(event).toMatchObject({ sprintId: sprint.id, actorId: owner.id, originClientId: "tab-7" });
    expect((event as { userIds: number[] }).userIds.sort()).toEqual([owner.id, member.id].sort());
    await as(t.app, owner).delete(`/api/sprints/${sprint.id}/planned-tasks/${task.id}`);
    expect(await inbox.next((m) => m.type === "sprints_backlog_changed")).toMatchObject({
      sprintId: sprint.id,
    });
  });
});
