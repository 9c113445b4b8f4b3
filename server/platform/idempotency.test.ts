import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/app.ts";
import { as, createUser, type TestUser } from "../test/factories.ts";
import { IDEMPOTENCY_WINDOW_MS, REPLAYED_HEADER } from "./idempotency.ts";

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  alice = await createUser(t);
  bob = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

const namesOf = async (user: TestUser, name: string) =>
  ((await as(t.app, user).get("/api/sprints")).json() as { name: string }[]).filter((s) => s.name === name);

describe("a create sent twice within a second by the same session", () => {
  it("creates one sprint when both arrive together, answering both with the first result", async () => {
    const body = { name: "Double click" };
    const [first, second] = await Promise.all([
      as(t.app, alice).post("/api/sprints", body),
      as(t.app, alice).post("/api/sprints", body),
    ]);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    expect([first.headers[REPLAYED_HEADER], second.headers[REPLAYED_HEADER]]).toContain("true");
    expect(await namesOf(alice, "Double click")).toHaveLength(1);
  });

  it("replays the first result to a second request sent just after the first ended", async () => {
    const body = { name: "Enter twice", description: "same" };
    const first = await as(t.app, alice).post("/api/sprints", body);
    const second = await as(t.app, alice).post("/api/sprints", body);
    expect(second.statusCode).toBe(201);
    expect(second.headers[REPLAYED_HEADER]).toBe("true");
    expect(second.json()).toEqual(first.json());
    expect(await namesOf(alice, "Enter twice")).toHaveLength(1);
  });

  it("guards every create route: a project sent twice is created once", async () => {
    const project = await as(t.app, alice).post("/api/projects", { name: "Guarded project" });
    expect(project.statusCode).toBe(201);
    const again = await as(t.app, alice).post("/api/projects", { name: "Guarded project" });
    expect(again.json().id).toBe(project.json().id);
    const projects = (await as(t.app, alice).get("/api/projects")).json() as { name: string }[];
    expect(projects.filter((p) => p.name === "Guarded project")).toHaveLength(1);
  });
});

describe("what the guard lets through", () => {
  it("creates two sprints for two different bodies", async () => {
    await as(t.app, alice).post("/api/sprints", { name: "Twin A" });
    await as(t.app, alice).post("/api/sprints", { name: "Twin B" });
    expect(await namesOf(alice, "Twin A")).toHaveLength(1);
    expect(await namesOf(alice, "Twin B")).toHaveLength(1);
  });

  it("keeps two sessions apart: the same body from two users creates two sprints", async () => {
    const [a, b] = await Promise.all([
      as(t.app, alice).post("/api/sprints", { name: "Shared name" }),
      as(t.app, bob).post("/api/sprints", { name: "Shared name" }),
    ]);
    expect(a.json().id).not.toBe(b.json().id);
    expect(b.headers[REPLAYED_HEADER]).toBeUndefined();
  });

  it("creates again once the window has passed", async () => {
    const first = await as(t.app, alice).post("/api/sprints", { name: "Later again" });
    await new Promise((resolve) => setTimeout(resolve, IDEMPOTENCY_WINDOW_MS + 100));
    const second = await as(t.app, alice).post("/api/sprints", { name: "Later again" });
    expect(second.statusCode).toBe(201);
    expect(second.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(second.json().id).not.toBe(first.json().id);
  });

  it("does not replay a refusal: an invalid create is answered again on its own", async () => {
    const first = await as(t.app, alice).post("/api/sprints", { name: "" });
    const second = await as(t.app, alice).post("/api/sprints", { name: "" });
    expect(first.statusCode).toBe(400);
    expect(second.statusCode).toBe(400);
    expect(second.headers[REPLAYED_HEADER]).toBeUndefined();
  });
});
