import type { Page } from "@playwright/test";
import { tableTextProblems } from "./fixtures/layout.ts";
import { recordRequests } from "./fixtures/requests.ts";
import { firstBoardId, seedProject, seedTask } from "./fixtures/seed.ts";
import { choose } from "./fixtures/select.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test, toast } from "./fixtures/test.ts";

/** The listed projects' names, in order (an assertion on it waits for the list to be redrawn). */
const projectNames = (page: Page) => page.getByTestId("project-item").getByRole("heading");

test("All Projects: search, filter, sort, switch views, edit and delete", async ({ page, approvedUser }) => {
  await signIn(page, approvedUser);
  await page.request.post("/api/sprints", { data: { name: "Q3 sprint" } });
  await seedProject(page, { name: "Bravo", description: "Billing", status: "completed" });
  const charlie = await seedProject(page, {
    name: "Charlie",
    description: "Data platform",
    tasks: [
      { title: "Design schema", priority: "high", dueDate: "2020-01-01", assignedTo: approvedUser.id },
      { title: "Build loader", priority: "low" },
    ],
  });
  await seedProject(page, { name: "alpha", description: "Website", status: "paused" });

  await test.step("lists every project, most recently updated first", async () => {
    await page.goto("/projects");
    await expect(page.getByRole("heading", { name: "All Projects", level: 1 })).toBeVisible();
    await expect(page.getByText("Manage and organize your projects")).toBeVisible();
    await expect(page.getByText("Showing 3 of 3 projects")).toBeVisible();
    await expect(projectNames(page)).toHaveText(["alpha", "Charlie", "Bravo"]);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("sorts by name ascending, toggles, and back to updated", async () => {
    await page.getByRole("button", { name: /^Sort by name/ }).click();
    await expect(page.getByRole("button", { name: "Sort by name, ascending" })).toBeVisible();
    await expect(projectNames(page)).toHaveText(["alpha", "Bravo", "Charlie"]);
    await page.getByRole("button", { name: /^Sort by name/ }).click();
    await expect(projectNames(page)).toHaveText(["Charlie", "Bravo", "alpha"]);
    await page.getByRole("button", { name: /^Sort by updated/ }).click();
    await expect(projectNames(page)).toHaveText(["Bravo", "Charlie", "alpha"]);
  });

  await test.step("searches and filters by status", async () => {
    await page.getByRole("searchbox", { name: "Search projects" }).fill("BILL");
    await expect(page.getByText("Showing 1 of 3 projects")).toBeVisible();
    await expect(projectNames(page)).toHaveText(["Bravo"]);
    await choose(page, "Filter by status", "On Hold");
    await expect(page.getByRole("heading", { name: "No projects match your filters" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search projects" }).fill("");
    await expect(projectNames(page)).toHaveText(["alpha"]);
    await choose(page, "Filter by status", "All Status");
    await expect(page.getByText("Showing 3 of 3 projects")).toBeVisible();
  });

  await test.step("list and table views; the table shows tasks with overdue dates and links", async () => {
    await page.getByRole("button", { name: "List", exact: true }).click();
    await expect(page.getByRole("button", { name: "List", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByRole("link", { name: "View board of Charlie" })).toHaveAttribute(
      "href",
      `/projects/${charlie}`,
    );
    await page.getByRole("button", { name: "Table", exact: true }).click();
    const section = page.getByRole("region", { name: "Charlie" });
    await expect(section).toContainText("0/2 completed");
    const row = section.getByRole("row", { name: /Design schema/ });
    await expect(row).toContainText("High");
    await expect(row).toContainText("To Do");
    await expect(row).toContainText(`${approvedUser.firstName} ${approvedUser.lastName}`);
    await expect(row).toContainText("(Overdue)");
    await expect(section.getByRole("row", { name: /Build loader/ })).toContainText("Unassigned");
    await expect(row.getByRole("link", { name: "View task Design schema" })).toHaveAttribute(
      "href",
      new RegExp(`^/projects/${charlie}\\?taskId=\\d+$`),
    );
    await expect(page.getByRole("region", { name: "Bravo" })).toContainText("No tasks");
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("edits a project: name, status and sprint", async () => {
    await page.getByRole("button", { name: "Cards", exact: true }).click();
    await page.getByRole("button", { name: "Edit Bravo" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Project" });
    await expect(dialog.getByRole("combobox", { name: "Owner" })).toHaveText(
      `${approvedUser.firstName} ${approvedUser.lastName}`,
    );
    await expect(dialog.getByRole("combobox", { name: "Sprint" })).toHaveText("No Sprint");
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel("Project Name").fill("");
    await expect(dialog.getByText("Project name is required")).toBeVisible();
    await dialog.getByLabel("Project Name").fill("Bravo 2");
    await choose(page, "Status", "Active");
    await choose(page, "Sprint", "Q3 sprint");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page)).toContainText("Project updated successfully");
    await expect(dialog).toBeHidden();
    const item = page.getByTestId("project-item").filter({ hasText: "Bravo 2" });
    await expect(item).toContainText("Active");
    const sprints = (await (await page.request.get("/api/sprints")).json()) as { projectCount: number }[];
    expect(sprints[0]?.projectCount).toBe(1);
  });

  await test.step("deletes a project (owner only) after confirming", async () => {
    await page.getByRole("button", { name: "Edit alpha" }).click();
    await page
      .getByRole("dialog", { name: "Edit Project" })
      .getByRole("button", { name: "Delete Project" })
      .click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Project" });
    await confirm.getByRole("button", { name: "Delete Project" }).click();
    await expect(toast(page)).toContainText("Project deleted successfully");
    await expect(page.getByText("Showing 2 of 2 projects")).toBeVisible();
    await expect(page.getByTestId("project-item").filter({ hasText: "alpha" })).toHaveCount(0);
  });
});

test("Create project: back link, validation, success toast and return to the dashboard", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  await page.goto("/projects");
  await expect(page.getByRole("heading", { name: "No projects yet" })).toBeVisible();
  await expect(page.getByText("Get started by creating your first project")).toBeVisible();
  await page.getByRole("link", { name: "New Project" }).first().click();
  await expect(page).toHaveURL(/\/projects\/new$/);
  await expect(page.getByRole("heading", { name: "Create New Project", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveText("Active");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Create Project" }).click();
  await expect(page.getByText("Project name is required")).toBeVisible();
  await page.getByLabel("Project Name").fill("Launch plan");
  await expect(page.getByText("Project name is required")).toBeHidden();
  await page.getByLabel("Description").fill("Everything for the launch");
  await choose(page, "Status", "Planning");
  await page.getByRole("button", { name: "Create Project" }).click();
  await expect(toast(page)).toContainText("Project created successfully!");
  await expect(toast(page)).toContainText("Launch plan has been created.");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Launch plan" })).toBeVisible();

  await page.goto("/projects/new");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("projects Table view: the task columns sort by a click or the keyboard, kept in the URL", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  await seedProject(page, {
    name: "Sortable",
    tasks: [
      { title: "Beta", priority: "low", dueDate: "2030-03-01" },
      { title: "alpha", priority: "high" },
      { title: "Gamma", priority: "medium", dueDate: "2030-01-01" },
    ],
  });
  await page.goto("/projects?view=table");
  const table = page.getByRole("table", { name: "Tasks of Sortable" });
  // The first cell holds the row's selection checkbox (bulk actions), the second its type icon (its
  // name for screen readers on a line of its own) and title (product rules §35).
  const titles = async () =>
    (await table.locator("tbody tr td:nth-child(2)").allInnerTexts()).map((text) =>
      text.replace(/^(Task|Story|Bug|Epic)\n/, ""),
    );
  await expect.poll(titles).toEqual(["Beta", "alpha", "Gamma"]);

  const task = table.getByRole("columnheader", { name: "Task" });
  await expect(task).toHaveAttribute("aria-sort", "none");
  await task.getByRole("button").click();
  await expect(task).toHaveAttribute("aria-sort", "ascending");
  await expect.poll(titles).toEqual(["alpha", "Beta", "Gamma"]);
  await expect(page).toHaveURL(/taskSort=title%3Aasc/);

  const priority = table.getByRole("columnheader", { name: "Priority" });
  await priority.getByRole("button").focus();
  await page.keyboard.press("Enter");
  await expect.poll(titles).toEqual(["alpha", "Gamma", "Beta"]);
  await page.keyboard.press("Enter");
  await expect(priority).toHaveAttribute("aria-sort", "descending");
  await expect.poll(titles).toEqual(["Beta", "Gamma", "alpha"]);

  await page.reload();
  await expect.poll(titles).toEqual(["Beta", "Gamma", "alpha"]);
  await table.getByRole("columnheader", { name: "Due Date" }).getByRole("button").click();
  await expect.poll(titles).toEqual(["Gamma", "Beta", "alpha"]);
  await expectNoSeriousA11yViolations(page);
});

test("projects Table view: a project's tasks load 20 at a time, sorted by the server", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  await seedProject(page, {
    name: "Paged",
    tasks: Array.from({ length: 25 }, (_, i) => ({
      title: `Step ${String(i + 1).padStart(2, "0")}`,
      priority: i === 24 ? "high" : "low",
    })),
  });
  const calls = recordRequests(page, "/api/projects/tasks");
  await page.goto("/projects?view=table");
  const section = page.getByRole("region", { name: "Paged" });
  const rows = section.locator("tbody tr");
  await expect(section).toContainText("0/25 completed");
  await expect(rows).toHaveCount(20);
  await expect(rows.first()).toContainText("Step 01");
  // Never the whole list: every call names a page of one project.
  expect(calls.length).toBeGreaterThan(0);
  expect(
    calls.every((url) => url.searchParams.get("limit") === "20" && url.searchParams.has("projectId")),
  ).toBe(true);

  await section.getByRole("button", { name: "Show more (5 more) tasks of Paged" }).click();
  await expect(rows).toHaveCount(25);
  await expect(rows.last()).toContainText("Step 25");
  await expect(section.getByRole("button", { name: /Show more/ })).toHaveCount(0);

  // The one high-priority task is the last in board order, so only a server sort puts it first.
  await section.getByRole("columnheader", { name: "Priority" }).getByRole("button").click();
  await expect(page).toHaveURL(/taskSort=priority%3Aasc/);
  await expect(rows.first()).toContainText("Step 25");
  await expect(rows).toHaveCount(20);
  expect(calls.some((url) => url.searchParams.get("sort") === "priority:asc")).toBe(true);
  await expectNoSeriousA11yViolations(page);
});

// Issue 20, item 10: at 1280 px the table broke 'Mediu/m' and 'PRIORIT/Y' and put 'In Progress' on two lines.
test("the projects table breaks no word and keeps a status on one line at 1280 px", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const projectId = await seedProject(page, { name: "Wordy project" });
  await seedTask(page, await firstBoardId(page, projectId), {
    // A long title takes the row's room: the other columns shrink to their narrowest.
    title: "Write the release notes for the customers and the partners, ".repeat(3).trim(),
    status: "in_progress",
    priority: "medium",
    assignedTo: approvedUser.id,
    dueDate: new Date(Date.now() + 86_400_000).toISOString(),
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/projects?view=table");
  const table = page.getByRole("table", { name: "Tasks of Wordy project" });
  await expect(table.locator("tbody tr")).toHaveCount(1);
  expect(await tableTextProblems(table, ["In Progress"])).toEqual([]);
});
