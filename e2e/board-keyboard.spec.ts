import type { Page } from "@playwright/test";
import { card, keyboardMove, seedBoard } from "./fixtures/board.ts";
import { firstBoardId, seedProject, seedTask } from "./fixtures/seed.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures/test.ts";

/** A project with one board and a task that has tags, a due date, an assignee, comments and an edit. */
async function seedRichTask(page: Page, userId: number, title: string) {
  const projectId = await seedProject(page, { name: `Keyboard ${title}` });
  const boardId = await firstBoardId(page, projectId);
  const due = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const task = await seedTask(page, boardId, {
    title,
    status: "todo",
    tags: ["frontend", "auth"],
    dueDate: due,
    assignedTo: userId,
  });
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

/** The answer to the request the task dialog makes when it opens (the project's assignable users). */
function dialogLoaded(page: Page) {
  return page.waitForResponse((r) => r.url().includes("/assignable-users") && r.ok());
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
  const opened = dialogLoaded(page);

  await card.focus();
  await page.keyboard.press("Enter");
  // The dialog asks for the assignable users when it opens: once that has answered, Enter has done all it does.
  await opened;
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
  const opened = dialogLoaded(page);

  await row.focus();
  await page.keyboard.press("Enter");
  // The dialog asks for the assignable users when it opens: once that has answered, Enter has done all it does.
  await opened;
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
  const opened = dialogLoaded(page);

  await bar.focus();
  await page.keyboard.press("Enter");
  // The dialog asks for the assignable users when it opens: once that has answered, Enter has done all it does.
  await opened;
  expect(writes).toEqual([]);
  await expect(page.getByRole("dialog", { name: "Edit Task" })).toBeVisible();
});

test("board: keyboard drags announce the task, the column and the position", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const { projectId } = await seedBoard(page, "Announcing board", [
    ["Write docs", "todo"],
    ["Fix login", "todo"],
    ["Ship it", "todo"],
    ["Review PR", "in_progress"],
  ]);
  await page.goto(`/projects/${projectId}`);
  const card = page.getByTestId("task-card").filter({ hasText: "Fix login" });
  await expect(card).toBeVisible();
  const live = page.locator('[id^="DndLiveRegion"]');
  /** Presses a key and waits for the live region to answer it. */
  const press = async (key: string, answer: string | RegExp) => {
    await page.keyboard.press(key);
    await expect(live).toHaveText(answer);
  };

  await test.step("the instructions say how to drag and how to open", async () => {
    const describedBy = await card.getAttribute("aria-describedby");
    await expect(page.locator(`[id="${describedBy}"]`)).toContainText("Press Enter to open the task");
  });

  await test.step("pick up, move and cancel", async () => {
    await card.focus();
    await press("Space", 'Picked up "Fix login" in To Do, position 2 of 3.');
    await keyboardMove(page, "ArrowRight", /^Moved "Fix login" to In Progress, position [12] of 2\.$/);
    await press("Escape", 'Cancelled dragging "Fix login". It stays in To Do, position 2 of 3.');
  });

  await test.step("pick up, move and drop", async () => {
    const saved = page.waitForResponse((r) => r.url().includes("/position"));
    await card.focus();
    await press("Space", /^Picked up "Fix login" in To Do/);
    await keyboardMove(page, "ArrowRight", /^Moved "Fix login" to In Progress/);
    await press("Space", /^Dropped "Fix login" in In Progress, position [12] of 2\.$/);
    await saved;
  });
});

test("board: hints that the columns scroll sideways only when they do not fit", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const projectId = await seedProject(page, { name: "Wide board" });
  const board = page.getByTestId("kanban-board");
  const right = page.getByRole("button", { name: "Scroll columns right" });
  const left = page.getByRole("button", { name: "Scroll columns left" });

  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto(`/projects/${projectId}`);
  await expect(page.getByRole("heading", { name: "To Do", level: 2 })).toBeVisible();
  await expect(right).toBeVisible();
  await expect(page.getByTestId("board-scroll-hint")).toContainText("scroll sideways");
  await expect(left).toBeDisabled();
  await right.focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => board.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
  await expect(left).toBeEnabled();
  await left.click();
  await expect.poll(() => board.evaluate((el) => el.scrollLeft)).toBe(0);
  await expect(left).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // Two columns fit: no hint, no buttons.
  await page.getByRole("button", { name: "Filter by Status" }).click();
  await page.getByRole("menuitemcheckbox", { name: "Review" }).click();
  await page.getByRole("menuitemcheckbox", { name: "Done" }).click();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("heading", { name: "To Do", level: 2 })).toHaveCount(0);
  await expect(right).toHaveCount(0);
  await expect(left).toHaveCount(0);
  await expect(page.getByTestId("board-scroll-hint")).toHaveCount(0);
});

// Issue 20, item 18: after 'l' the focus landed on a card cut off at the board's right edge.
test("board: l scrolls the focused card fully into view", async ({ page, approvedUser }) => {
  await signIn(page, approvedUser);
  const { projectId } = await seedBoard(page, "Far columns", [
    ["First", "todo"],
    ["Second", "in_progress"],
    ["Third", "review"],
    ["Fourth", "done"],
  ]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/projects/${projectId}`);
  await card(page, "First").focus();
  for (const title of ["Second", "Third", "Fourth"]) {
    await page.keyboard.press("l");
    await expect(card(page, title)).toBeFocused();
    // Inside the board's visible box, and clear of a shown edge fade (it covers what is under it).
    await expect
      .poll(() =>
        page.evaluate(() => {
          const focused = document.activeElement!.getBoundingClientRect();
          const board = document.querySelector('[data-testid="kanban-board"]')!;
          const box = board.getBoundingClientRect();
          const fades = Array.from(
            board.parentElement!.querySelectorAll<HTMLElement>(":scope > [aria-hidden='true']"),
          )
            .filter((f) => getComputedStyle(f).opacity !== "0")
            .map((f) => f.getBoundingClientRect());
          const clear = fades.every((f) => focused.right <= f.left || focused.left >= f.right);
          return focused.left >= box.left && focused.right <= box.right && clear;
        }),
      )
      .toBe(true);
  }
});
