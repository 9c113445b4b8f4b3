import type { Page } from "@playwright/test";
import type { E2EUser } from "./fixtures/auth.ts";
import { firstBoardId, seedProject, seedSprint, seedTask } from "./fixtures/seed.ts";
import { choose } from "./fixtures/select.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures/test.ts";

// A task's type is filterable everywhere tasks are listed (product rules §35): My Tasks, the
// calendar, the All Projects table and the backlog, each with the filter kept in the address.

test.describe.configure({ mode: "parallel" });

/** A project (in `sprintId` if given) with a bug and a story, both assigned to `user` and due today. */
async function seedTyped(page: Page, user: E2EUser, sprintId?: number) {
  await signIn(page, user);
  const projectId = await seedProject(page, { name: "Typed work", ...(sprintId ? { sprintId } : {}) });
  const boardId = await firstBoardId(page, projectId);
  const dueDate = new Date().toISOString().slice(0, 10);
  await seedTask(page, boardId, { title: "Crash on save", type: "bug", assignedTo: user.id, dueDate });
  await seedTask(page, boardId, { title: "Checkout story", type: "story", assignedTo: user.id, dueDate });
  return projectId;
}

test("My Tasks filters by type, in the address", async ({ page, approvedUser }) => {
  await seedTyped(page, approvedUser);
  await page.goto("/tasks");
  const cards = page.getByTestId("my-task-card");
  await expect(cards).toHaveCount(2, { timeout: 30_000 });
  await choose(page, "Filter by type", "Bug");
  await expect(page).toHaveURL(/type=bug/);
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText("Crash on save");
  await page.reload();
  await expect(cards).toHaveCount(1, { timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
});

test("the calendar filters by type, in the address", async ({ page, approvedUser }) => {
  await seedTyped(page, approvedUser);
  await page.goto("/calendar?view=week");
  const cards = page.getByTestId("calendar-card");
  await expect(cards).toHaveCount(2, { timeout: 30_000 });
  await choose(page, "Filter by type", "Story");
  await expect(page).toHaveURL(/type=story/);
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText("Checkout story");
});

test("the All Projects table filters its tasks by type, in the address", async ({ page, approvedUser }) => {
  await seedTyped(page, approvedUser);
  await page.goto("/projects?view=table");
  const section = page.getByTestId("project-item").filter({ hasText: "Typed work" });
  await expect(section.getByRole("row", { name: /Crash on save/ })).toBeVisible({ timeout: 30_000 });
  await expect(section.getByRole("row", { name: /Checkout story/ })).toBeVisible();
  await choose(page, "Filter by type", "Bug");
  await expect(page).toHaveURL(/taskType=bug/);
  await expect(section.getByRole("row", { name: /Checkout story/ })).toHaveCount(0);
  await expect(section.getByRole("row", { name: /Crash on save/ })).toBeVisible();
});

test("the backlog filters by type, in the address", async ({ page, approvedUser }) => {
  await signIn(page, approvedUser);
  const sprint = await seedSprint(page, { name: "Typed sprint" });
  await seedTyped(page, approvedUser, sprint.id);
  await page.goto(`/sprints/${sprint.id}/backlog`);
  const rows = page.getByTestId("backlog-item");
  await expect(rows).toHaveCount(2, { timeout: 30_000 });
  await choose(page, "Type", "Story");
  await expect(page).toHaveURL(/type=story/);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("Checkout story");
});
