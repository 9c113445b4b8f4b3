import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures/test.ts";

/** A project with one board and a task that has tags, a due date, an assignee, comments and an edit. */
async function seedRichTask(page: Page, userId: number, title: string) {
  const res = await page.request.post("/api/projects", { data: { name: `Keyboard ${title}` } });
  expect(res.status(), await res.text()).toBe(201);
  const projectId = ((await res.json()) as { id: number }).id;
  const boards = (await (await page.request.get(`/api/projects/${projectId}/boards`)).json()) as {
    id: number;
  }[];
  const boardId = boards[0]!.id;
  const due = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const created = await page.request.post(`/api/boards/${boardId}/tasks`, {
    data: { title, status: "todo", tags: ["frontend", "auth"], dueDate: due, assignedTo: userId },
  });
  expect(created.status(), await created.text()).toBe(201);
  const task = (await created.json()) as { id: number };
  const comment = await page.request.post(`/api/tasks/${task.id}/comments`, {
    data: { content: "Looks good" },
  });
  expect(comment.status(), await comment.text()).toBe(201);
  const edited = await page.request.put(`/api/tasks/${task.id}`, {
    data: { description: "Edited before", progress: 40 },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  return { projectId, boardId, taskId: task.id };
}

/** Counts the task writes the page sends from now on. */
function countTaskWrites(page: Page) {
  const writes: string[] = [];
  page.on("request", (r) => {
    if (r.method() !== "GET" && /\/api\/(tasks|boards)\//.test(r.url()))
      writes.push(`${r.method()} ${r.url()}`);
  });
  return writes;
}

test("board: Enter on a kanban card opens its task and sends nothing", async ({ page, approvedUser }) => {
  await signIn(page, approvedUser);
  const { projectId } = await seedRichTask(page, approvedUser.id, "Fix login");
  await page.goto(`/projects/${projectId}`);
  const card = page.getByTestId("task-card").filter({ hasText: "Fix login" });
  await expect(card).toBeVisible();
  await expect(card).toContainText("1");
  const writes = countTaskWrites(page);

  await card.focus();
  await page.keyboard.press("Enter");
  await page.waitForTimeout(800);
  expect(writes).toEqual([]);
  const dialog = page.getByRole("dialog", { name: "Edit Task" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Title")).toHaveValue("Fix login");
  expect(writes).toEqual([]);
  await expect(page.getByText("Task updated successfully")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  expect(writes).toEqual([]);
});

test("board: Enter on a table row opens its task and sends nothing", async ({ page, approvedUser }) => {
  await signIn(page, approvedUser);
  const { projectId } = await seedRichTask(page, approvedUser.id, "Fix signup");
  await page.goto(`/projects/${projectId}`);
  await page.getByRole("button", { name: "Table" }).click();
  const row = page.getByRole("row").filter({ hasText: "Fix signup" });
  await expect(row).toBeVisible();
  const writes = countTaskWrites(page);

  await row.focus();
  await page.keyboard.press("Enter");
  await page.waitForTimeout(800);
  expect(writes).toEqual([]);
  const dialog = page.getByRole("dialog", { name: "Edit Task" });
  await expect(dialog).toBeVisible();
  expect(writes).toEqual([]);
  await expect(page.getByText("Task updated successfully")).toHaveCount(0);
});

test("board: Enter on a Gantt bar opens its task and sends nothing", async ({ page, approvedUser }) => {
  await signIn(page, approvedUser);
  const { projectId } = await seedRichTask(page, approvedUser.id, "Fix logout");
  await page.goto(`/projects/${projectId}`);
  await page.getByRole("button", { name: "Gantt" }).click();
  const bar = page.getByRole("button", { name: /^Fix logout:/ });
  await expect(bar).toBeVisible();
  const writes = countTaskWrites(page);

  await bar.focus();
  await page.keyboard.press("Enter");
  await page.waitForTimeout(800);
  expect(writes).toEqual([]);
  await expect(page.getByRole("dialog", { name: "Edit Task" })).toBeVisible();
});
