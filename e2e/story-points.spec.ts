import { card, column } from "./fixtures/board.ts";
import { firstBoardId, seedProject, seedSprint, seedTask } from "./fixtures/seed.ts";
import { choose } from "./fixtures/select.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test, toast } from "./fixtures/test.ts";

/** Product rules §19: story points in the task dialog, on cards, in column and sprint totals, and in reports. */
test("story points: estimate a task, see it on the board, the sprint and the reports", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const sprint = await seedSprint(page, { name: "Pointed Sprint", status: "active" });
  const projectId = await seedProject(page, { name: "Estimates", sprintId: sprint.id });
  const boardId = await firstBoardId(page, projectId);
  await seedTask(page, boardId, { title: "Estimate me", status: "todo" });
  await seedTask(page, boardId, { title: "Already sized", status: "todo", storyPoints: 5 });
  await seedTask(page, boardId, { title: "Unclear", status: "review", storyPoints: "?" });

  await test.step("the board shows the badges and the column's points", async () => {
    await page.goto(`/projects/${projectId}`);
    // The board's first load can be slow on a busy runner: wait for it before the card checks.
    await expect(page.getByRole("heading", { name: "Estimates", level: 1 })).toBeVisible({ timeout: 60_000 });
    await expect(card(page, "Already sized").getByTestId("story-points-badge")).toHaveText("Story points: 5");
    await expect(card(page, "Estimate me").getByTestId("story-points-badge")).toHaveCount(0);
    await expect(column(page, "todo").getByTestId("column-points")).toHaveText("5 pts");
    // '?' shows on its card but adds nothing: no total for a column without numeric estimates.
    await expect(card(page, "Unclear").getByTestId("story-points-badge")).toHaveText("Story points: ?");
    await expect(column(page, "review").getByTestId("column-points")).toHaveCount(0);
  });

  await test.step("sets the points in the task dialog", async () => {
    await card(page, "Estimate me").click();
    await expect(page.getByRole("heading", { name: "Edit Task" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Story points" })).toHaveText("None");
    await choose(page, "Story points", "8");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Update Task" }).click();
    await expect(toast(page).getByText("Task updated successfully", { exact: true })).toBeVisible();
    await expect(card(page, "Estimate me").getByTestId("story-points-badge")).toHaveText("Story points: 8");
    await expect(column(page, "todo").getByTestId("column-points")).toHaveText("13 pts");
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("the table view has a Points column", async () => {
    await page.getByRole("button", { name: "Table" }).click();
    await expect(page.getByRole("columnheader", { name: "Points" })).toBeVisible();
    await expect(
      page.getByRole("row").filter({ hasText: "Estimate me" }).getByTestId("task-points"),
    ).toHaveText("8");
    await page.getByRole("button", { name: "Kanban" }).click();
  });

  await test.step("the dialog clears the estimate with None", async () => {
    await card(page, "Already sized").click();
    await expect(page.getByRole("combobox", { name: "Story points" })).toHaveText("5");
    await choose(page, "Story points", "None");
    await page.getByRole("button", { name: "Update Task" }).click();
    await expect(toast(page).getByText("Task updated successfully", { exact: true })).toBeVisible();
    await expect(card(page, "Already sized").getByTestId("story-points-badge")).toHaveCount(0);
    await expect(column(page, "todo").getByTestId("column-points")).toHaveText("8 pts");
  });

  await test.step("the sprint card shows points done of the total", async () => {
    await page.goto("/sprints");
    await expect(page.getByRole("heading", { name: "Pointed Sprint" })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId("sprint-points")).toHaveText("0 of 8 points done");
  });

  await test.step("the reports count points by default, and switch to tasks", async () => {
    await page.goto("/reports");
    await expect(page.getByRole("tab", { name: "Overview" })).toBeVisible({ timeout: 60_000 });
    const points = page.getByRole("button", { name: "Points", exact: true });
    const tasks = page.getByRole("button", { name: "Tasks", exact: true });
    await expect(points).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("heading", { name: "Story Points", exact: true })).toBeVisible();
    await expect(page.getByText(/^Story points completed per sprint/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await tasks.click();
    await expect(tasks).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("heading", { name: "Story Points", exact: true })).toHaveCount(0);
    await expect(page.getByText(/^Tasks completed per sprint/)).toBeVisible();
  });
});
