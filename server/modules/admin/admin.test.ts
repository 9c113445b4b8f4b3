import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PENDING_MESSAGE } from "../../../contract/errors.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { projects, sessions, users } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT: "1000" });
  admin = await createUser(t); // first account: super administrator
});
afterAll(async () => {
  await t.close();
});

const ADMIN_ONLY = "Only the super administrator may do this";

describe("GET /api/admin/users", () => {
  it("lists every user, newest first, with the admin fields and no secrets", async () => {
    const pending = await createUser(t, { approved: false, firstName: "Pending" });
    const approved = await createUser(t);
    const res = await as(t.app, admin).get("/api/admin/users");
    expect(res.statusCode).toBe(200);
    const list = res.json() as Record<string, unknown>[];
    const ids = list.map((u) => u.id);
    expect(ids.indexOf(approved.id)).toBeLessThan(ids.indexOf(pending.id));
    expect(ids.indexOf(pending.id)).toBeLessThan(ids.indexOf(admin.id));
    expect(list.find((u) => u.id === pending.id)).toEqual({
      id: pending.id,
      email: pending.email,
      firstName: "Pending",
      lastName: pending.lastName,
      profileImageUrl: null,
      isApproved: false,
      isSuperAdmin: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(list.find((u) => u.id === admin.id)).toMatchObject({ isApproved: true, isSuperAdmin: true });
    expect(res.body).not.toMatch(/passwordHash|resetToken|scrypt/);
  });

  it("is 403 for an approved user who is not the super administrator", async () => {
    const user = await createUser(t);
    const res = await as(t.app, user).get("/api/admin/users");
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: ADMIN_ONLY });
  });

  it("is 403 with the pending message for a pending user", async () => {
    const user = await createUser(t, { approved: false });
    const res = await as(t.app, user).get("/api/admin/users");
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: PENDING_MESSAGE });
  });

  it("is 401 when signed out", async () => {
    const res = await as(t.app, null).get("/api/admin/users");
    expect(res.statusCode).toBe(401);
  });
});

