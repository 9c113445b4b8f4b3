import { readFileSync } from "node:fs";
import type { Locator } from "@playwright/test";
import { actAs, createApprovedUser } from "./fixtures/auth.ts";
import { setAccountLanguage } from "./fixtures/language-walk.ts";
import {
  animationsDone,
  HEIGHT,
  layoutProblems,
  type Problem,
  settle,
  sidewaysOverflow,
} from "./fixtures/layout.ts";
import { avatarProblems, brokenWords } from "./fixtures/layout-probes.ts";
import { firstBoardId, seedProject, seedTask } from "./fixtures/seed.ts";
import { expect, signIn, test } from "./fixtures/test.ts";

// The board of a German team on a desk and a phone (issue 32, item 7), beside the long-name walk of
// layout.spec.ts: realistic long titles and names, every board view and the task dialog.

/** The German catalog: the test finds the controls by the words a German reader sees. */
const DE = JSON.parse(
  readFileSync(new URL("../web/src/i18n/catalogs/de.json", import.meta.url), "utf8"),
) as Record<string, string>;

// Issue 32, item 7: a German team's board, with realistic long titles and names, on a desk and a phone.
test("the board in German: one toolbar row and the first card high at 1280 px; no view scrolls sideways at 390 px, and the task dialog keeps its words whole", async ({
  page,
}) => {
  const owner = await createApprovedUser({ firstName: "Wolfgang", lastName: "Müller" });
  const colleague = await createApprovedUser({ firstName: "Mareike", lastName: "Weißenbach" });
  await signIn(page, owner);
  const projectId = await seedProject(page, { name: "Webshop Relaunch" });
  const boardId = await firstBoardId(page, projectId);
  type Seeded = { id: number };
  const epic = await seedTask<Seeded>(page, boardId, {
    title: "Kundenkonto mit Rechnungsadressen, Lieferadressen und Zahlungsarten für Geschäftskunden",
    type: "epic",
  });
  const story = await seedTask<Seeded>(page, boardId, {
    title: "Zahlungsarten im Kundenkonto hinterlegen, prüfen und als Standard festlegen",
    type: "story",
    parentId: epic.id,
    assignedTo: colleague.id,
    storyPoints: 5,
  });
  const sub = await seedTask<Seeded>(page, boardId, {
    title: "Kreditkartenprüfung beim Hinterlegen einer neuen Zahlungsart",
    parentId: story.id,
    status: "in_progress",
    assignedTo: owner.id,
  });
  await seedTask(page, boardId, { title: "Bestellbestätigung", status: "review", assignedTo: owner.id });
  await seedTask(page, boardId, { title: "Versandkostenrechner", status: "done" });
  // The colleague watches the story too: two overlapping avatars in its dialog.
  const asColleague = await actAs(colleague);
  expect((await asColleague.put(`/api/tasks/${story.id}/watch`)).ok()).toBe(true);
  await asColleague.dispose();
  await setAccountLanguage(page.request, "de");
  const problems: Problem[] = [];

  await page.setViewportSize({ width: 1280, height: HEIGHT });
  await page.goto(`/projects/${projectId}`);
  const firstCard = page.getByTestId("task-card").first();
  await expect(firstCard).toBeVisible();
  const toolbar = [
    page.locator("#board-search"),
    page.getByRole("button", { name: DE["board.filterByStatus"] }),
    page.locator("#board-type-filter"),
    page.locator("#board-epic-filter"),
    page.locator("#board-swimlanes"),
    page.getByRole("button", { name: DE["board.view.kanban"], exact: true }),
    page.getByRole("button", { name: DE["board.manageStatuses"] }),
  ];
  const middles: number[] = [];
  for (const control of toolbar) {
    const box = (await control.boundingBox())!;
    middles.push(box.y + box.height / 2);
  }
  if (Math.max(...middles) - Math.min(...middles) > 4)
    problems.push(`1280: the toolbar takes ${middles.map(Math.round).join(", ")} (not one row)`);
  const cardTop = (await firstCard.boundingBox())!.y;
  if (cardTop > HEIGHT / 3) problems.push(`1280: the first card starts at ${Math.round(cardTop)}px`);
  for (const p of await avatarProblems(page.locator("body"))) problems.push(`1280 board: ${p}`);

  await page.setViewportSize({ width: 390, height: HEIGHT });
  const views: [string, () => Locator][] = [
    ["board.view.table", () => page.getByRole("table")],
    ["board.view.gantt", () => page.getByTestId("gantt-scroll")],
    ["board.view.kanban", () => page.getByTestId("task-card").first()],
  ];
  for (const [view, ready] of views) {
    await page.getByRole("button", { name: DE[view], exact: true }).click();
    await expect(ready()).toBeVisible();
    await settle(page);
    const over = await sidewaysOverflow(page);
    if (over > 0) problems.push(`390 ${DE[view]}: the page scrolls ${over}px sideways`);
  }
  await page.locator("#board-swimlanes").selectOption("epic");
  await expect(page.getByTestId("swimlane").first()).toBeVisible();
  await settle(page);
  const overLanes = await sidewaysOverflow(page);
  if (overLanes > 0) problems.push(`390 swimlanes: the page scrolls ${overLanes}px sideways`);
  for (const p of await avatarProblems(page.locator("main"))) problems.push(`390 board: ${p}`);

  for (const [label, task] of [
    ["story", story],
    ["sub-task", sub],
  ] as const) {
    await page.goto(`/projects/${projectId}?taskId=${task.id}`);
    const dialog = page.getByRole("dialog", { name: DE["tasks.dialog.editTitle"] });
    await expect(dialog.getByRole("region", { name: DE["watchers.heading"] })).toContainText(/\d/);
    await animationsDone(dialog);
    const over = await sidewaysOverflow(page);
    if (over > 0) problems.push(`390 ${label} dialog: the page scrolls ${over}px sideways`);
    for (const p of await layoutProblems(page, "[role=dialog]")) problems.push(`390 ${label} dialog: ${p}`);
    for (const p of await brokenWords(dialog)) problems.push(`390 ${label} dialog: ${p}`);
    for (const p of await avatarProblems(dialog)) problems.push(`390 ${label} dialog: ${p}`);
  }
  expect(problems).toEqual([]);
});
