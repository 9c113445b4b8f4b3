import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, notifications, personalTeamMembers } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { countQueries } from "../../test/query-count.ts";
import { makeTeam } from "../teams/teams.fixtures.ts";

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ APP_URL: "https://board.example.test" });
  owner = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

let seq = 0;
const freshEmail = () => `invitee${++seq}-${Date.now()}@example.test`;
const invite = (user: TestUser, body: Record<string, unknown>) =>
  as(t.app, user).post("/api/personal-team-members", body);

describe("POST /api/personal-team-members", () => {
  it("invites an unknown address (201, Not Registered) and mails a link to /register?email=...", async () => {
    const email = freshEmail();
    const before = t.mails.length;
    const res = await invite(owner, { email: `  ${email.toUpperCase()} ` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      invitedEmail: email,
      isRegistered: false,
      user: null,
      firstName: null,
      lastName: null,
      departmentId: null,
      department: null,
      status: "approved",
    });
    expect(Date.parse(res.json().invitedAt)).not.toBeNaN();
    await t.flushMail();
    const mail = t.mails.slice(before).find((m) => m.to === email);
    expect(mail).toBeDefined();
    const link = `https://board.example.test/register?email=${encodeURIComponent(email)}`;
    expect(mail!.link).toBe(link);
    expect(mail!.text).toContain(link);
    expect(mail!.text).toContain(owner.firstName);
  });

  it("links an existing account at once (Registered, no email)", async () => {
    const existing = await createUser(t);
    const before = t.mails.length;
    const res = await invite(owner, { email: existing.email });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      isRegistered: true,
      invitedUserId: existing.id,
      firstName: existing.firstName,
      lastName: existing.lastName,
      user: { id: existing.id, email: existing.email },
      status: "approved",
    });
    await t.flushMail();
    expect(t.mails.length).toBe(before);
  });

  it("files the invitee under a department ('none' and null mean none)", async () => {
    const team = await makeTeam(t, owner, { name: "Sales" });
    const res = await invite(owner, { email: freshEmail(), departmentId: team.id });
    expect(res.json()).toMatchObject({ departmentId: team.id, department: { id: team.id, name: "Sales" } });
    expect(
      (await invite(owner, { email: freshEmail(), departmentId: "none" })).json().departmentId,
    ).toBeNull();
    expect((await invite(owner, { email: freshEmail(), departmentId: null })).statusCode).toBe(201);
    expect(
      (await invite(owner, { email: freshEmail(), departmentId: String(team.id) })).json().departmentId,
    ).toBe(team.id);
    const missing = await invite(owner, { email: freshEmail(), departmentId: 999999 });
    expect(missing.statusCode).toBe(400);
  });

  it("rejects a blank, missing or malformed email", async () => {
    for (const body of [{}, { email: "" }, { email: "   " }]) {
      const res = await invite(owner, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Please enter an email address");
    }
    const bad = await invite(owner, { email: "not-an-email" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Please enter a valid email address");
  });

  it("refuses inviting oneself (400) and a repeat (409 'This person has already been invited')", async () => {
    const self = await invite(owner, { email: owner.email.toUpperCase() });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe("You cannot invite yourself");
    const email = freshEmail();
    await invite(owner, { email });
    const again = await invite(owner, { email: email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This person has already been invited");
  });

  it("keeps the invitation while the mail server is down, and its email waits in the outbox for a retry", async () => {
    const email = freshEmail();
    const push = t.mails.push;
    t.mails.push = () => {
      throw new Error("SMTP down");
    };
    try {
      const res = await invite(owner, { email });
      expect(res.statusCode).toBe(201);
      await t.flushMail();
    } finally {
      t.mails.push = push;
    }
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(row).toMatchObject({ kind: "invitation", state: "retry", attempts: 1, lastError: "SMTP down" });
    expect(t.mails.some((m) => m.to === email)).toBe(false);
    expect((await invite(owner, { email })).statusCode).toBe(409);
  });

  it("lets two users invite the same person", async () => {
    const other = await createUser(t);
    const email = freshEmail();
    expect((await invite(owner, { email })).statusCode).toBe(201);
    expect((await invite(other, { email })).statusCode).toBe(201);
  });
});

describe("GET /api/personal-team-members", () => {
  it("lists only the user's own invitees, newest first", async () => {
    const me = await createUser(t);
    const someone = await createUser(t);
    const first = freshEmail();
    const second = freshEmail();
    await invite(me, { email: first });
    await invite(me, { email: second });
    await invite(someone, { email: freshEmail() });
    const res = await as(t.app, me).get("/api/personal-team-members");
    expect(res.statusCode).toBe(200);
    expect(res.json().map((m: { invitedEmail: string }) => m.invitedEmail)).toEqual([second, first]);
  });

  it("costs the same round trips for many invitees", async () => {
    const me = await createUser(t);
    const list = () => as(t.app, me).get("/api/personal-team-members");
    const team = await makeTeam(t, me);
    await invite(me, { email: freshEmail(), departmentId: team.id });
    const before = await countQueries(t, list);
    await t.database.db.insert(personalTeamMembers).values(
      Array.from({ length: 15 }, () => ({
        ownerId: me.id,
        invitedEmail: freshEmail(),
        departmentId: team.id,
        invitedUserId: owner.id,
      })),
    );
    expect(await countQueries(t, list)).toBe(before);
  });
});

describe("PATCH and DELETE /api/personal-team-members/{id}", () => {
  it("changes the department and clears it with null (200)", async () => {
    const team = await makeTeam(t, owner, { name: "Support" });
    const created = (await invite(owner, { email: freshEmail() })).json();
    const url = `/api/personal-team-members/${created.id}`;
    const set = await as(t.app, owner).patch(url, { departmentId: team.id });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      id: created.id,
      departmentId: team.id,
      department: { name: "Support" },
    });
    const cleared = await as(t.app, owner).patch(url, { departmentId: null });
    expect(cleared.json()).toMatchObject({ departmentId: null, department: null });
    expect((await as(t.app, owner).patch(url, { departmentId: 999999 })).statusCode).toBe(400);
    expect((await as(t.app, owner).patch(url, { departmentId: "sales" })).statusCode).toBe(400);
  });

  it("shows no department once that department is deleted", async () => {
    const team = await makeTeam(t, owner, { name: "Temp" });
    const created = (await invite(owner, { email: freshEmail(), departmentId: team.id })).json();
    await as(t.app, owner).delete(`/api/teams/${team.id}`);
    const list = (await as(t.app, owner).get("/api/personal-team-members")).json();
    expect(list.find((m: { id: number }) => m.id === created.id)).toMatchObject({
      departmentId: null,
      department: null,
    });
  });

  it("removes an invitee (204)", async () => {
    const created = (await invite(owner, { email: freshEmail() })).json();
    expect((await as(t.app, owner).delete(`/api/personal-team-members/${created.id}`)).statusCode).toBe(204);
    const list = (await as(t.app, owner).get("/api/personal-team-members")).json();
    expect(list.some((m: { id: number }) => m.id === created.id)).toBe(false);
  });

  it("answers 404 for someone else's invitee and for a missing one, changing nothing", async () => {
    const created = (await invite(owner, { email: freshEmail() })).json();
    const stranger = await createUser(t);
    const url = `/api/personal-team-members/${created.id}`;
    expect((await as(t.app, stranger).patch(url, { departmentId: null })).statusCode).toBe(404);
    expect((await as(t.app, stranger).delete(url)).statusCode).toBe(404);
    expect((await as(t.app, owner).delete("/api/personal-team-members/999999")).statusCode).toBe(404);
    expect((await as(t.app, owner).delete("/api/personal-team-members/abc")).statusCode).toBe(400);
    const list = (await as(t.app, owner).get("/api/personal-team-members")).json();
    expect(list.some((m: { id: number }) => m.id === created.id)).toBe(true);
  });
});

describe("accepting an invitation (product rules §8)", () => {
  it("invite -> register with that email -> approved, the inviter is notified, the invitee shows Registered", async () => {
    const inviter = await createUser(t);
    const email = freshEmail();
    const before = t.mails.length;
    const created = (await invite(inviter, { email })).json();
    await t.flushMail();
    const link = t.mails.slice(before).find((m) => m.to === email)!.link!;
    expect(new URL(link).searchParams.get("email")).toBe(email);

    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        email,
        firstName: "Ivy",
        lastName: "Invited",
        password: "a long password",
        confirmPassword: "a long password",
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().isApproved).toBe(true);
    const invitee = res.json() as { id: number };

    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, inviter.id));
    expect(notes.find((n) => n.type === "team_invite_approved")).toMatchObject({
      actionUserId: invitee.id,
      relatedEntityId: invitee.id,
    });

    const list = (await as(t.app, inviter).get("/api/personal-team-members")).json();
    expect(list.find((m: { id: number }) => m.id === created.id)).toMatchObject({
      isRegistered: true,
      status: "approved",
      invitedUserId: invitee.id,
      firstName: "Ivy",
      lastName: "Invited",
      user: { id: invitee.id, email },
    });
  });
});
