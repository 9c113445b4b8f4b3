import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { postComment } from "../comments/comments.fixtures.ts";
import { addProjectMember, firstBoardId, makeProject } from "../projects/projects.fixtures.ts";
import { createTask } from "../tasks/task-fixtures.ts";

/*
 * Issue 32: a notification is worded when it is read, in the reader's language then: comment,
 * reply and watcher notices in German and Arabic, a feed that follows a change of language, older
 * rows (stored before notifications kept their content) as they were written.
 */

/** User content between the isolates Arabic words put around it. */
const iso = (text: string) => `\u2068${text}\u2069`;

let t: TestApp;
let anna: TestUser;
let greta: TestUser;
let amira: TestUser;
let boardId: number;
let projectId: number;

type Item = { type: string; title: string; message: string };

async function feed(user: TestUser, headers: Record<string, string> = {}): Promise<Item[]> {
  const res = await t.app.inject({
    method: "GET",
    url: "/api/user/notifications",
    headers: { cookie: user.cookie, ...headers },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Item[];
}

/** The feed's words, all of it, to look for English left over. */
const text = (items: Item[]) => items.map((n) => `${n.title}\n${n.message}`).join("\n");

async function setLanguage(user: TestUser, language: string | null) {
  expect((await as(t.app, user).patch("/api/user/profile", { language })).statusCode).toBe(200);
}

beforeAll(async () => {
  t = await buildTestApp();
  anna = await createUser(t, { firstName: "Anna", lastName: "Berg" });
  greta = await createUser(t, { firstName: "Greta", lastName: "Gross" });
  amira = await createUser(t, { firstName: "Amira", lastName: "Haddad" });
  await setLanguage(greta, "de");
  await setLanguage(amira, "ar");
  const project = await makeProject(t, greta, { name: "Webshop" });
  await addProjectMember(t, project.id, anna);
  await addProjectMember(t, project.id, amira);
  projectId = project.id;
  boardId = await firstBoardId(t, project.id);
});
afterAll(async () => {
  await t?.close();
});

describe("notifications in the reader's language (issue 32)", () => {
  it("gives a German recipient comment, reply and watcher notices in German", async () => {
    const task = await createTask(t, greta, boardId, { title: "Checkout page", assignedTo: amira.id });
    const first = await postComment(t, greta, task.id, { content: "Bitte prüfen" });
    await postComment(t, anna, task.id, { content: "Looks good", parentId: first.id });
    const moved = await as(t.app, anna).patch(`/api/tasks/${task.id}`, { status: "review" });
    expect(moved.statusCode).toBe(200);

    const mine = (await feed(greta)).filter((n) => n.title.includes(task.key));
    const byType = (type: string) => mine.find((n) => n.type === type);
    expect(byType("task_reply")).toMatchObject({
      title: `Anna Berg hat auf Ihren Kommentar zu ${task.key} geantwortet`,
      message: "Zu „Checkout page“: Looks good",
    });
    expect(byType("task_changed")).toMatchObject({
      title: `Anna Berg hat ${task.key} nach Review verschoben`,
      message: "„Checkout page“ · Status: Zu erledigen → Review",
    });
    expect(text(mine)).not.toMatch(/\b(moved|replied|commented|changed|Status: To Do|In Progress)\b/);
  });

  it("gives an Arabic recipient the same notices in Arabic", async () => {
    const task = await createTask(t, anna, boardId, { title: "Checkout page", assignedTo: amira.id });
    await postComment(t, anna, task.id, { content: "Please check" });
    await as(t.app, amira).put(`/api/tasks/${task.id}/watch`);
    await as(t.app, anna).patch(`/api/tasks/${task.id}`, { status: "in_progress" });

    const mine = (await feed(amira)).filter((n) => n.title.includes(task.key));
    expect(mine.find((n) => n.type === "task_message_reply")).toMatchObject({
      title: `علّق ${iso("Anna Berg")} على ${iso(task.key)} المسندة إليك`,
      message: `على «${iso("Checkout page")}»: ${iso("Please check")}`,
    });
    expect(mine.find((n) => n.type === "task_changed")).toMatchObject({
      title: `نقل ${iso("Anna Berg")} ‏${iso(task.key)} إلى قيد التنفيذ`,
      message: `«${iso("Checkout page")}» · الحالة: للتنفيذ ← قيد التنفيذ`,
    });
    expect(text(mine)).not.toMatch(/\b(moved|commented|To Do|In Progress|assigned)\b/);
  });

  it("words the whole feed in the new language once the reader switches, older entries too", async () => {
    const task = await createTask(t, anna, boardId, { title: "Switch page", assignedTo: amira.id });
    await postComment(t, anna, task.id, { content: "Before the switch" });
    const before = (await feed(amira)).filter((n) => n.type === "task_message_reply");
    expect(before[0]?.title).toBe(`علّق ${iso("Anna Berg")} على ${iso(task.key)} المسندة إليك`);

    await setLanguage(amira, "de");
    const after = await feed(amira);
    expect(after.find((n) => n.type === "task_message_reply")?.title).toBe(
      `Anna Berg hat ${task.key} kommentiert, die Ihnen zugewiesen ist`,
    );
    // Every entry with content is German now, the Arabic ones written earlier included.
    expect(text(after)).not.toMatch(/[\u0600-\u06FF]{3,}/);
    expect(text(after)).toContain("nach In Bearbeitung verschoben");
    await setLanguage(amira, "ar");
  });

  it("follows the browser for an account without a language, and keeps an older row as stored", async () => {
    const emil = await createUser(t, { firstName: "Emil", lastName: "Open" });
    await addProjectMember(t, projectId, emil);
    const task = await createTask(t, anna, boardId, { title: "Browser page", assignedTo: emil.id });
    await t.database.db.insert(notifications).values({
      userId: emil.id,
      type: "task_changed",
      title: "Watched task changed",
      message: "An old row's words",
      relatedEntityId: task.id,
      relatedEntityType: "task",
    });
    const german = await feed(emil, { "accept-language": "de-DE,de;q=0.9,en;q=0.5" });
    expect(german.find((n) => n.type === "task_assigned")?.title).toBe("Neue Aufgabe zugewiesen");
    expect(german.find((n) => n.message === "An old row's words")?.title).toBe("Watched task changed");
    const chosen = await feed(emil, { cookie: `${emil.cookie}; sprintboard_lang=ja` });
    expect(chosen.find((n) => n.type === "task_assigned")?.title).not.toBe("New task assigned");
    expect((await feed(emil)).find((n) => n.type === "task_assigned")?.title).toBe("New task assigned");
  });
});
