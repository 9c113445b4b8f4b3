import { seedBoard } from "./fixtures/board.ts";
import { expect, signIn, test } from "./fixtures/test.ts";

test("board: view, search and status filter live in the address and survive reload and Back", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const { projectId } = await seedBoard(page, "Address board", [
    ["Alpha login", "todo"],
    ["Alpha review", "review"],
    ["Beta", "review"],
  ]);
  await page.goto(`/projects/${projectId}`);
  const cards = page.getByTestId("task-card");
  await expect(cards).toHaveCount(3);
  const search = page.getByPlaceholder("Search tasks...");

  await test.step("search replaces the history entry, debounced", async () => {
    const before = await page.evaluate<number>("history.length");
    await search.pressSequentially("alpha", { delay: 40 });
    await expect(page).toHaveURL(/[?&]q=alpha(&|$)/);
    await expect(cards).toHaveCount(2);
    expect(await page.evaluate<number>("history.length")).toBe(before);
  });

  await test.step("the status filter and the view are added to the address", async () => {
    await page.getByRole("button", { name: "Filter by Status" }).click();
    await page.getByRole("menuitemcheckbox", { name: "Review" }).click();
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/[?&]status=review(&|$)/);
    await page.getByRole("button", { name: "Table" }).click();
    await expect(page).toHaveURL(/[?&]view=table(&|$)/);
    await expect(page.getByRole("row").filter({ hasText: "Alpha review" })).toBeVisible();
  });

  await test.step("a reload restores all of it", async () => {
    await page.reload();
    await expect(page.getByRole("columnheader", { name: "Due Date" })).toBeVisible();
    await expect(search).toHaveValue("alpha");
    await expect(page.getByRole("button", { name: /Filter by Status/ }).getByText("1")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "Alpha review" })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "Beta" })).toHaveCount(0);
    await expect(page.getByRole("row").filter({ hasText: "Alpha login" })).toHaveCount(0);
  });

  await test.step("Back returns to the previous view and filter", async () => {
    await page.goBack();
    await expect(page).not.toHaveURL(/view=table/);
    await expect(page.getByTestId("kanban-board")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Review", level: 2 })).toBeVisible();
    await page.goBack();
    await expect(page).not.toHaveURL(/status=/);
    await expect(page.getByRole("heading", { name: "To Do", level: 2 })).toBeVisible();
    await expect(search).toHaveValue("alpha");
  });

  await test.step("without a view in the address the board opens the last one used", async () => {
    await page.getByRole("button", { name: "Gantt" }).click();
    await expect(page.getByRole("heading", { name: "Gantt Chart" })).toBeVisible();
    await page.goto(`/projects/${projectId}`);
    await expect(page.getByRole("heading", { name: "Gantt Chart" })).toBeVisible();
  });
});
