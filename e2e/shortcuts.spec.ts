import type { Page } from "@playwright/test";
import { card, column, dragAnnouncement, keyboardMove, seedBoard, serverTasks } from "./fixtures/board.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures/test.ts";

// Keyboard shortcuts (product rules: keyboard shortcuts), driven with the keyboard alone.

/** The one polite live region every shortcut speaks through. */
const announcer = (page: Page) => page.getByTestId("shortcut-announcer");

test("'?' lists the shortcuts, Esc closes it, and g then a letter goes to a page", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(announcer(page)).toHaveAttribute("aria-live", "polite");

  await page.keyboard.press("Shift+Slash");
  const overlay = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(overlay).toBeVisible();
  for (const area of ["Anywhere", "Project board", "Moving a card (kanban)"])
    await expect(overlay.getByRole("heading", { name: area })).toBeVisible();
  await expect(overlay.getByText("Assign the focused task to me")).toBeVisible();
  await expect(announcer(page)).toHaveText("Keyboard shortcuts");
  await expectNoSeriousA11yViolations(page);
  // No shortcut runs while a dialog is open.
  await page.keyboard.press("g");
  await page.keyboard.press("p");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.keyboard.press("Escape");
  await expect(overlay).toBeHidden();

  await page.keyboard.press("g");
  await page.keyboard.press("p");
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole("heading", { level: 1, name: "All Projects" })).toBeVisible();
  await expect(announcer(page)).toHaveText("Projects");
  await page.keyboard.press("g");
  await page.keyboard.press("m");
  await expect(page).toHaveURL(/\/tasks$/);
  await expect(announcer(page)).toHaveText("My Tasks");
  await page.keyboard.press("g");
  await page.keyboard.press("s");
  await expect(page).toHaveURL(/\/sprints$/);
  await page.keyboard.press("g");
  await page.keyboard.press("d");
  await expect(page).toHaveURL(/\/dashboard$/);
  // 'p' alone is no shortcut; a held Ctrl or Meta turns shortcuts off.
  await page.keyboard.press("p");
  await page.keyboard.press("Control+Shift+Slash");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(overlay).toHaveCount(0);
});