describe("PATCH /api/admin/users/{id}/approve", () => {
  it("approves a pending user (200 with the user), who can then use the API", async () => {
    const user = await createUser(t, { approved: false });
    expect((await as(t.app, user).get("/api/admin/users")).json().message).toBe(PENDING_MESSAGE);
    const res = await as(t.app, admin).patch(`/api/admin/users/${user.id}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      email: user.email,
      isApproved: true,
      isSuperAdmin: false,
    });
    const me = await as(t.app, user).get("/api/auth/user");
    expect(me.json().isApproved).toBe(true);
  });

  it("works with no body, an empty JSON body or {} and is idempotent", async () => {
    const user = await createUser(t, { approved: false });
    const bare = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/users/${user.id}/approve`,
      headers: { cookie: admin.cookie },
    });
    expect(bare.statusCode).toBe(200);
    const emptyJson = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/users/${user.id}/approve`,
      headers: { cookie: admin.cookie, "content-type": "application/json" },
    });
    expect(emptyJson.statusCode).toBe(200);
    expect((await as(t.app, admin).patch(`/api/admin/users/${user.id}/approve`, {})).json().isApproved).toBe(
      true,
    );
  });

  it("is 404 for a missing user", async () => {
    const res = await as(t.app, admin).patch("/api/admin/users/999999/approve");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: "User not found" });
  });

  it.each(["abc", "0", "-1", "1.5", "99999999999", "2147483648"])("is 400 for the id %s", async (id) => {
    const res = await as(t.app, admin).patch(`/api/admin/users/${id}/approve`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Invalid user id");
  });

  it("is 403 for a user who is not the super administrator, and changes nothing", async () => {
    const user = await createUser(t);
    const target = await createUser(t, { approved: false });
    const res = await as(t.app, user).patch(`/api/admin/users/${target.id}/approve`);
    expect(res.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, target.id));
    expect(row!.isApproved).toBe(false);
  });

  it("is 403 for a pending user approving itself", async () => {
    const user = await createUser(t, { approved: false });
    const res = await as(t.app, user).patch(`/api/admin/users/${user.id}/approve`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(PENDING_MESSAGE);
  });
});

describe("DELETE /api/admin/users/{id}", () => {
  it("removes the user (204) with its sessions and what it owns", async () => {
    const user = await createUser(t);
    const [project] = await t.database.db
      .insert(projects)
      .values({ name: "Doomed", ownerId: user.id })
      .returning();
    const res = await as(t.app, admin).delete(`/api/admin/users/${user.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect(await t.database.db.select().from(projects).where(eq(projects.id, project!.id))).toHaveLength(0);
    expect((await as(t.app, user).get("/api/auth/user")).statusCode).toBe(401);
    const list = (await as(t.app, admin).get("/api/admin/users")).json() as { id: number }[];
    expect(list.map((u) => u.id)).not.toContain(user.id);
  });

  it("removes a pending user", async () => {
    const user = await createUser(t, { approved: false });
    expect((await as(t.app, admin).delete(`/api/admin/users/${user.id}`)).statusCode).toBe(204);
  });

  it("refuses to remove the super administrator itself (400 with a message)", async () => {
    const res = await as(t.app, admin).delete(`/api/admin/users/${admin.id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: "You cannot remove your own account" });
    expect((await as(t.app, admin).get("/api/auth/user")).statusCode).toBe(200);
  });

  it("is 404 for a missing user and 400 for a malformed id", async () => {
    expect((await as(t.app, admin).delete("/api/admin/users/999999")).statusCode).toBe(404);
    expect((await as(t.app, admin).delete("/api/admin/users/2147483648")).statusCode).toBe(400);
    expect((await as(t.app, admin).delete("/api/admin/users/x")).statusCode).toBe(400);
  });

  it("is 403 for other users and pending users, and removes nothing", async () => {
    const user = await createUser(t);
    const pending = await createUser(t, { approved: false });
    const target = await createUser(t);
    expect((await as(t.app, user).delete(`/api/admin/users/${target.id}`)).statusCode).toBe(403);
    const res = await as(t.app, pending).delete(`/api/admin/users/${target.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(PENDING_MESSAGE);
    expect((await as(t.app, user).delete(`/api/admin/users/${admin.id}`)).statusCode).toBe(403);
    expect(await t.database.db.select().from(users).where(eq(users.id, target.id))).toHaveLength(1);
  });
});

describe("ADMIN_EMAIL set after accounts exist", () => {
  it("at start-up makes that account, and only it, super administrator and approved", async () => {
    const first = await buildTestApp({ AUTH_RATE_LIMIT: "1000" });
    const boss = await createUser(first); // super administrator by being first
    const named = await createUser(first, { approved: false, email: "named@example.test" });
    const config = loadConfig({ ...envOf(first), ADMIN_EMAIL: "Named@Example.test" });
    const again = await buildApp(config, {
      database: first.database,
      mailer: { send: async () => {} },
      logger: false,
    });
    try {
      await again.ready();
      const rows = await first.database.db.select().from(users);
      expect(rows.find((r) => r.id === boss.id)).toMatchObject({ isSuperAdmin: false });
      expect(rows.find((r) => r.id === named.id)).toMatchObject({ isSuperAdmin: true, isApproved: true });
      expect((await as(again, named).get("/api/admin/users")).statusCode).toBe(200);
      expect((await as(again, boss).get("/api/admin/users")).statusCode).toBe(403);
    } finally {
      await again.close();
      await first.close();
    }
  });
});

/** The environment a test app was built from, enough to rebuild it. */
function envOf(app: TestApp): Record<string, string> {
  return {
    DATA_DIR: app.config.dataDir,
    SESSION_SECRET: app.config.sessionSecret,
    CAPTCHA_PROVIDER: "none",
    LOG_LEVEL: "silent",
  };
}
