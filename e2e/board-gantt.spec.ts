import { seedBoard } from "./fixtures/board.ts";
import { seedTask } from "./fixtures/seed.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures/test.ts";

const DAY = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

test("gantt: a task due before it was created gets a visible, explained bar", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const { projectId, boardId } = await seedBoard(page, "Gantt dates");
  for (const data of [
    { title: "Backdated", dueDate: isoDay(-10) },
    { title: "Normal", dueDate: isoDay(5) },
  ]) {
    await seedTask(page, boardId, data);
  }
  await page.goto(`/projects/${projectId}`);
  await page.getByRole("button", { name: "Gantt" }).click();

  const bar = page.getByRole("button", { name: /^Backdated:/ });
  await expect(bar).toBeVisible();
  expect((await bar.boundingBox())!.width).toBeGreaterThanOrEqual(10);
  await expect(bar).toHaveAttribute("title", /due .* before it was created/i);
  await expect(bar).toHaveAccessibleName(/due before it was created/i);

  const today = page.getByTestId("gantt-today");
  await expect(today).toBeVisible();
  // Today lies between the backdated due date and the normal task's due date.
  const normal = (await page.getByRole("button", { name: /^Normal:/ }).boundingBox())!;
  const line = (await today.boundingBox())!;
  expect(line.x).toBeGreaterThan(normal.x - 2);
  expect(line.x).toBeLessThan(normal.x + normal.width);
  await expectNoSeriousA11yViolations(page);
});

test("gantt: scrolls past six weeks inside its own container", async ({ page, approvedUser }) => {
  await signIn(page, approvedUser);
  const { projectId, boardId } = await seedBoard(page, "Gantt range");
  for (const data of [
    { title: "Soon", dueDate: isoDay(3) },
    { title: "Far away", dueDate: isoDay(140) },
  ]) {
    await seedTask(page, boardId, data);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/projects/${projectId}`);
  await page.getByRole("button", { name: "Gantt" }).click();

  const timeline = page.getByTestId("gantt-scroll");
  await expect(timeline).toBeVisible();
  const widths = await timeline.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(widths.scroll).toBeGreaterThan(widths.client + 500);
  // More than six weekly headers, the later ones reachable by scrolling.
  expect(await page.getByTestId("gantt-week").count()).toBeGreaterThan(6);

  const left = () => timeline.evaluate((el) => el.scrollLeft);
  const before = await left();
  await page.getByRole("button", { name: "Later" }).click();
  await expect.poll(left).toBeGreaterThan(before + 100);
  await page.getByRole("button", { name: "Earlier" }).click();
  await expect.poll(left).toBeLessThan(before + 100);
  // The page itself does not scroll sideways: only the chart does.
  expect(await page.evaluate<boolean>("document.scrollingElement.scrollWidth <= innerWidth")).toBe(true);
  await page.getByRole("button", { name: /^Far away:/ }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("button", { name: /^Far away:/ })).toBeInViewport();
  await page.getByRole("button", { name: "Today", exact: true }).click();
  await expect(page.getByTestId("gantt-today")).toBeInViewport();
});
