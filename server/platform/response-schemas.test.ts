import Fastify, { type RouteOptions } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { TaskSchema } from "../../contract/tasks.ts";
import { boardsRoutes } from "../modules/boards/boards.routes.ts";
import {
  addProjectMember,
  firstBoardId,
  makeProject,
  makeSprint,
} from "../modules/projects/projects.fixtures.ts";
import { projectsRoutes } from "../modules/projects/projects.routes.ts";
import { sprintsRoutes } from "../modules/sprints/sprints.routes.ts";
import { tasksRoutes } from "../modules/tasks/tasks.routes.ts";
import { buildTestApp, type TestApp } from "../test/app.ts";
import { as, createUser, type TestUser } from "../test/factories.ts";
import type { AppContext } from "./context.ts";
import { responseSerializerCompiler, undeclaredKeys } from "./response-schemas.ts";

describe("undeclaredKeys", () => {
  it("names the keys a parse dropped, nested and in lists, and ignores undefined values", () => {
    const sent = {
      id: 1,
      extra: 2,
      skipped: undefined,
      user: { id: 3, secret: "x" },
      list: [{ a: 1, b: 2 }],
    };
    const kept = { id: 1, user: { id: 3 }, list: [{ a: 1 }] };
    expect(undeclaredKeys(sent, kept)).toEqual(["extra", "user.secret", "list[0].b"]);
    expect(undeclaredKeys([{ a: 1 }], [{ a: 1 }])).toEqual([]);
  });
});

describe("the response serializer", () => {
  const build = async (strict: boolean) => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler({ strict }));
    const response = { 200: z.object({ id: z.number(), name: z.string() }) };
    app.get("/declared", { schema: { response } }, async () => ({ id: 1, name: "a" }));
    app.get("/undeclared", { schema: { response } }, async () => ({ id: 1, name: "a", secret: "s" }));
    app.get("/wrong", { schema: { response } }, async () => ({ id: "1", name: "a" }));
    await app.ready();
    return app;
  };

  it("fails a route that sends a key its schema does not declare, in strict mode", async () => {
    const app = await build(true);
    expect((await app.inject("/declared")).json()).toEqual({ id: 1, name: "a" });
    const res = await app.inject("/undeclared");
    expect(res.statusCode).toBe(500);
    await app.close();
  });

  it("drops an undeclared key otherwise, and fails a value of the wrong type either way", async () => {
    const app = await build(false);
    expect((await app.inject("/undeclared")).json()).toEqual({ id: 1, name: "a" });
    expect((await app.inject("/wrong")).statusCode).toBe(500);
    await app.close();
  });
});

describe("the sprint, project, board and task routes", () => {
  /** POST routes that create nothing and answer 200 (a bulk change, product rules §24). */
  const postAnswering200 = new Set(["POST /api/tasks/bulk"]);

  it("each declare a response schema for the status they answer with", async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler({ strict: true }));
    const routes: RouteOptions[] = [];
    app.addHook("onRoute", (route) => {
      for (const method of [route.method].flat()) routes.push({ ...route, method });
    });
    // Registering routes touches no service: a context without a database is enough.
    const ctx = { db: {} } as unknown as AppContext;
    for (const register of [sprintsRoutes, projectsRoutes, boardsRoutes, tasksRoutes]) register(app, ctx);
    await app.ready();

    const missing = routes
      .filter((r) => r.method !== "HEAD" && r.method !== "DELETE")
      .map((r) => ({ key: `${r.method} ${r.url}`, response: r.schema?.response as Record<string, unknown> }))
      .filter(({ key, response }) => {
        const status = key.startsWith("POST ") && !postAnswering200.has(key) ? "201" : "200";
        return !response?.[status];
      })
      .map(({ key }) => key);
    expect(routes.length).toBeGreaterThan(15);
    expect(missing).toEqual([]);
    await app.close();
  });
});

describe("what the sprint, project, board and task routes send", () => {
  let t: TestApp;
  let owner: TestUser;
  let member: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t);
    member = await createUser(t);
  });
  afterAll(async () => {
    await t.close();
  });

  // The test app is strict: a key a schema does not declare makes any of these calls a 500.
  it("matches their response schemas, every key declared", async () => {
    const api = as(t.app, owner);
    const sprint = await makeSprint(t, owner, { startDate: "2030-01-01", endDate: "2030-01-14" });
    const project = await makeProject(t, owner, { sprintId: sprint.id, description: "All fields" });
    await addProjectMember(t, project.id, member);
    const boardId = await firstBoardId(t, project.id);
    const created = await api.post(`/api/boards/${boardId}/tasks`, {
      title: "Full task",
      description: "With everything",
      priority: "high",
      assignedTo: member.id,
      dueDate: "2030-01-10",
      tags: ["a", "b"],
    });
    expect(created.statusCode).toBe(201);
    const taskId = created.json().id as number;
    expect((await api.post(`/api/tasks/${taskId}/comments`, { content: "Hello" })).statusCode).toBe(201);

    const answers = [
      await api.get("/api/sprints"),
      await api.get(`/api/sprints/${sprint.id}`),
      await api.put(`/api/sprints/${sprint.id}`, { description: "Changed" }),
      await api.patch(`/api/sprints/${sprint.id}`, { status: "active" }),
      await api.get("/api/projects"),
      await api.get(`/api/projects/${project.id}`),
      await api.put(`/api/projects/${project.id}`, { description: "Changed" }),
      await api.patch(`/api/projects/${project.id}`, { status: "on_hold" }),
      await api.get(`/api/projects/${project.id}/members`),
      await api.get(`/api/projects/${project.id}/assignable-users`),
      await api.get(`/api/projects/${project.id}/boards`),
      await api.get(`/api/tasks/${taskId}`),
      await api.put(`/api/tasks/${taskId}`, { progress: 50 }),
      await api.patch(`/api/tasks/${taskId}`, { status: "done" }),
      await api.put(`/api/tasks/${taskId}/position`, { status: "review", position: 0 }),
    ];
    expect(
      answers.map((res) => `${res.statusCode} ${res.body.slice(0, 80)}`).filter((s) => !s.startsWith("200")),
    ).toEqual([]);
    const detail = answers[1]!.json();
    expect(detail.projects).toHaveLength(1);
    const task = answers[11]!.json();
    expect(task.assignee).toMatchObject({ id: member.id, email: member.email });
    expect(task.commentCount).toBe(1);
  });

  it("matches it on the board's task list too, which PostgreSQL writes and the serializer never sees", async () => {
    const project = await makeProject(t, owner);
    const boardId = await firstBoardId(t, project.id);
    await as(t.app, owner).post(`/api/boards/${boardId}/tasks`, {
      title: "Listed",
      assignedTo: owner.id,
      tags: ["x"],
    });
    const res = await as(t.app, owner).get(`/api/boards/${boardId}/tasks`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const parsed = z.array(TaskSchema).parse(body);
    expect(parsed).toHaveLength(1);
    expect(undeclaredKeys(body, parsed)).toEqual([]);
  });
});
