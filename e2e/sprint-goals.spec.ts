import { actAs, createApprovedUser } from "./fixtures/auth.ts";
import { firstBoardId, seedProject, seedSprint, seedTask } from "./fixtures/seed.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test, toast } from "./fixtures/test.ts";

// Sprint goals (issue 11): the owner sets them on the sprint page; cards and the dashboard show them.

test("the sprint owner adds a goal with linked tasks, marks it met, and it shows everywhere", async ({
  page,
  approvedUser,
}) => {
  test.slow(); // Dialogs, three screens and axe runs on a shared 2-core machine.
  const member = await createApprovedUser({ firstName: "Mia", lastName: "Member" });
  await signIn(page, approvedUser);
  const sprint = await seedSprint(page, { name: "Goal sprint", status: "active" });
  const projectId = await seedProject(page, { name: "Goal project", sprintId: sprint.id });
  const boardId = await firstBoardId(page, projectId);
  await seedTask(page, boardId, { title: "Reset password form", status: "done" });
  await seedTask(page, boardId, { title: "Reset email", assignedTo: member.id });
  await seedTask(page, boardId, { title: "Unrelated chore" });

  await page.goto(`/sprints/${sprint.id}`);
  const section = page.getByTestId("sprint-goals");

  await test.step("an empty goal list invites the owner to add one; the text is required", async () => {
    // Beside the layout walk on two cores the sprint page's first load has taken over 10 s.
    await expect(page.getByRole("heading", { name: "Goal sprint", level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    await expect(section.getByText("No goals yet. Add what this sprint should achieve.")).toBeVisible({
      timeout: 20_000,
    });
    await section.getByRole("button", { name: "Add Goal" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Goal" });
    await dialog.getByRole("button", { name: "Add Goal" }).click();
    await expect(dialog.getByText("Goal text is required")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("the goal links two tasks found by search and shows their progress", async () => {
    const dialog = page.getByRole("dialog", { name: "Add Goal" });
    await dialog.getByLabel("Goal").fill("Customers can reset their password");
    await dialog.getByRole("searchbox", { name: "Search the sprint's tasks" }).fill("reset");
    await expect(dialog.getByRole("checkbox")).toHaveCount(2);
    await dialog.getByRole("checkbox", { name: "Reset password form" }).check();
    await dialog.getByRole("checkbox", { name: "Reset email" }).check();
    await expect(dialog.getByText("Linked tasks (2)")).toBeVisible();
    await dialog.getByRole("button", { name: "Add Goal" }).click();
    await expect(toast(page)).toContainText("Goal added successfully");
    await expect(dialog).toBeHidden();
    const goal = section.getByTestId("sprint-goal");
    await expect(goal).toContainText("Customers can reset their password");
    await expect(goal).toContainText("1 of 2 linked tasks done");
    await expect(goal.getByRole("link", { name: "Reset email" })).toHaveAttribute(
      "href",
      new RegExp(`/projects/${projectId}\\?taskId=\\d+$`),
    );
  });

  await test.step("the owner marks it met", async () => {
    const goal = section.getByTestId("sprint-goal");
    await goal.getByRole("combobox", { name: "Outcome" }).click();
    await page.getByRole("option", { name: "Met", exact: true }).click();
    await expect(goal.getByTestId("goal-outcome")).toHaveText("Met");
    await page.reload();
    await expect(section.getByTestId("goal-outcome")).toHaveText("Met");
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("the sprint card and the dashboard show the goal", async () => {
    await page.goto("/sprints");
    await expect(page.getByTestId("sprint-card-goals")).toContainText("Customers can reset their password");
    await expect(page.getByTestId("sprint-card-goals")).toContainText("(1 of 1 goal met)");
    await page.goto("/dashboard");
    const card = page.getByRole("region", { name: "Sprint Goals" });
    await expect(card.getByTestId("dashboard-goal")).toContainText("Customers can reset their password");
    await expect(card.getByRole("link", { name: "Goal sprint" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("a member reads the goal but has no owner actions", async () => {
    const request = await actAs(member);
    const goals = await request.get(`/api/sprints/${sprint.id}/goals`);
    expect(goals.status()).toBe(200);
    await request.dispose();
    await page.context().clearCookies();
    await signIn(page, member);
    await page.goto(`/sprints/${sprint.id}`);
    const goal = page.getByTestId("sprint-goal");
    await expect(goal).toContainText("Customers can reset their password");
    await expect(page.getByRole("button", { name: "Add Goal" })).toHaveCount(0);
    await expect(goal.getByRole("combobox", { name: "Outcome" })).toHaveCount(0);
  });

  await test.step("the owner deletes the goal after confirming", async () => {
    await page.context().clearCookies();
    await signIn(page, approvedUser);
    await page.goto(`/sprints/${sprint.id}`);
    await page.getByRole("button", { name: 'Delete goal "Customers can reset their password"' }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete Goal" }).click();
    await expect(toast(page)).toContainText("Goal deleted successfully");
    await expect(section.getByText("No goals yet. Add what this sprint should achieve.")).toBeVisible();
  });
});
