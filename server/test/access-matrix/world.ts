import { randomBytes } from "node:crypto";
import { notifications } from "../../db/schema.ts";
import { dataUrl, PNG_BYTES, postComment } from "../../modules/comments/comments.fixtures.ts";
import {
  addProjectMember,
  firstBoardId,
  makeProject,
  makeSprint,
} from "../../modules/projects/projects.fixtures.ts";
import { createTask } from "../../modules/tasks/task-fixtures.ts";
import type { TestApp } from "../app.ts";
import { as, createUser, type TestUser } from "../factories.ts";
import { FAKE_WORKSPACE } from "../fake-slack.ts";
import type { Role } from "./roles.ts";

/** The password of every user the world registers. */
export const PASSWORD = "correct horse battery";
/** The AI provider key the super administrator stores, so the assistant answers. */
export const AI_KEY = "sk-matrix-0123456789abcdef";

/** Something private: a text marker or an id under a JSON key, and the roles that may see it. */
export type Secret = { visibleTo: readonly Role[] } & ({ text: string } | { key: string; id: number });

/** The seeded world every row of the matrix points at. */
export type World = {
  t: TestApp;
  /** The signed-in callers (every role but signedOut). */
  users: Record<Exclude<Role, "signedOut">, TestUser>;
  /** A bystander: the login and forgot-password target, the non-member a task is assigned to. */
  spare: TestUser;
  sprintId: number;
  projectId: number;
  boardId: number;
  taskId: number;
  /** The owner's comment on the task, with an attached PNG. */
  commentId: number;
  commentText: string;
  /** The attachment's stored file, and the owner's avatar file. */
  fileId: number;
  avatarFileId: number;
  /** The department: owned by owner, deptAdmin an admin, member a plain member. */
  teamId: number;
  /** The member's membership row in the department. */
  teamMemberId: number;
  /** One of the owner's own custom statuses, and one of the owner's personal team members. */
  statusId: number;
  inviteId: number;
  /** One of the member's notifications. */
  notificationId: number;
  /** Everything private, with who may see it: no response to anyone else may contain it. */
  secrets: Secret[];
  /** A fresh suffix for unique names. */
  unique: () => string;
};

let counter = 0;
const tag = randomBytes(3).toString("hex");
const marker = (what: string) => `mx${what}${tag}`;

