import type { Page } from "@playwright/test";
import { seedProject } from "./fixtures/seed.ts";
import { choose } from "./fixtures/select.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test, toast } from "./fixtures/test.ts";

const cards = (page: Page) => page.getByTestId("my-task-card");

test("My Tasks: empty state for a new user", async ({ page, approvedUser }) => {
  await signIn(page, approvedUser);
  await page.goto("/tasks");
  await expect(page.getByRole("heading", { name: "My Tasks", level: 1 })).toBeVisible();
  await expect(page.getByText("Showing 0 of 0 tasks assigned to you")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No tasks yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Projects" })).toHaveAttribute("href", "/projects");
  await expectNoSeriousA11yViolations(page);
});

test("My Tasks: search, filters, open on the board, edit and delete", async ({ page, approvedUser }) => {
  await signIn(page, approvedUser);
  const me = approvedUser.id;
  for (const data of [
    {
      name: "Website",
      tasks: [
        {
          title: "Write copy",
          description: "Landing page text",
          priority: "high",
          assignedTo: me,
          dueDate: "2020-01-01",
        },
        { title: "Fix footer", priority: "low", assignedTo: me },
        { title: "Not mine", priority: "low" },
      ],
    },
    { name: "Mobile App", tasks: [{ title: "Ship build", priority: "medium", assignedTo: me }] },
  ]) {
    const res = await page.request.post("/api/projects", { data });
    expect(res.status(), await res.text()).toBe(201);
  }

  await test.step("lists my tasks with project, status, priority, due date and assignee", async () => {
    await page.goto("/tasks");
    await expect(page.getByText("Showing 3 of 3 tasks assigned to you")).toBeVisible();
    const card = cards(page).filter({ hasText: "Write copy" });
    await expect(card).toContainText("Landing page text");
    await expect(card).toContainText("Website");
    await expect(card).toContainText("To Do");
    await expect(card).toContainText("High");
    await expect(card).toContainText("(Overdue)");
    await expect(card).toContainText(`${approvedUser.firstName} ${approvedUser.lastName}`);
    await expect(card).toContainText(/Updated /);
    await expect(page.getByRole("main").getByText("Not mine")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("searches title, description and project name; filters status and priority", async () => {
    const search = page.getByRole("searchbox", { name: "Search tasks" });
    await search.fill("mobile");
    await expect(page.getByText("Showing 1 of 3 tasks assigned to you")).toBeVisible();
    await expect(cards(page)).toHaveText([/Ship build/]);
    await search.fill("LANDING");
    await expect(cards(page)).toHaveText([/Write copy/]);
    await search.fill("");
    await choose(page, "Filter by priority", "Low");
    await expect(cards(page)).toHaveText([/Fix footer/]);
    await choose(page, "Filter by status", "Done");
    await expect(page.getByRole("heading", { name: "No tasks match your filters" })).toBeVisible();
    await choose(page, "Filter by status", "All Status");
    await choose(page, "Filter by priority", "All Priorities");
    await expect(page.getByText("Showing 3 of 3 tasks assigned to you")).toBeVisible();
  });

  await test.step("edits a task as its project owner", async () => {
    await page.getByRole("button", { name: "Edit Fix footer" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Task" });
    await expect(dialog.getByLabel("Project")).toHaveValue("Website");
    await expect(dialog.getByRole("combobox", { name: "Assignee" })).toHaveText(
      `${approvedUser.firstName} ${approvedUser.lastName}`,
    );
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel("Title").fill("   ");
    await expect(dialog.getByRole("button", { name: "Update Task" })).toBeDisabled();
    await dialog.getByLabel("Title").fill("Fix the footer");
    await choose(page, "Status", "In Progress");
    await choose(page, "Priority", "High");
    await dialog.getByLabel("Due Date").fill("2031-05-04");
    await dialog.getByRole("button", { name: "Update Task" }).click();
    await expect(toast(page)).toContainText("Task updated successfully");
    await expect(dialog).toBeHidden();
    const card = cards(page).filter({ hasText: "Fix the footer" });
    await expect(card).toContainText("In Progress");
    await expect(card).toContainText("May 4, 2031");
  });

  await test.step("unassigning a task removes it from My Tasks", async () => {
    await page.getByRole("button", { name: "Edit Ship build" }).click();
    await choose(page, "Assignee", "Unassigned");
    await page.getByRole("button", { name: "Update Task" }).click();
    await expect(toast(page)).toContainText("Task updated successfully");
    await expect(page.getByText("Showing 2 of 2 tasks assigned to you")).toBeVisible();
  });

  await test.step("deletes a task after the confirmation", async () => {
    await page.getByRole("button", { name: "Edit Fix the footer" }).click();
    await page.getByRole("button", { name: "Delete Task" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(
      'This is a permanent action that cannot be undone. Are you sure you want to delete "Fix the footer"?',
    );
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(toast(page)).toContainText("Task deleted successfully");
    await expect(page.getByText("Showing 1 of 1 task assigned to you")).toBeVisible();
  });

  await test.step("clicking a card opens the task on its board", async () => {
    await cards(page).filter({ hasText: "Write copy" }).getByRole("link", { name: "Write copy" }).click();
    await expect(page).toHaveURL(/\/projects\/\d+/);
    await expect(page.getByRole("dialog", { name: "Edit Task" })).toBeVisible();
  });
});

test("My Tasks: shows 30 tasks at first and the rest on request", async ({ page, approvedUser }) => {
  await signIn(page, approvedUser);
  await seedProject(page, {
    name: "Backlog",
    tasks: Array.from({ length: 34 }, (_, i) => ({ title: `Chore ${i + 1}`, assignedTo: approvedUser.id })),
  });

  const first = page.waitForResponse((r) => r.url().includes("/api/tasks/user"));
  await page.goto("/tasks");
  expect(new URL((await first).url()).searchParams.get("limit"), "the first request is one page").toBe("30");
  await expect(page.getByText("Showing 34 of 34 tasks assigned to you")).toBeVisible();
  await expect(cards(page)).toHaveCount(30);
  await page.getByRole("button", { name: "Show more (4 more)" }).click();
  await expect(cards(page)).toHaveCount(34);
  await expect(page.getByRole("button", { name: /Show more/ })).toHaveCount(0);

  await page.getByRole("searchbox").fill("Chore 3");
  await expect(page.getByText("Showing 6 of 34 tasks assigned to you")).toBeVisible();
  await expect(cards(page)).toHaveCount(6);
});
