import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { notifications } from "../../db/schema.ts";
import type { TestApp } from "../app.ts";
import { sessionCookie } from "../app.ts";
import { as, createUser, type TestUser } from "../factories.ts";
import { FAKE_WORKSPACE } from "../fake-slack.ts";

/** The kinds of seeded row a generated id may point at. */
export type RefKind =
  | "self"
  | "other"
  | "project"
  | "board"
  | "task"
  | "comment"
  | "sprint"
  | "team"
  | "teamMember"
  | "status"
  | "personalMember"
  | "notification"
  | "file";

/** The acting user (approved, owner of everything below) and the ids of the rows seeded for them. */
export type World = { user: TestUser; other: TestUser; ids: Record<RefKind, number> };

/** The acting user's password (generators send it where a current password is asked for). */
export const PASSWORD = "correct horse battery";

/** A 1x1 PNG, uploaded as the acting user's avatar so a file id resolves. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

async function expectJson(res: { statusCode: number; body: string }, what: string): Promise<any> {
  if (res.statusCode >= 300) throw new Error(`seeding ${what} failed ${res.statusCode}: ${res.body}`);
  return res.body ? JSON.parse(res.body) : undefined;
}

async function uploadAvatar(t: TestApp, user: TestUser): Promise<number> {
  const boundary = "----hostileseed";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/user/avatar",
    payload,
    headers: { cookie: user.cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
  });
  const json = await expectJson(res, "avatar");
  return Number(String(json.profileImageUrl).split("/").pop());
}

/** Seeds, through the API, a project with a board, a task and a comment, plus a sprint, a department with a member, a status, a personal team member, a notification, an avatar file and a Slack integration. */
export async function seedWorld(t: TestApp, other: TestUser, existing?: TestUser): Promise<World> {
  const user = existing ?? (await createUser(t, { password: PASSWORD }));
  const api = as(t.app, user);
  const ids = { self: user.id, other: other.id } as Record<RefKind, number>;
  await seedProject(t, user, ids);
  ids.sprint = (await expectJson(await api.post("/api/sprints", { name: "Seed sprint" }), "sprint")).id;
  await seedTeam(t, user, ids);
  await seedStatus(t, user, ids);
  await seedPersonalMember(t, user, ids);
  await seedNotification(t, user, ids);
  ids.file = await uploadAvatar(t, user);
  const slack = { accessToken: FAKE_WORKSPACE.token, channelId: "C0GENERAL", channelName: "general" };
  await expectJson(await api.post("/api/slack/integration", slack), "slack integration");
  return { user, other, ids };
}

let seq = 0;

async function seedStatus(t: TestApp, user: TestUser, ids: Record<RefKind, number>): Promise<void> {
  seq += 1;
  const status = await as(t.app, user).post("/api/custom-statuses", { name: `Seed ${seq}` });
  ids.status = (await expectJson(status, "status")).id;
}

async function seedPersonalMember(t: TestApp, user: TestUser, ids: Record<RefKind, number>): Promise<void> {
  seq += 1;
  const body = { email: `invitee${seq}-${Date.now()}@example.test` };
  ids.personalMember = (
    await expectJson(await as(t.app, user).post("/api/personal-team-members", body), "ptm")
  ).id;
}

async function seedNotification(t: TestApp, user: TestUser, ids: Record<RefKind, number>): Promise<void> {
  const [note] = await t.database.db
    .insert(notifications)
    .values({ userId: user.id, type: "task_assigned", title: "Seed", message: "Seed notification" })
    .returning({ id: notifications.id });
  ids.notification = note!.id;
}

async function seedProject(t: TestApp, user: TestUser, ids: Record<RefKind, number>): Promise<void> {
  const api = as(t.app, user);
  ids.project = (await expectJson(await api.post("/api/projects", { name: "Seed project" }), "project")).id;
  const boards = await expectJson(await api.get(`/api/projects/${ids.project}/boards`), "boards");
  ids.board = boards[0].id;
  const task = await api.post(`/api/boards/${ids.board}/tasks`, { title: "Seed task" });
  ids.task = (await expectJson(task, "task")).id;
  const comment = await api.post(`/api/tasks/${ids.task}/comments`, { content: "Seed comment" });
  ids.comment = (await expectJson(comment, "comment")).id;
}

