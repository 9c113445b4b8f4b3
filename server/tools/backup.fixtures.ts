import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { expect, vi } from "vitest";
import { buildApp } from "../app.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { dataUrl, PNG_BYTES, postComment } from "../modules/comments/comments.fixtures.ts";
import { firstBoardId, makeProject } from "../modules/projects/projects.fixtures.ts";
import { createTask } from "../modules/tasks/task-fixtures.ts";
import type { TestApp } from "../test/app.ts";
import { as, createUser, type TestUser } from "../test/factories.ts";

/** The password every seeded user has. */
export const PASSWORD = "correct horse battery";

/** What `seedInstance` made, to check after a restore. */
export type Seeded = {
  owner: TestUser;
  member: TestUser;
  projectId: number;
  boardId: number;
  attachmentUrl: string;
  avatarUrl: string;
  deletedTaskId: number;
  /** A task the owner watches and the member (its assignee) unwatched. */
  watchedTaskId: number;
};

/** One multipart avatar upload. */
function uploadAvatar(app: FastifyInstance, user: TestUser, bytes: Buffer) {
  const boundary = "----sbbackup";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: "POST",
    url: "/api/user/avatar",
    payload,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, cookie: user.cookie },
  });
}

/**
 * Seeds an instance through the API: users, a project with tasks (one assigned, one deleted so
 * the id sequence runs ahead of max(id)), a comment with an attachment, an avatar, notifications,
 * email settings and queued mail.
 */
export async function seedInstance(t: TestApp): Promise<Seeded> {
  const owner = await createUser(t, { password: PASSWORD, firstName: "Ünïcode ✓" });
  const member = await createUser(t, { password: PASSWORD });
  await createUser(t, { password: PASSWORD, approved: false });
  const project = await makeProject(t, owner, { name: 'Launch "v2" – ready?' });
  const boardId = await firstBoardId(t, project.id);
  const task = await createTask(t, owner, boardId, { title: "Write the spec", assignedTo: member.id });
  const ship = await createTask(t, owner, boardId, {
    title: "Ship it",
    priority: "high",
    dueDate: "2031-05-06",
  });
  // Links travel too (product rules §36).
  const linked = await as(t.app, owner).post(`/api/tasks/${task.id}/links`, {
    type: "blocks",
    taskId: ship.id,
  });
  expect(linked.statusCode).toBe(201);
  const doomed = await createTask(t, owner, boardId, { title: "Deleted later" });
  expect((await as(t.app, owner).delete(`/api/tasks/${doomed.id}`)).statusCode).toBe(204);
  const comment = await postComment(t, member, task.id, {
    content: "Screenshot attached",
    attachments: [{ type: "file", name: "shot.png", url: dataUrl("image/png", PNG_BYTES) }],
  });
  // Watchers travel too: the creator's and assignee's automatic watches, and a sticky unwatch.
  expect((await as(t.app, member).delete(`/api/tasks/${task.id}/watch`)).statusCode).toBe(200);
  const move = { status: "in_progress", position: 0 };
  expect((await as(t.app, member).put(`/api/tasks/${ship.id}/position`, move)).statusCode).toBe(200);
  // Email settings (and the mail outbox the assignment above wrote to) travel in the backup too.
  const email = await as(t.app, member).put("/api/user/email-preferences", {
    timeZone: "Europe/Berlin",
    digestHour: 7,
    kinds: { task_changed: "immediately" },
  });
  expect(email.statusCode).toBe(200);
  const avatar = await uploadAvatar(t.app, owner, PNG_BYTES);
  expect(avatar.statusCode).toBe(200);
  // Notifications are written after the commit: wait until both users have theirs.
  await vi.waitFor(async () => {
    for (const user of [owner, member]) {
      const list = (await as(t.app, user).get("/api/user/notifications")).json() as unknown[];
      expect(list.length).toBeGreaterThan(0);
    }
  }, 5000);
  return {
    owner,
    member,
    projectId: project.id,
    boardId,
    attachmentUrl: comment.attachments[0]!.url,
    avatarUrl: avatar.json().profileImageUrl as string,
    deletedTaskId: doomed.id,
    watchedTaskId: task.id,
  };
}

/** Starts an app on an already-restored database (same config, so the same session secret). */
export async function startApp(config: Config, database: Database): Promise<FastifyInstance> {
  const app = await buildApp(config, {
    database,
    mailer: { send: async () => {} },
    logger: false,
    jobs: false,
  });
  await app.ready();
  return app;
}

/** Rewrites a backup's lines with `edit`, then re-seals it (a fresh whole-file checksum), gzip'd again. */
export async function rewriteBackup(
  from: string,
  to: string,
  edit: (lines: string[]) => string[],
): Promise<void> {
  const lines = gunzipSync(await readFile(from))
    .toString("utf8")
    .trimEnd()
    .split("\n");
  const body = edit(lines.slice(0, -1));
  const done = JSON.parse(lines[lines.length - 1]!);
  const whole = createHash("sha256");
  for (const line of body) whole.update(line).update("\n");
  done.sha256 = whole.digest("hex");
  await writeFile(to, gzipSync(`${[...body, JSON.stringify(done)].join("\n")}\n`));
}
