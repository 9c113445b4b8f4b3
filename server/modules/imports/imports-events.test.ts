import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { createUser, type TestUser } from "../../test/factories.ts";
import { addProjectMember, makeProject } from "../projects/projects.fixtures.ts";
import { sendJson, socketOpener } from "../realtime/ws-client.ts";

/** An import into an existing project reloads the boards open on it (product rules §30, §7). */

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

describe("import events", () => {
  it("sends one 'invalidate' to the project's open boards after the commit", async () => {
    const project = await makeProject(t, owner);
    await addProjectMember(t, project.id, member);
    const { ws, inbox } = await sockets.open(member);
    sendJson(ws, { type: "join_project", projectId: project.id, userId: member.id });
    await inbox.next((m) => m.type === "presence");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/imports",
      headers: { cookie: owner.cookie, "x-client-id": "tab-3" },
      payload: { format: "csv", content: "title\nOne\nTwo\n", target: { projectId: project.id } },
    });
    expect(res.statusCode).toBe(201);
    expect(await inbox.next((m) => m.type === "invalidate")).toMatchObject({
      projectId: project.id,
      taskId: null,
      actorId: owner.id,
      originClientId: "tab-3",
    });
    expect(inbox.messages.filter((m) => m.type === "task_created")).toEqual([]);
  });
});
