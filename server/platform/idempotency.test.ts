import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_ID_HEADER } from "../../contract/events.ts";
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

/** A POST as the web app sends it: with the tab's id. */
const fromTab = (user: TestUser, url: string, body: unknown, tab = "tab-1") => ({
  post: () =>
    t.app.inject({
      method: "POST",
      url,
      payload: body as object,
      headers: { cookie: user.cookie, [CLIENT_ID_HEADER]: tab },
    }),
});
const web = (user: TestUser) => ({
  post: (url: string, body: unknown) => fromTab(user, url, body).post(),
});

const namesOf = async (user: TestUser, name: string) =>
  ((await as(t.app, user).get("/api/sprints")).json() as { name: string }[]).filter((s) => s.name === name);

describe("a create sent twice within a second by the same session", () => {
  it("creates one sprint when both arrive together, answering both with the first result", async () => {
    const body = { name: "Double click" };
    const [first, second] = await Promise.all([
      web(alice).post("/api/sprints", body),
      web(alice).post("/api/sprints", body),
    ]);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    expect([first.headers[REPLAYED_HEADER], second.headers[REPLAYED_HEADER]]).toContain("true");
    expect(await namesOf(alice, "Double click")).toHaveLength(1);
  });

  it("replays the first result to a second request sent just after the first ended", async () => {
    const body = { name: "Enter twice", description: "same" };
    const first = await web(alice).post("/api/sprints", body);
    const second = await web(alice).post("/api/sprints", body);
    expect(second.statusCode).toBe(201);
    expect(second.headers[REPLAYED_HEADER]).toBe("true");
    expect(second.json()).toEqual(first.json());
    expect(await namesOf(alice, "Enter twice")).toHaveLength(1);
  });

  it("guards every create route: a project sent twice is created once", async () => {
    const project = await web(alice).post("/api/projects", { name: "Guarded project" });
    expect(project.statusCode).toBe(201);
    const again = await web(alice).post("/api/projects", { name: "Guarded project" });
    expect(again.json().id).toBe(project.json().id);
    const projects = (await as(t.app, alice).get("/api/projects")).json() as { name: string }[];
    expect(projects.filter((p) => p.name === "Guarded project")).toHaveLength(1);
  });
});

describe("what the guard lets through", () => {
  it("leaves API clients alone: without a tab id, the same body twice makes two sprints", async () => {
    const first = await as(t.app, alice).post("/api/sprints", { name: "Scripted twice" });
    const second = await as(t.app, alice).post("/api/sprints", { name: "Scripted twice" });
    expect(second.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(second.json().id).not.toBe(first.json().id);
    expect(await namesOf(alice, "Scripted twice")).toHaveLength(2);
  });

  it("keeps two tabs apart: the same body from two tabs of one session makes two sprints", async () => {
    const a = await fromTab(alice, "/api/sprints", { name: "Two tabs" }, "tab-a").post();
    const b = await fromTab(alice, "/api/sprints", { name: "Two tabs" }, "tab-b").post();
    expect(b.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(b.json().id).not.toBe(a.json().id);
  });

  it("creates two sprints for two different bodies", async () => {
    await web(alice).post("/api/sprints", { name: "Twin A" });
    await web(alice).post("/api/sprints", { name: "Twin B" });
    expect(await namesOf(alice, "Twin A")).toHaveLength(1);
    expect(await namesOf(alice, "Twin B")).toHaveLength(1);
  });

  it("keeps two sessions apart: the same body from two users creates two sprints", async () => {
    const [a, b] = await Promise.all([
      web(alice).post("/api/sprints", { name: "Shared name" }),
      web(bob).post("/api/sprints", { name: "Shared name" }),
    ]);
    expect(a.json().id).not.toBe(b.json().id);
    expect(b.headers[REPLAYED_HEADER]).toBeUndefined();
  });

  it("creates again once the window has passed", async () => {
    const first = await web(alice).post("/api/sprints", { name: "Later again" });
    await new Promise((resolve) => setTimeout(resolve, IDEMPOTENCY_WINDOW_MS + 100));
    const second = await web(alice).post("/api/sprints", { name: "Later again" });
    expect(second.statusCode).toBe(201);
    expect(second.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(second.json().id).not.toBe(first.json().id);
  });

  it("does not replay a refusal: an invalid create is answered again on its own", async () => {
    const first = await web(alice).post("/api/sprints", { name: "" });
    const second = await web(alice).post("/api/sprints", { name: "" });
    expect(first.statusCode).toBe(400);
    expect(second.statusCode).toBe(400);
    expect(second.headers[REPLAYED_HEADER]).toBeUndefined();
  });
});
