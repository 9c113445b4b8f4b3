import { card, column, seedBoard, serverTasks } from "./fixtures/board.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test, toast } from "./fixtures/test.ts";

test("board: create, edit, search, filter, switch views and delete tasks", async ({ page, approvedUser }) => {
  await signIn(page, approvedUser);
  const { projectId } = await seedBoard(page, "Website Relaunch");

  await test.step("shows the header and the owner's columns", async () => {
    await page.goto(`/projects/${projectId}`);
    await expect(page.getByRole("heading", { name: "Website Relaunch", level: 1 })).toBeVisible();
    await expect(page.getByText("Active", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Invite" })).toHaveAttribute("href", "/team-members");
    for (const title of ["To Do", "In Progress", "Review", "Done"]) {
      await expect(page.getByRole("heading", { name: title, exact: true, level: 2 })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("creates a task from the header with tags", async () => {
    await page.getByRole("button", { name: "Add Task", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Create Task" })).toBeVisible();
    await page.getByLabel("Title").fill("Design homepage");
    await page.getByLabel("Description").fill("Hero and navigation");
    await page.getByRole("textbox", { name: "Tags" }).fill("  design ");
    await page.getByRole("textbox", { name: "Tags" }).press("Enter");
    await page.getByRole("textbox", { name: "Tags" }).fill("design");
    await page.getByRole("button", { name: "Add tag" }).click();
    await expect(page.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Create Task" }).click();
    await expect(toast(page).getByText("Task created successfully", { exact: true })).toBeVisible();
    await expect(card(column(page, "todo"), "Design homepage")).toBeVisible();
  });

  await test.step("creates a task from a column's 'Add task' button in that column", async () => {
    await column(page, "review").getByRole("button", { name: "Add task", exact: true }).click();
    await page.getByLabel("Title").fill("Review SEO");
    await page.getByRole("button", { name: "Create Task" }).click();
    await expect(card(column(page, "review"), "Review SEO")).toBeVisible();
    await expect(column(page, "review").getByLabel("1 task", { exact: true })).toBeVisible();
  });

  await test.step("refuses an empty title", async () => {
    await page.getByRole("button", { name: "Add Task", exact: true }).click();
    await page.getByRole("button", { name: "Create Task" }).click();
    await expect(page.getByText("Title is required")).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();
  });

  await test.step("edits a task", async () => {
    await card(page, "Design homepage").click();
    await expect(page.getByRole("heading", { name: "Edit Task" })).toBeVisible();
    await page.getByLabel("Title").fill("Design landing page");
    await page.getByRole("button", { name: "Update Task" }).click();
    await expect(toast(page).getByText("Task updated successfully", { exact: true })).toBeVisible();
    await expect(card(page, "Design landing page")).toBeVisible();
  });

  await test.step("searches title and description, and filters by status", async () => {
    await page.getByPlaceholder("Search tasks...").fill("NAVIGATION");
    await expect(card(page, "Design landing page")).toBeVisible();
    await expect(card(page, "Review SEO")).toHaveCount(0);
    await page.getByPlaceholder("Search tasks...").fill("");
    await page.getByRole("button", { name: "Filter by Status" }).click();
    await page.getByRole("menuitemcheckbox", { name: "Review" }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: /Filter by Status/ }).getByText("1")).toBeVisible();
    await expect(column(page, "todo")).toHaveCount(0);
    await expect(card(page, "Review SEO")).toBeVisible();
    await page.getByRole("button", { name: /Filter by Status/ }).click();
    await page.getByRole("menuitem", { name: "Clear all filters" }).click();
    await expect(card(page, "Design landing page")).toBeVisible();
  });

  await test.step("switches to the table and the Gantt chart", async () => {
    await page.getByRole("button", { name: "Table" }).click();
    await expect(page.getByRole("columnheader", { name: "Due Date" })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "Review SEO" })).toContainText("Unassigned");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Gantt" }).click();
    await expect(page.getByRole("heading", { name: "Gantt Chart" })).toBeVisible();
    await expect(page.getByText("2 tasks")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Kanban" }).click();
  });

  let deletedId = 0;
  await test.step("deletes a task after the exact confirmation", async () => {
    const boards = (await (await page.request.get(`/api/projects/${projectId}/boards`)).json()) as {
      id: number;
    }[];
    deletedId = (await serverTasks(page, boards[0]!.id)).find((t) => t.title === "Review SEO")!.id;
    await card(page, "Review SEO").click();
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("alertdialog")).toContainText(
      'This is a permanent action that cannot be undone. Are you sure you want to delete "Review SEO"?',
    );
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(toast(page).getByText("Task deleted successfully", { exact: true })).toBeVisible();
    await expect(card(page, "Review SEO")).toHaveCount(0);
  });

  await test.step("?taskId= opens the task and leaves the address", async () => {
    const tasks = (await (await page.request.get(`/api/projects/${projectId}/boards`)).json()) as {
      id: number;
    }[];
    const [task] = await serverTasks(page, tasks[0]!.id);
    await page.goto(`/projects/${projectId}?taskId=${task!.id}`);
    await expect(page.getByRole("heading", { name: "Edit Task" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/projects/${projectId}$`));
  });

  await test.step("?taskId= of a deleted task says it no longer opens (issue 32)", async () => {
    await page.goto(`/projects/${projectId}?taskId=${deletedId}`);
    await expect(
      toast(page).getByText("This task no longer exists or you can no longer see it", { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/projects/${projectId}$`));
  });
});

test("board: manage custom statuses", async ({ page, approvedUser }) => {
  await signIn(page, approvedUser);
  const { projectId } = await seedBoard(page, "Status board");
  await page.goto(`/projects/${projectId}`);
  await page.getByRole("button", { name: "Manage Statuses" }).click();
  const dialog = page.getByRole("dialog", { name: "Manage Custom Statuses" });
  await expect(dialog.getByText("Create New Status")).toBeVisible();
  await expect(dialog.getByText("Your Custom Statuses")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await dialog.getByLabel("Name").fill("QA Check");
  await dialog.getByRole("button", { name: "Create Status" }).click();
  await expect(toast(page).getByText("Status Created", { exact: true })).toBeVisible();
  await expect(dialog.getByText("QA Check")).toBeVisible();

  await dialog.getByRole("button", { name: "Edit QA Check" }).click();
  await expect(dialog.getByText("Edit Status")).toBeVisible();
  await dialog.getByLabel("Name").fill("QA Review");
  await dialog.getByRole("button", { name: "Update Status" }).click();
  await expect(toast(page).getByText("Status Updated", { exact: true })).toBeVisible();

  await expect(dialog.getByRole("button", { name: "Delete To Do" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("heading", { name: "QA Review", level: 2 })).toBeVisible();

  await page.getByRole("button", { name: "Manage Statuses" }).click();
  await dialog.getByRole("button", { name: "Delete QA Review" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page).getByText("Status Deleted", { exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("heading", { name: "QA Review", level: 2 })).toHaveCount(0);
});

test("board: a missing project says so and links to the dashboard", async ({ page, approvedUser }) => {
  await signIn(page, approvedUser);
  await page.goto("/projects/987654");
  await expect(page.getByRole("heading", { name: "Project Not Found" })).toBeVisible();
  await expect(
    page.getByText("The project you're looking for doesn't exist or you don't have access to it."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");
  await expectNoSeriousA11yViolations(page);
});