async function seedTeam(t: TestApp, user: TestUser, ids: Record<RefKind, number>): Promise<void> {
  const api = as(t.app, user);
  ids.team = (await expectJson(await api.post("/api/teams", { name: "Seed department" }), "team")).id;
  const member = await api.post(`/api/teams/${ids.team}/members`, { userId: ids.other });
  ids.teamMember = (await expectJson(member, "team member")).id;
}

const rows = (result: unknown): Record<string, unknown>[] =>
  (result as { rows: Record<string, unknown>[] }).rows;

/**
 * After a successful write, puts back whatever it removed or took away from the acting user
 * (a deleted project, a transferred owner, a closed session), so ids keep resolving.
 */
export async function ensureWorld(t: TestApp, world: World): Promise<World> {
  const me = await t.app.inject({
    method: "GET",
    url: "/api/auth/user",
    headers: { cookie: world.user.cookie },
  });
  if (me.statusCode !== 200) {
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: world.user.email, password: PASSWORD },
    });
    if (login.statusCode !== 200) return seedWorld(t, world.other);
    world.user = { ...world.user, cookie: sessionCookie(login) };
  }
  const { ids } = world;
  const [state] = rows(
    await t.database.db.execute(sql`select
      exists(select 1 from projects where id = ${ids.project} and owner_id = ${ids.self}) as project,
      exists(select 1 from boards where id = ${ids.board} and project_id = ${ids.project}) as board,
      exists(select 1 from tasks where id = ${ids.task} and board_id = ${ids.board}) as task,
      exists(select 1 from comments where id = ${ids.comment} and task_id = ${ids.task}) as comment,
      exists(select 1 from sprints where id = ${ids.sprint} and owner_id = ${ids.self}) as sprint,
      exists(select 1 from teams where id = ${ids.team} and owner_id = ${ids.self}) as team,
      exists(select 1 from team_members where id = ${ids.teamMember} and team_id = ${ids.team}) as member,
      exists(select 1 from custom_statuses where id = ${ids.status} and user_id = ${ids.self}) as status,
      exists(select 1 from personal_team_members where id = ${ids.personalMember}) as ptm,
      exists(select 1 from notifications where id = ${ids.notification}) as notification,
      exists(select 1 from files where id = ${ids.file}) as file`),
  );
  const ok = (key: string) => state?.[key] === true;
  if (Object.keys(state ?? {}).every(ok)) return world;
  const user = world.user;
  const api = as(t.app, user);
  if (!["project", "board", "task", "comment"].every(ok)) await seedProject(t, user, ids);
  if (!ok("sprint"))
    ids.sprint = (await expectJson(await api.post("/api/sprints", { name: "S" }), "sprint")).id;
  if (!ok("team") || !ok("member")) await seedTeam(t, user, ids);
  if (!ok("status")) await seedStatus(t, user, ids);
  if (!ok("ptm")) await seedPersonalMember(t, user, ids);
  if (!ok("notification")) await seedNotification(t, user, ids);
  if (!ok("file")) ids.file = await uploadAvatar(t, user);
  return world;
}

let tableNames: string[] | undefined;

/**
 * A cheap fingerprint of every table: its row count and the sum of its rows' `xmin` (the
 * transaction that wrote each row version), so any committed insert, update or delete shows.
 */
export async function fingerprint(database: Database): Promise<Record<string, string>> {
  if (!tableNames) {
    const result = await database.db.execute(sql`select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`);
    tableNames = rows(result).map((r) => String(r.table_name));
  }
  const parts = tableNames.map(
    (name) =>
      sql`(select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from ${sql.identifier(name)}) as ${sql.identifier(name)}`,
  );
  const [row] = rows(await database.db.execute(sql`select ${sql.join(parts, sql`, `)}`));
  return row as Record<string, string>;
}

/** The tables whose fingerprints differ. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(after).filter((k) => before[k] !== after[k]);
}

/**
 * Waits until work a request started after its answer (reset mail, notifications) has landed:
 * the fingerprint must hold still for three looks 10 ms apart (at most about 1 s).
 */
export async function settle(database: Database): Promise<Record<string, string>> {
  let last = await fingerprint(database);
  let still = 0;
  for (let i = 0; i < 100 && still < 2; i++) {
    await new Promise((r) => setTimeout(r, 10));
    const now = await fingerprint(database);
    still = changedTables(last, now).length === 0 ? still + 1 : 0;
    last = now;
  }
  return last;
}
