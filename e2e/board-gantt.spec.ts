import { seedBoard } from "./fixtures/board.ts";
import { seedTask } from "./fixtures/seed.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures/test.ts";

const DAY = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

/** The English day text the Gantt and the table show for a seeded yyyy-mm-dd. */
const dayText = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
  });
};

test("gantt: bars run from start to due, no bar is invented, arrows run finish-to-start", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const { projectId, boardId } = await seedBoard(page, "Gantt dates");
  type Seeded = { id: number; key: string };
  const seed = (data: Record<string, unknown>) => seedTask<Seeded>(page, boardId, data);
  const design = await seed({ title: "Design", startDate: isoDay(-6), dueDate: isoDay(-2) });
  const build = await seed({ title: "Build", startDate: isoDay(2), dueDate: isoDay(6) });
  const clash = await seed({
    title: "Clash with a long title that the narrow name column cannot show whole",
    startDate: isoDay(-4),
    dueDate: isoDay(3),
  });
  await seed({ title: "Undated" });
  for (const target of [build, clash]) {
    const res = await page.request.post(`/api/tasks/${design.id}/links`, {
      data: { type: "blocks", taskId: target.id },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/projects/${projectId}?view=gantt`);

  const buildBar = page.getByRole("button", { name: /^Build:/ });
  await expect(buildBar).toHaveAccessibleName(
    new RegExp(`^Build: ${dayText(isoDay(2))} to ${dayText(isoDay(6))}`),
  );
  // Five days at 24 px a day.
  expect(Math.round((await buildBar.boundingBox())!.width)).toBeGreaterThanOrEqual(118);
  expect(Math.round((await buildBar.boundingBox())!.width)).toBeLessThanOrEqual(122);

  await test.step("a task without dates is listed, with no bar and no invented dates", async () => {
    const undated = page.getByRole("button", { name: "Undated: no dates" });
    await expect(undated).toHaveText("No dates");
    await expect(page.getByTestId("gantt-bar")).toHaveCount(3);
  });

  await test.step("each arrow leaves its blocker's end and reaches its dependent's start", async () => {
    await expect(page.getByTestId("gantt-arrow")).toHaveCount(2);
    const arrows = await page.getByTestId("gantt-arrow").evaluateAll((paths) =>
      paths.map((p) => {
        const path = p as SVGPathElement;
        const m = path.getScreenCTM()!;
        const at = (len: number) =>
          new DOMPoint(path.getPointAtLength(len).x, path.getPointAtLength(len).y).matrixTransform(m);
        const a = at(0);
        const b = at(path.getTotalLength());
        return {
          from: path.dataset.from,
          to: path.dataset.to,
          d: path.getAttribute("d")!,
          a: [a.x, a.y],
          b: [b.x, b.y],
        };
      }),
    );
    for (const arrow of arrows) {
      // Right angles only: moves, horizontal and vertical lines.
      expect(arrow.d).toMatch(/^M[\d.,-]+( [HV][\d.-]+)+$/);
      const from = (await page
        .locator(`[data-testid="gantt-bar"][data-task-id="${arrow.from}"]`)
        .boundingBox())!;
      const to = (await page.locator(`[data-testid="gantt-bar"][data-task-id="${arrow.to}"]`).boundingBox())!;
      expect(Math.abs(arrow.a[0]! - (from.x + from.width))).toBeLessThanOrEqual(1.5);
      expect(arrow.a[1]).toBeGreaterThan(from.y);
      expect(arrow.a[1]).toBeLessThan(from.y + from.height);
      expect(Math.abs(arrow.b[0]! - to.x)).toBeLessThanOrEqual(1.5);
      expect(arrow.b[1]).toBeGreaterThan(to.y);
      expect(arrow.b[1]).toBeLessThan(to.y + to.height);
    }
    expect(arrows.map((a) => Number(a.to)).sort()).toEqual([build.id, clash.id].sort());
  });

  await test.step("a dependent starting before its blocker ends is marked in words, not colour only", async () => {
    const clashBar = page.getByRole("button", { name: /^Clash with a long title/ });
    await expect(clashBar).toHaveAttribute("data-conflict", "true");
    await expect(clashBar).toHaveAccessibleName(/Conflict: starts before its blocker ends/);
    await expect(page.getByTestId("gantt-conflict")).toHaveText("Conflict");
    await expect(buildBar).not.toHaveAttribute("data-conflict", "true");
  });

  await test.step("rows show the key, and the whole title on focus", async () => {
    await expect(
      page.locator("[data-gantt-name]").getByText(clash.key, { exact: true }).first(),
    ).toBeVisible();
    await page.getByRole("button", { name: /^Clash with a long title/ }).focus();
    await expect(page.getByTestId("gantt-full-title").filter({ visible: true })).toHaveText(
      `${clash.key} Clash with a long title that the narrow name column cannot show whole`,
    );
  });
  await expectNoSeriousA11yViolations(page);
});

test("gantt: a start date set in the task dialog shows in the table and on the Gantt", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const { projectId, boardId } = await seedBoard(page, "Gantt dialog");
  await seedTask(page, boardId, { title: "Write the plan", dueDate: isoDay(9) });
  await page.goto(`/projects/${projectId}?view=table`);
  await page.getByRole("row", { name: /Write the plan/ }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Task" });
  // A start after the due date is refused in the form.
  await dialog.getByLabel("Start Date").fill(isoDay(10));
  await dialog.getByRole("button", { name: "Update Task" }).click();
  await expect(dialog.getByText("Start date cannot be after the due date")).toBeVisible();
  await dialog.getByLabel("Start Date").fill(isoDay(4));
  await dialog.getByRole("button", { name: "Update Task" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row", { name: /Write the plan/ }).getByTestId("task-start")).toHaveText(
    dayText(isoDay(4)),
  );
  await page.getByRole("button", { name: "Gantt" }).click();
  await expect(page.getByRole("button", { name: /^Write the plan:/ })).toHaveAccessibleName(
    `Write the plan: ${dayText(isoDay(4))} to ${dayText(isoDay(9))}`,
  );
});

test("gantt: on a phone the timeline gets most of the width", async ({ page, approvedUser }) => {
  await signIn(page, approvedUser);
  const { projectId, boardId } = await seedBoard(page, "Gantt phone");
  await seedTask(page, boardId, { title: "Small screen", startDate: isoDay(0), dueDate: isoDay(2) });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`/projects/${projectId}?view=gantt`);
  await expect(page.getByRole("button", { name: /^Small screen:/ })).toBeVisible();
  const scroller = (await page.getByTestId("gantt-scroll").boundingBox())!;
  const name = (await page.locator("[data-gantt-name]").first().boundingBox())!;
  expect(name.width).toBeLessThan(scroller.width * 0.4);
  expect(await page.evaluate<boolean>("document.scrollingElement.scrollWidth <= innerWidth")).toBe(true);
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
