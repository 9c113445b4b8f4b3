import type { Locator, Page } from "@playwright/test";
import { createApprovedUser } from "./fixtures/auth.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures/test.ts";

type SeedTask = { id: number; title: string; status: string; position: number };

const column = (page: Page, status: string) =>
  page.locator(`[data-testid="board-column"][data-status="${status}"]`);
const card = (scope: Page | Locator, title: string) =>
  scope.getByTestId("task-card").filter({
    has: ("goto" in scope ? scope : scope.page()).getByRole("heading", { name: title, exact: true }),
  });
const cardTitles = (page: Page, status: string) =>
  column(page, status).getByTestId("task-card").getByRole("heading").allInnerTexts();
const toastText = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** A project with its board, created through the API as the signed-in page user. */
async function seedBoard(page: Page, name: string, titles: [string, string][] = []) {
  const res = await page.request.post("/api/projects", { data: { name } });
  expect(res.status(), await res.text()).toBe(201);
  const projectId = ((await res.json()) as { id: number }).id;
  const boards = (await (await page.request.get(`/api/projects/${projectId}/boards`)).json()) as {
    id: number;
  }[];
  const boardId = boards[0]!.id;
  const tasks: SeedTask[] = [];
  for (const [title, status] of titles) {
    const created = await page.request.post(`/api/boards/${boardId}/tasks`, { data: { title, status } });
    expect(created.status()).toBe(201);
    tasks.push((await created.json()) as SeedTask);
  }
  return { projectId, boardId, tasks };
}

async function serverTasks(page: Page, boardId: number): Promise<SeedTask[]> {
  return (await (await page.request.get(`/api/boards/${boardId}/tasks`)).json()) as SeedTask[];
}

