import type { Page } from "@playwright/test";
import { createApprovedUser } from "./fixtures/auth.ts";
import { seedBoard } from "./fixtures/board.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures/test.ts";

const columnOrder = (page: Page) =>
  page
    .locator('[data-testid="board-column"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute("data-status")));

test("statuses: deleting one that has tasks says how many and where they go", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const { projectId, boardId } = await seedBoard(page, "Status delete");
  expect((await page.request.post("/api/custom-statuses", { data: { name: "QA Check" } })).status()).toBe(
    201,
  );
  for (const title of ["Check A", "Check B"]) {
    const res = await page.request.post(`/api/boards/${boardId}/tasks`, {
      data: { title, status: "qa_check" },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto(`/projects/${projectId}`);
  await page.getByRole("button", { name: "Manage Statuses" }).click();
  const dialog = page.getByRole("dialog", { name: "Manage Custom Statuses" });
  await dialog.getByRole("button", { name: "Delete QA Check" }).click();

  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText('Delete "QA Check"?');
  await expect(confirm).toContainText("2 tasks have this status");
  await expect(confirm).toContainText('extra column titled "qa_check"');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog.getByText("QA Check")).toBeVisible();

  await dialog.getByRole("button", { name: "Delete QA Check" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Status Deleted", { exact: true }).first()).toBeVisible();
  await page.keyboard.press("Escape");
  const extra = page.locator('[data-testid="board-column"][data-status="qa_check"]');
  await expect(extra.getByTestId("task-card")).toHaveCount(2);
});

test("statuses: the owner reorders the columns from Manage Statuses", async ({ page, approvedUser }) => {
  await signIn(page, approvedUser);
  const { projectId } = await seedBoard(page, "Status order");
  await page.goto(`/projects/${projectId}`);
  await expect.poll(() => columnOrder(page)).toEqual(["todo", "in_progress", "review", "done"]);
  await page.getByRole("button", { name: "Manage Statuses" }).click();
  const dialog = page.getByRole("dialog", { name: "Manage Custom Statuses" });
  await expect(dialog.getByRole("button", { name: "Move To Do left" })).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "Move Done right" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Move In Progress left" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("listitem").first()).toContainText("In Progress");
  await dialog.getByRole("button", { name: "Move Review right" }).click();
  await expect(dialog.getByRole("listitem").last()).toContainText("Review");
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect.poll(() => columnOrder(page)).toEqual(["in_progress", "todo", "done", "review"]);
  await page.reload();
  await expect.poll(() => columnOrder(page)).toEqual(["in_progress", "todo", "done", "review"]);
});

test("statuses: a member viewing the board sees the owner's new column order live", async ({
  browser,
  approvedUser,
}) => {
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signIn(owner, approvedUser);
  const { projectId, boardId } = await seedBoard(owner, "Live order");
  const mate = await createApprovedUser({ firstName: "Ola", lastName: "Order" });
  const task = await owner.request.post(`/api/boards/${boardId}/tasks`, {
    data: { title: "Shared", assignedTo: mate.id },
  });
  expect(task.status()).toBe(201);
  const mateContext = await browser.newContext();
  const other = await mateContext.newPage();
  await signIn(other, mate);
  try {
    await other.goto(`/projects/${projectId}`);
    await expect.poll(() => columnOrder(other)).toEqual(["todo", "in_progress", "review", "done"]);
    await owner.goto(`/projects/${projectId}`);
    await owner.getByRole("button", { name: "Manage Statuses" }).click();
    await owner.getByRole("button", { name: "Move Done left" }).click();
    await expect
      .poll(() => columnOrder(other), { timeout: 3000 })
      .toEqual(["todo", "in_progress", "done", "review"]);
  } finally {
    await ownerContext.close();
    await mateContext.close();
  }
});
