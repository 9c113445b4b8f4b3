import type { TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { addProjectMember, firstBoardId, makeProject } from "../projects/projects.fixtures.ts";
import { createTask } from "../tasks/task-fixtures.ts";

/** Test bytes: a 1x1 PNG, a minimal PDF and the start of a Windows executable. */
export const PNG_BYTES = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
/** A minimal PDF document. */
export const PDF_BYTES = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
/** The MZ header of a Windows executable. */
export const EXE_BYTES = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);

/** A data URL of `bytes` with the declared type. */
export const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString("base64")}`;

/** A project (owner + one member) with a task, and an outsider who sees none of it. */
export type CommentScene = {
  owner: TestUser;
  member: TestUser;
  outsider: TestUser;
  projectId: number;
  boardId: number;
  taskId: number;
};

/** Builds a CommentScene through the API; the task is created by the owner. */
export async function commentScene(
  t: TestApp,
  taskBody: Record<string, unknown> = {},
): Promise<CommentScene> {
  const owner = await createUser(t);
  const member = await createUser(t);
  const outsider = await createUser(t);
  const project = await makeProject(t, owner);
  await addProjectMember(t, project.id, member);
  const boardId = await firstBoardId(t, project.id);
  const task = await createTask(t, owner, boardId, { title: "Write the spec", ...taskBody });
  return { owner, member, outsider, projectId: project.id, boardId, taskId: task.id };
}

/** Posts a comment and returns its JSON (throws unless 201). */
export async function postComment(t: TestApp, user: TestUser, taskId: number, body: Record<string, unknown>) {
  const res = await as(t.app, user).post(`/api/tasks/${taskId}/comments`, body);
  if (res.statusCode !== 201) throw new Error(`post comment failed ${res.statusCode}: ${res.body}`);
  return res.json() as { id: number; attachments: { type: string; name: string; url: string }[] };
}