/** Drags with the mouse from the centre of `from` to the centre of `to`, in small steps (dnd-kit needs 5 px). */
async function drag(page: Page, from: Locator, to: Locator, offsetY = 0) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2 + offsetY, { steps: 15 });
  await page.waitForTimeout(150);
  await page.mouse.up();
}

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
    await expect(toastText(page, "Task created successfully")).toBeVisible();
    await expect(card(column(page, "todo"), "Design homepage")).toBeVisible();
  });

  await test.step("creates a task from a column's 'Add task' button in that column", async () => {
    await column(page, "review").getByRole("button", { name: "Add task", exact: true }).click();
    await page.getByLabel("Title").fill("Review SEO");
    await page.getByRole("button", { name: "Create Task" }).click();
    await expect(card(column(page, "review"), "Review SEO")).toBeVisible();
    await expect(column(page, "review").getByLabel("1 tasks")).toBeVisible();
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
    await expect(toastText(page, "Task updated successfully")).toBeVisible();
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

  await test.step("deletes a task after the exact confirmation", async () => {
    await card(page, "Review SEO").click();
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("alertdialog")).toContainText(
      'This is a permanent action that cannot be undone. Are you sure you want to delete "Review SEO"?',
    );
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(toastText(page, "Task deleted successfully")).toBeVisible();
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
});

test("board: drag between columns and reorder with the mouse and the keyboard", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const { projectId, boardId } = await seedBoard(page, "Drag board", [
    ["Alpha", "todo"],
    ["Bravo", "todo"],
    ["Charlie", "todo"],
    ["Delta", "review"],
  ]);
  await page.goto(`/projects/${projectId}`);
  await expect(card(page, "Charlie")).toBeVisible();

  await test.step("drags a card to another column with the mouse", async () => {
    const saved = page.waitForResponse(
      (r) => r.url().includes("/position") && r.request().method() === "PUT",
    );
    await drag(page, card(page, "Alpha"), column(page, "in_progress").getByTestId("column-scroll"));
    expect((await saved).status()).toBe(200);
    await expect(card(column(page, "in_progress"), "Alpha")).toBeVisible();
    const server = await serverTasks(page, boardId);
    expect(server.find((t) => t.title === "Alpha")).toMatchObject({ status: "in_progress", position: 0 });
  });

  await test.step("reorders within a column", async () => {
    const saved = page.waitForResponse((r) => r.url().includes("/position"));
    await drag(page, card(page, "Charlie"), card(page, "Bravo"), -10);
    await saved;
    await expect.poll(() => cardTitles(page, "todo")).toEqual(["Charlie", "Bravo"]);
    const server = await serverTasks(page, boardId);
    expect(
      server
        .filter((t) => t.status === "todo")
        .sort((a, b) => a.position - b.position)
        .map((t) => t.title),
    ).toEqual(["Charlie", "Bravo"]);
  });

  await test.step("moves a card with the keyboard: Space, arrow right, Space", async () => {
    const saved = page.waitForResponse((r) => r.url().includes("/position"));
    await card(page, "Bravo").focus();
    // dnd-kit listens for the arrow keys from the frame after the drag starts.
    for (const key of ["Space", "ArrowRight", "Space"]) {
      await page.keyboard.press(key);
      await page.waitForTimeout(200);
    }
    expect((await saved).status()).toBe(200);
    await expect(card(column(page, "in_progress"), "Bravo")).toBeVisible();
    const server = await serverTasks(page, boardId);
    expect(server.find((t) => t.title === "Bravo")?.status).toBe("in_progress");
  });

  await test.step("a drop at the same place sends nothing", async () => {
    let requests = 0;
    page.on("request", (r) => {
      if (r.url().includes("/position")) requests += 1;
    });
    await page.getByTestId("kanban-board").evaluate((el) => {
      el.scrollLeft = 0;
    });
    await drag(page, card(page, "Charlie"), card(page, "Charlie"));
    await page.waitForTimeout(300);
    expect(requests).toBe(0);
    await expectNoSeriousA11yViolations(page);
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
  await expect(toastText(page, "Status Created")).toBeVisible();
  await expect(dialog.getByText("QA Check")).toBeVisible();

  await dialog.getByRole("button", { name: "Edit QA Check" }).click();
  await expect(dialog.getByText("Edit Status")).toBeVisible();
  await dialog.getByLabel("Name").fill("QA Review");
  await dialog.getByRole("button", { name: "Update Status" }).click();
  await expect(toastText(page, "Status Updated")).toBeVisible();

  await expect(dialog.getByRole("button", { name: "Delete To Do" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("heading", { name: "QA Review", level: 2 })).toBeVisible();

  await page.getByRole("button", { name: "Manage Statuses" }).click();
  await dialog.getByRole("button", { name: "Delete QA Review" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toastText(page, "Status Deleted")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("heading", { name: "QA Review", level: 2 })).toHaveCount(0);
});

test("board: a second browser sees moves, new tasks, edits and deletions live", async ({
  browser,
  approvedUser,
}) => {
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signIn(owner, approvedUser);
  const { projectId, boardId, tasks } = await seedBoard(owner, "Live board", [["Shared task", "todo"]]);

  const mate = await createApprovedUser({ firstName: "Mia", lastName: "Mate" });
  // Assigning a task adds the assignee to the project (product rules §5).
  await owner.request.put(`/api/tasks/${tasks[0]!.id}`, { data: { assignedTo: mate.id } });
  const mateContext = await browser.newContext();
  const other = await mateContext.newPage();
  await signIn(other, mate);

  try {
    await owner.goto(`/projects/${projectId}`);
    await other.goto(`/projects/${projectId}`);
    await expect(card(owner, "Shared task")).toBeVisible();
    await expect(card(other, "Shared task")).toBeVisible();
    await expect(owner.getByTestId("presence-avatars").getByRole("img", { name: "Mia Mate" })).toBeVisible();
    await expectNoSeriousA11yViolations(owner);

    const moved = owner.waitForResponse((r) => r.url().includes("/position"));
    await drag(owner, card(owner, "Shared task"), column(owner, "done").getByTestId("column-scroll"));
    await moved;
    await expect(card(column(other, "done"), "Shared task")).toBeVisible({ timeout: 1000 });

    await owner.request.post(`/api/boards/${boardId}/tasks`, {
      data: { title: "Fresh task", status: "review" },
    });
    await expect(card(column(other, "review"), "Fresh task")).toBeVisible({ timeout: 1000 });

    await card(other, "Fresh task").click();
    await other.getByLabel("Title").fill("Fresh task edited");
    await other.getByRole("button", { name: "Update Task" }).click();
    await expect(card(owner, "Fresh task edited")).toBeVisible({ timeout: 1000 });

    const all = await serverTasks(owner, boardId);
    await owner.request.delete(`/api/tasks/${all.find((t) => t.title === "Fresh task edited")!.id}`);
    await expect(card(other, "Fresh task edited")).toHaveCount(0, { timeout: 1000 });
  } finally {
    await ownerContext.close();
    await mateContext.close();
  }
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
