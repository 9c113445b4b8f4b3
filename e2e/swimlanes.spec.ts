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
