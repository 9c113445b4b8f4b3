import type { Page } from "@playwright/test";
import { actAs, createApprovedUser } from "./fixtures/auth.ts";
import { firstBoardId, seedProject, seedTask } from "./fixtures/seed.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures/test.ts";

/** Product rules §26: the command palette, driven by the keyboard alone; task keys on screen. */

const palette = (page: Page) => page.getByRole("dialog", { name: "Search and commands" });
const input = (page: Page) => palette(page).getByRole("combobox");
const options = (page: Page) => palette(page).getByRole("option");

async function openWithKeyboard(page: Page) {
  await page.keyboard.press("Control+k");
  await expect(input(page)).toBeFocused();
}

/** A project with a unique key and tasks, made through the API as the page's user. */
async function seedKeyed(page: Page, key: string, titles: string[]) {
  const projectId = await seedProject(page, { name: `Palette ${key}`, key });
  const boardId = await firstBoardId(page, projectId);
  const tasks = [];
  for (const title of titles)
    tasks.push(await seedTask<{ id: number; key: string }>(page, boardId, { title }));
  return { projectId, tasks };
}

const uniqueKey = () => `P${Date.now().toString(36).slice(-4).toUpperCase()}`;

test("the palette opens a task, a key, a screen and an action with the keyboard alone", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const key = uniqueKey();
  const { projectId } = await seedKeyed(page, key, ["Calibrate the zeppelin gauges", "Polish zeppelin docs"]);
  await page.goto("/dashboard");
  const trigger = page.getByRole("button", { name: /Search/ }).first();
  await expect(trigger).toContainText(/Ctrl K|⌘K/, { timeout: 30_000 });

  await test.step("part of a task title, arrow down, Enter: the task opens on its board", async () => {
    await openWithKeyboard(page);
    await page.keyboard.type("calibrate zepp");
    await expect(options(page).first()).toContainText("Calibrate the zeppelin gauges");
    await expect(palette(page).getByTestId("palette-announcer")).toHaveText(/\d+ results?/);
    await page.keyboard.press("ArrowDown");
    await expect(input(page)).toHaveAttribute("aria-activedescendant", /option-0$/);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/projects/${projectId}`));
    const task = page.getByRole("dialog", { name: "Edit Task" });
    await expect(task).toContainText(`${key}-1`);
    await expect(task.getByLabel("Title")).toHaveValue("Calibrate the zeppelin gauges");
    await page.keyboard.press("Escape");
    await expect(task).toBeHidden();
  });

  await test.step("a task key is the first result", async () => {
    await openWithKeyboard(page);
    await page.keyboard.type(`${key.toLowerCase()}-2`);
    await expect(options(page).first()).toContainText(`${key}-2`);
    await expect(options(page).first()).toContainText("Polish zeppelin docs");
    await page.keyboard.press("Escape");
  });

  await test.step("a screen name navigates", async () => {
    await openWithKeyboard(page);
    await page.keyboard.type("calend");
    await expect(options(page).first()).toHaveText("Calendar");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/calendar$/);
    await expect(palette(page)).toBeHidden();
  });

  await test.step("an action: New project", async () => {
    await openWithKeyboard(page);
    await page.keyboard.type("new proj");
    await expect(options(page).first()).toHaveText("New project");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/projects\/new$/);
  });

  await test.step("on a board: New task opens its create dialog, and the view switches", async () => {
    await page.goto(`/projects/${projectId}`);
    await expect(page.getByRole("button", { name: "Task: Polish zeppelin docs" })).toBeVisible();
    await openWithKeyboard(page);
    await page.keyboard.type("new task");
    await page.keyboard.press("Enter");
    const create = page.getByRole("dialog", { name: "Create Task" });
    await expect(create).toBeVisible();
    await expect(page).not.toHaveURL(/new=1/);
    await expect(create.getByLabel("Title")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(create).toBeHidden();
    await openWithKeyboard(page);
    await page.keyboard.type("view table");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/view=table/);
    await expect(page.getByRole("table")).toContainText(`${key}-1`);
  });

  await test.step("Toggle theme switches between light and dark, and the server keeps it", async () => {
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/\bdark\b/);
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/user/theme") && r.ok());
    await openWithKeyboard(page);
    await page.keyboard.type("toggle theme");
    await page.keyboard.press("Enter");
    await expect(html).toHaveClass(/\bdark\b/);
    expect((await (await saved).json()).theme).toBe("dark");
    await openWithKeyboard(page);
    await page.keyboard.type("toggle theme");
    await page.keyboard.press("Enter");
    await expect(html).not.toHaveClass(/\bdark\b/);
  });

  await test.step("Esc closes and gives the focus back", async () => {
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(input(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(palette(page)).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test("the palette never shows someone else's task, and is accessible at 360 px", async ({ page }) => {
  const owner = await createApprovedUser();
  const outsider = await createApprovedUser();
  const ownerApi = await actAs(owner);
  const key = uniqueKey();
  const projectId = await seedProject(ownerApi, { name: `Private ${key}`, key });
  await seedTask(ownerApi, await firstBoardId(ownerApi, projectId), { title: "Quokka secret roadmap" });
  await ownerApi.dispose();

  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, outsider);
  await page.goto("/dashboard");
  await expect(page.getByRole("button", { name: /Search/ })).toBeVisible();
  await openWithKeyboard(page);
  await page.keyboard.type("Quokka secret roadmap");
  await expect(palette(page).getByTestId("palette-announcer")).toHaveText(/results?/);
  await expect(palette(page)).not.toContainText("Quokka secret roadmap");
  await input(page).fill(`${key}-1`);
  await expect(palette(page).getByTestId("palette-announcer")).toHaveText(/results?/);
  await expect(palette(page)).not.toContainText("Quokka");
  await input(page).fill("sett");
  await expect(options(page).first()).toHaveText("Settings");
  const box = await palette(page).boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page);
});

test("a task key shows on its card, and KEY-N in a comment opens that task", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const key = uniqueKey();
  const { projectId, tasks } = await seedKeyed(page, key, [
    "Wire the harbour lights",
    "Paint the lighthouse",
  ]);
  const [first, second] = tasks;
  const res = await page.request.post(`/api/tasks/${first!.id}/comments`, {
    data: { content: `Blocked by ${key}-2, see also NOPE-9.` },
  });
  expect(res.status(), await res.text()).toBe(201);

  await page.goto(`/projects/${projectId}`);
  const card = page.getByRole("button", { name: "Task: Paint the lighthouse" });
  await expect(card.getByTestId("task-key")).toHaveText(`${key}-2`);

  await page.goto(`/projects/${projectId}?taskId=${first!.id}`);
  await page
    .getByRole("dialog", { name: "Edit Task" })
    .getByRole("button", { name: /Comments/ })
    .click();
  const comments = page.getByRole("dialog", { name: "Comments - Wire the harbour lights" });
  const link = comments.getByRole("link", { name: `${key}-2` });
  await expect(link).toHaveAttribute("href", `/projects/${projectId}?taskId=${second!.id}`);
  await expect(comments.getByRole("link", { name: "NOPE-9" })).toHaveCount(0);
  await expect(comments).toContainText("NOPE-9");
  await link.click();
  const opened = page.getByRole("dialog", { name: "Edit Task" });
  await expect(opened.getByLabel("Title")).toHaveValue("Paint the lighthouse");
  await expect(opened).toContainText(`${key}-2`);
});
