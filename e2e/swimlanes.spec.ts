import { card, drag, dragAnnouncement, seedBoard, serverTasks } from "./fixtures/board.ts";
import { seedTask } from "./fixtures/seed.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures/test.ts";

// Swimlanes (product rules §35): a card dropped into another lane takes that lane's priority or
// epic together with its column move; a drop the hierarchy rules refuse sends nothing.

type Seeded = { id: number; title: string; status: string; priority: string; parentId: number | null };

test.describe.configure({ mode: "parallel" });
// Tall enough for two lanes, so a drag reaches the other lane without scrolling.
test.use({ viewport: { width: 1280, height: 1000 } });

test("priority lanes: a mouse drag into another lane changes the priority and the column", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const { projectId, boardId } = await seedBoard(page, "Lanes board");
  await seedTask<Seeded>(page, boardId, { title: "Urgent fix", priority: "high" });
  await seedTask<Seeded>(page, boardId, { title: "Someday", priority: "low", status: "in_progress" });
  await page.goto(`/projects/${projectId}?swimlanes=priority`);
  const high = page.getByRole("region", { name: "High priority" });
  const low = page.getByRole("region", { name: "Low priority" });
  await expect(card(high, "Urgent fix")).toBeVisible({ timeout: 30_000 });
  await expect(card(low, "Someday")).toBeVisible();

  const saved = page.waitForResponse((r) => r.url().includes("/position") && r.request().method() === "PUT");
  await drag(
    page,
    card(high, "Urgent fix"),
    low.locator('[data-testid="board-column"][data-status="review"]').getByTestId("column-scroll"),
    /^Moved "Urgent fix" to Review, position 1 of 1, lane Low priority/,
  );
  expect((await saved).status()).toBe(200);
  await expect(card(low.locator('[data-status="review"]'), "Urgent fix")).toBeVisible();
  await expect(page.getByRole("region", { name: "High priority" })).toHaveCount(0);
  const server = await serverTasks(page, boardId);
  expect(server.find((t) => t.title === "Urgent fix")).toMatchObject({ status: "review", priority: "low" });
  await expectNoSeriousA11yViolations(page);
});

test("epic lanes: the keyboard moves a task into an epic's lane; a sub-task stays with its parent", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const { projectId, boardId } = await seedBoard(page, "Epic lanes board");
  const epic = await seedTask<Seeded>(page, boardId, { title: "Launch", type: "epic" });
  const story = await seedTask<Seeded>(page, boardId, {
    title: "Story one",
    type: "story",
    parentId: epic.id,
  });
  const loose = await seedTask<Seeded>(page, boardId, { title: "Loose end", status: "in_progress" });
  await seedTask<Seeded>(page, boardId, { title: "Loose sub", parentId: loose.id, status: "in_progress" });
  await seedTask<Seeded>(page, boardId, { title: "Another loose", status: "todo" });
  await page.goto(`/projects/${projectId}?swimlanes=epic`);
  const launch = page.getByRole("region", { name: /Launch$/ });
  const none = page.getByRole("region", { name: "No epic" });
  await expect(card(none, "Loose end")).toBeVisible({ timeout: 30_000 });

  await test.step("Space, arrow up into the epic's lane, Space: the task becomes the epic's child", async () => {
    const saved = page.waitForResponse((r) => r.url().includes("/position"));
    await card(none, "Loose end").focus();
    await page.keyboard.press("Space");
    await expect(dragAnnouncement(page)).toHaveText(/"Loose end"/);
    // dnd-kit measures the lanes once the drag has started: an arrow pressed before moves nothing.
    await expect(async () => {
      await page.keyboard.press("ArrowUp");
      await expect(dragAnnouncement(page)).toHaveText(/^Moved "Loose end" to In Progress.*lane .*Launch\.$/, {
        timeout: 1000,
      });
    }).toPass();
    await page.keyboard.press("Space");
    expect((await saved).status()).toBe(200);
    await expect(card(launch, "Loose end")).toBeVisible();
    await expect
      .poll(async () => (await serverTasks(page, boardId)).find((t) => t.title === "Loose end"))
      .toMatchObject({ parentId: epic.id });
    // Its sub-task follows it into the epic's lane.
    await expect(card(launch, "Loose sub")).toBeVisible();
  });

  await test.step("a sub-task dragged out of its epic's lane is refused and nothing is sent", async () => {
    let sent = 0;
    page.on("request", (r) => {
      if (r.method() === "PUT" && r.url().includes("/api/tasks/")) sent++;
    });
    await expect(card(none, "Another loose")).toBeVisible();
    await drag(
      page,
      card(launch, "Loose sub"),
      none.locator('[data-testid="board-column"][data-status="todo"]').getByTestId("column-scroll"),
      /lane No epic/,
    );
    await expect(page.getByText(/is a sub-task of .*: move .* to change its epic/)).toBeVisible();
    await expect(card(launch, "Loose sub")).toBeVisible();
    expect(sent).toBe(0);
    const server = (await serverTasks(page, boardId)) as unknown as Seeded[];
    expect(server.find((t) => t.title === "Loose sub")).toMatchObject({
      parentId: loose.id,
      status: "in_progress",
    });
    expect(server.find((t) => t.id === story.id)?.parentId).toBe(epic.id);
  });
});

test("swimlanes share one sideways scroll, and its buttons reach the Done column of every lane", async ({
  page,
  approvedUser,
}) => {
  // The sidebar leaves the board less than its four columns need.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, approvedUser);
  const { projectId, boardId } = await seedBoard(page, "Wide lanes");
  await seedTask<Seeded>(page, boardId, { title: "Ship it", priority: "high", status: "done" });
  await seedTask<Seeded>(page, boardId, { title: "Polish", priority: "low", status: "done" });
  await page.goto(`/projects/${projectId}?swimlanes=priority`);
  const lanes = page.getByTestId("swimlane");
  await expect(lanes).toHaveCount(2);
  // One scroll container for all lanes, so their columns stay lined up.
  await expect(page.getByTestId("kanban-board")).toHaveCount(1);
  const right = page.getByRole("button", { name: "Scroll columns right" });
  await expect(right).toHaveCount(1);
  await expect(right).toBeEnabled();
  const scroller = page.getByTestId("kanban-board");
  const hidden = await scroller.evaluate((el) => el.scrollWidth - el.clientWidth);
  // Each press moves a column (336 px); wait for the smooth scroll to arrive before the next.
  for (let step = 1; step <= Math.ceil(hidden / 336); step++) {
    await right.click();
    await expect
      .poll(() => scroller.evaluate((el) => Math.abs(el.scrollLeft)))
      .toBeGreaterThanOrEqual(Math.min(step * 336, hidden) - 1);
  }
  await expect(right).toBeDisabled();
  for (const lane of await lanes.all()) {
    await expect(lane.locator('[data-testid="board-column"][data-status="done"]')).toBeInViewport({
      ratio: 1,
    });
    // The lane's title stays in view while its columns scroll.
    await expect(lane.getByRole("heading", { level: 2 }).first()).toBeInViewport();
  }
  await expect(card(page.getByRole("region", { name: "High priority" }), "Ship it")).toBeInViewport();
});