/** '/' focuses the board's search, where every key is just typed; Tab leaves it; 'f' opens the filter. */
async function searchThenFilter(page: Page, projectId: number) {
  await page.keyboard.press("/");
  const search = page.getByRole("searchbox", { name: "Search tasks" });
  await expect(search).toBeFocused();
  await page.keyboard.type("n?2gp");
  await expect(search).toHaveValue("n?2gp");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}(\\?|$)`));
  await expect(page.getByRole("button", { name: "Kanban" })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Control+a");
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Tab");
  await expect(search).not.toBeFocused();
  await page.keyboard.press("f");
  const menu = page.getByRole("menu", { name: "Filter by Status" });
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
}

test("board: focus moves between cards, opens, assigns to me, switches views; typing is left alone", async ({
  page,
  approvedUser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, approvedUser);
  const { projectId, boardId, tasks } = await seedBoard(page, "Shortcut board", [
    ["Alpha", "todo"],
    ["Bravo", "todo"],
    ["Charlie", "in_progress"],
  ]);
  await page.goto(`/projects/${projectId}`);
  // The first board of a run loads its chunks beside other workers on 2 cores.
  await expect(card(page, "Charlie")).toBeVisible({ timeout: 30_000 });
  const alpha = card(page, "Alpha");

  await test.step("j, k and the arrows move the focus between cards and columns", async () => {
    await page.keyboard.press("j");
    await expect(alpha).toBeFocused();
    await expect(announcer(page)).toHaveText("Moved focus to “Alpha” in To Do");
    await page.keyboard.press("ArrowDown");
    await expect(card(page, "Bravo")).toBeFocused();
    await page.keyboard.press("k");
    await expect(alpha).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(card(page, "Charlie")).toBeFocused();
    await expect(announcer(page)).toHaveText("Moved focus to “Charlie” in In Progress");
    await page.keyboard.press("h");
    await expect(alpha).toBeFocused();
  });

  await test.step("Enter opens the focused task, Esc closes it and e edits it", async () => {
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Edit Task" });
    await expect(dialog.getByLabel("Title")).toHaveValue("Alpha");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(alpha).toBeFocused();
    await page.keyboard.press("e");
    await expect(dialog.getByLabel("Title")).toHaveValue("Alpha");
    await expect(announcer(page)).toHaveText("Editing “Alpha”");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  });

  await test.step("a assigns the focused task to me: the card shows my avatar", async () => {
    await expect(alpha).toBeFocused();
    const name = `${approvedUser.firstName} ${approvedUser.lastName}`;
    await expect(alpha.getByRole("img", { name })).toHaveCount(0);
    await page.keyboard.press("a");
    await expect(alpha.getByRole("img", { name })).toBeVisible();
    await expect(announcer(page)).toHaveText("Assigned “Alpha” to you");
    const saved = await page.request.get(`/api/tasks/${tasks[0]!.id}`);
    expect(((await saved.json()) as { assignedTo: number }).assignedTo).toBe(approvedUser.id);
  });

  await test.step("Esc clears the card focus; n opens a new task", async () => {
    await page.keyboard.press("Escape");
    await expect(page.getByRole("main")).toBeFocused();
    await expect(announcer(page)).toHaveText("Card focus cleared");
    await page.keyboard.press("n");
    const create = page.getByRole("dialog", { name: "Create Task" });
    await expect(create).toBeVisible();
    await expect(announcer(page)).toHaveText("New task");
    await page.keyboard.press("Escape");
    await expect(create).toHaveCount(0);
  });

  await test.step("/ focuses the search, where every key is just typed; f opens the filter", () =>
    searchThenFilter(page, projectId));

  await test.step("1-3 switch the views; j and k move through table rows and Gantt bars", async () => {
    await page.keyboard.press("2");
    await expect(page.getByRole("button", { name: "Table" })).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/view=table/);
    await expect(announcer(page)).toHaveText("Table view");
    await page.keyboard.press("j");
    await expect(page.getByRole("row").filter({ hasText: "Alpha" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.locator("tr:focus")).toHaveAttribute("data-task-id", /\d+/);
    await expect(page.getByRole("row").filter({ hasText: "Alpha" })).not.toBeFocused();
    await page.keyboard.press("3");
    await expect(page.getByRole("button", { name: "Gantt" })).toHaveAttribute("aria-pressed", "true");
    await expect(announcer(page)).toHaveText("Gantt view");
    await page.keyboard.press("j");
    await expect(page.locator("button[data-task-id]:focus")).toHaveCount(1);
    await page.keyboard.press("1");
    await expect(page.getByRole("button", { name: "Kanban" })).toHaveAttribute("aria-pressed", "true");
    await expect(announcer(page)).toHaveText("Kanban view");
  });

  await test.step("Space, an arrow and Space still move a card; the arrow does not move the focus", async () => {
    await page.keyboard.press("j");
    await expect(alpha).toBeFocused();
    await page.keyboard.press("Space");
    await expect(dragAnnouncement(page)).toHaveText(/^Picked up/);
    await keyboardMove(page, "ArrowRight", /^Moved "Alpha" to In Progress/);
    await page.keyboard.press("Space");
    await expect(column(page, "in_progress").getByRole("heading", { name: "Alpha" })).toBeVisible();
    await expect
      .poll(async () => (await serverTasks(page, boardId)).find((t) => t.title === "Alpha")?.status)
      .toBe("in_progress");
  });
});

test("board: right to left, the arrows move the focus the way they point", async ({ page, approvedUser }) => {
  await signIn(page, approvedUser);
  const { projectId } = await seedBoard(page, "RTL shortcut board", [
    ["Alpha", "todo"],
    ["Charlie", "in_progress"],
  ]);
  const arabic = await page.request.patch("/api/user/profile", { data: { language: "ar" } });
  expect(arabic.status(), await arabic.text()).toBe(200);
  await page.goto(`/projects/${projectId}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(card(page, "Charlie")).toBeVisible({ timeout: 30_000 });
  const alpha = card(page, "Alpha");
  const charlie = card(page, "Charlie");
  // To Do is the first column, on the right: In Progress lies to its left.
  const [a, c] = [await alpha.boundingBox(), await charlie.boundingBox()];
  expect(c!.x).toBeLessThan(a!.x);

  await page.keyboard.press("j");
  await expect(alpha).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(charlie).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(alpha).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(alpha).toBeFocused();
});