/** Seeds the world through the API where it is cheap, straight into tables where a route is under test. */
export async function seedWorld(t: TestApp): Promise<World> {
  const superAdmin = await createUser(t); // the first account is the super administrator
  const owner = await createUser(t);
  const member = await createUser(t);
  const outsider = await createUser(t);
  const deptAdmin = await createUser(t);
  const pending = await createUser(t, { approved: false });
  const spare = await createUser(t);
  const u = { pending, outsider, member, owner, deptAdmin, superAdmin };
  const secrets: Secret[] = [];
  const ownerAndMember = ["owner", "member"] as const;

  const sprint = await makeSprint(t, owner, { name: marker("sprint") });
  const project = await makeProject(t, owner, { name: marker("project"), sprintId: sprint.id });
  await addProjectMember(t, project.id, member);
  const boardId = await firstBoardId(t, project.id);
  const task = await createTask(t, owner, boardId, { title: marker("task"), assignedTo: member.id });
  const commentText = marker("comment");
  const comment = await postComment(t, owner, task.id, {
    content: commentText,
    attachments: [{ type: "file", name: `${marker("file")}.png`, url: dataUrl("image/png", PNG_BYTES) }],
  });
  const fileId = Number(comment.attachments[0]!.url.split("/").pop());
  secrets.push(
    ...["sprint", "project", "task", "comment", "file"].map((w) => ({
      text: marker(w),
      visibleTo: ownerAndMember,
    })),
    { key: "sprintId", id: sprint.id, visibleTo: ownerAndMember },
    { key: "projectId", id: project.id, visibleTo: ownerAndMember },
    { key: "boardId", id: boardId, visibleTo: ownerAndMember },
    { key: "taskId", id: task.id, visibleTo: ownerAndMember },
  );

  secrets.push(...(await seedOutsiderProject(t, outsider)));

  const team = await as(t.app, owner).post("/api/teams", { name: "Matrix department" });
  const teamId = team.json().id as number;
  await as(t.app, owner).post(`/api/teams/${teamId}/members`, { userId: deptAdmin.id, role: "admin" });
  const memberRow = await as(t.app, owner).post(`/api/teams/${teamId}/members`, { userId: member.id });

  // Board columns are the owner's statuses, so the member sees their names too.
  const status = await as(t.app, owner).post("/api/custom-statuses", { name: marker("status") });
  secrets.push({ text: marker("status"), visibleTo: ownerAndMember });
  const invite = await as(t.app, owner).post("/api/personal-team-members", {
    email: `${marker("invite")}@example.test`,
  });
  secrets.push({ text: marker("invite"), visibleTo: ["owner"] });

  const note = await seedNotifications(t, member, owner);
  secrets.push(
    { text: marker("membernote"), visibleTo: ["member"] },
    { text: marker("ownernote"), visibleTo: ["owner"] },
  );

  for (const role of ["outsider", "member", "owner", "deptAdmin", "superAdmin"] as const) {
    await saveSlack(t, u[role], role);
    secrets.push({ text: marker(`slack${role.toLowerCase()}`), visibleTo: [role] });
  }
  const upload = avatarUpload(owner.cookie);
  const avatar = await t.app.inject({
    method: "POST",
    url: "/api/user/avatar",
    payload: upload.body,
    headers: upload.headers,
  });
  const avatarFileId = Number(String(avatar.json().profileImageUrl).split("/").pop());
  await as(t.app, superAdmin).post("/api/admin/openai-key", { apiKey: AI_KEY });

  const ids = [
    teamId,
    memberRow.json().id,
    status.json().id,
    invite.json().id,
    note?.id,
    avatarFileId,
    fileId,
  ];
  if (ids.some((id) => !Number.isInteger(id)))
    throw new Error(`world seeding failed: ${JSON.stringify(ids)}`);
  return {
    t,
    users: u,
    spare,
    sprintId: sprint.id,
    projectId: project.id,
    boardId,
    taskId: task.id,
    commentId: comment.id,
    commentText,
    fileId,
    avatarFileId,
    teamId,
    teamMemberId: memberRow.json().id,
    statusId: status.json().id,
    inviteId: invite.json().id,
    notificationId: note!.id,
    secrets,
    unique: () => `${tag}${++counter}`,
  };
}

/** The outsider's own project: nobody else, the super administrator included, may see it. */
async function seedOutsiderProject(t: TestApp, outsider: TestUser): Promise<Secret[]> {
  const hidden = await makeProject(t, outsider, { name: marker("outsiderproject") });
  const hiddenTask = await createTask(t, outsider, await firstBoardId(t, hidden.id), {
    title: marker("outsidertask"),
  });
  return [
    { text: marker("outsiderproject"), visibleTo: ["outsider"] },
    { text: marker("outsidertask"), visibleTo: ["outsider"] },
    { key: "projectId", id: hidden.id, visibleTo: ["outsider"] },
    { key: "taskId", id: hiddenTask.id, visibleTo: ["outsider"] },
  ];
}

/** One notification each for the member and the owner, straight into the table; the member's. */
async function seedNotifications(t: TestApp, member: TestUser, owner: TestUser) {
  const [note] = await t.database.db
    .insert(notifications)
    .values([
      {
        userId: member.id,
        type: "task_assigned",
        title: marker("membernote"),
        message: "For the member only",
      },
      { userId: owner.id, type: "task_assigned", title: marker("ownernote"), message: "For the owner only" },
    ])
    .returning({ id: notifications.id });
  return note;
}

/** Saves (or replaces) a user's chat integration against the fake Slack, with a private channel name. */
export async function saveSlack(t: TestApp, user: TestUser, role: Role) {
  const res = await as(t.app, user).post("/api/slack/integration", slackBody(role));
  if (res.statusCode !== 201) throw new Error(`slack save failed ${res.statusCode}: ${res.body}`);
}

/** The body that saves `role`'s chat integration. */
export function slackBody(role: Role) {
  return {
    accessToken: FAKE_WORKSPACE.token,
    channelId: "C0GENERAL",
    channelName: marker(`slack${role.toLowerCase()}`),
  };
}

/** A multipart avatar upload (a 1x1 PNG) as inject options. */
export function avatarUpload(cookie: string | null) {
  const boundary = `----matrix${tag}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG_BYTES,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers: Record<string, string> = { "content-type": `multipart/form-data; boundary=${boundary}` };
  if (cookie) headers.cookie = cookie;
  return { body: payload, headers };
}
