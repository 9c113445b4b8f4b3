import type { Page } from "@playwright/test";
import { createApprovedUser, type E2EUser } from "./fixtures/auth.ts";
import { drag, dragAnnouncement, keyboardMove } from "./fixtures/board.ts";
import { firstBoardId, seedProject, seedSprint, seedTask } from "./fixtures/seed.ts";
import { choose } from "./fixtures/select.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test, toast } from "./fixtures/test.ts";

// Backlog and sprint planning (issue 11, product rules §21): rank, plan, start, then a scope change.

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
const rows = (page: Page) => page.getByTestId("backlog-item");
const row = (page: Page, title: string) =>
  rows(page).filter({ has: page.getByRole("link", { name: title, exact: true }) });
const order = (page: Page) => rows(page).getByRole("link").allInnerTexts();
const capacity = (page: Page) => page.getByTestId("capacity-summary");

async function serverOrder(page: Page, sprintId: number): Promise<string[]> {
  const res = await page.request.get(`/api/sprints/${sprintId}/backlog`);
  return ((await res.json()) as { items: { title: string }[] }).items.map((i) => i.title);
}

/**
 * Signs the owner in and seeds two completed sprints of 5 and 3 points (average velocity 4) and the
 * sprint to plan, with four estimated tasks and a goal; Bravo is assigned to a member.
 */
async function seedPlanning(page: Page, owner: E2EUser) {
  const member = await createApprovedUser({ firstName: "Mia", lastName: "Member" });
  await signIn(page, owner);
  // Two completed sprints of 5 and 3 points: the average velocity is 4.
  for (const [name, points] of [
    ["Past one", 5],
    ["Past two", 3],
  ] as const) {
    const past = await seedSprint(page, { name, status: "completed", endDate: inDays(-3) });
    const board = await firstBoardId(
      page,
      await seedProject(page, { name: `${name} work`, sprintId: past.id }),
    );
    await seedTask(page, board, { title: `${name} task`, status: "done", storyPoints: points });
  }
  const sprint = await seedSprint(page, { name: "Plan me", endDate: inDays(7) });
  const projectId = await seedProject(page, { name: "Planned work", sprintId: sprint.id });
  const boardId = await firstBoardId(page, projectId);
  // Bravo's assignee becomes a member of the project (the owner assigns).
  for (const [title, storyPoints] of [
    ["Alpha", 3],
    ["Bravo", 2],
    ["Charlie", 5],
    ["Late", 1],
  ] as const)
    await seedTask(page, boardId, {
      title,
      storyPoints,
      ...(title === "Bravo" ? { priority: "high", assignedTo: member.id } : {}),
    });
  const goal = await page.request.post(`/api/sprints/${sprint.id}/goals`, {
    data: { text: "Ship the plan" },
  });
  expect(goal.status()).toBe(201);
  return { member, sprint };
}

test("the owner ranks, plans and starts a sprint; a later task shows as scope change", async ({
  page,
  approvedUser,
}) => {
  test.slow(); // Drags, dialogs, two screens and axe runs on a shared machine.
  const { member, sprint } = await seedPlanning(page, approvedUser);

  await test.step("the sprint page leads to the backlog", async () => {
    await page.goto(`/sprints/${sprint.id}`);
    await page.getByRole("link", { name: "Backlog & planning" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Backlog & planning" })).toBeVisible();
    await expect.poll(() => order(page)).toEqual(["Alpha", "Bravo", "Charlie", "Late"]);
    await expect(capacity(page)).toHaveText("0 pts planned · avg velocity 4");
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("a drag with the mouse ranks a task first", async () => {
    const handle = page.getByRole("button", { name: "Rank Charlie" });
    await drag(page, handle, row(page, "Alpha"), /Moved "Charlie" to position 1 of 4/);
    await expect.poll(() => order(page)).toEqual(["Charlie", "Alpha", "Bravo", "Late"]);
    await expect.poll(() => serverOrder(page, sprint.id)).toEqual(["Charlie", "Alpha", "Bravo", "Late"]);
  });

  await test.step("the keyboard ranks too: Space, an arrow, Space", async () => {
    await page.getByRole("button", { name: "Rank Late" }).focus();
    await page.keyboard.press("Space");
    await expect(dragAnnouncement(page)).toHaveText(/Picked up "Late" at position 4 of 4/);
    await keyboardMove(page, "ArrowUp", /Moved "Late" to position 3 of 4/);
    await page.keyboard.press("Space");
    await expect(dragAnnouncement(page)).toHaveText(/Dropped "Late"/);
    await expect.poll(() => serverOrder(page, sprint.id)).toEqual(["Charlie", "Alpha", "Late", "Bravo"]);
    await expect.poll(() => order(page)).toEqual(["Charlie", "Alpha", "Late", "Bravo"]);
  });

  await test.step("filters narrow the list", async () => {
    await page.getByLabel("Search").fill("rav");
    await expect.poll(() => order(page)).toEqual(["Bravo"]);
    await page.getByLabel("Search").fill("");
    await choose(page, "Priority", "High");
    await expect.poll(() => order(page)).toEqual(["Bravo"]);
    await choose(page, "Priority", "Any priority");
    await choose(page, "Points", "5 pts");
    await expect.poll(() => order(page)).toEqual(["Charlie"]);
    // The filters live in the URL: a reload (or a shared link) shows the same list.
    await page.getByLabel("Search").fill("char");
    await expect(page).toHaveURL(/[?&]q=char/);
    await expect(page).toHaveURL(/[?&]points=5/);
    await page.reload();
    await expect(page.getByLabel("Search")).toHaveValue("char");
    await expect(page.getByRole("combobox", { name: "Points" })).toHaveText("5 pts");
    await expect.poll(() => order(page)).toEqual(["Charlie"]);
    await page.getByLabel("Search").fill("");
    await choose(page, "Points", "Any points");
    await expect(rows(page)).toHaveCount(4);
  });

  await test.step("tasks go into the sprint and out; the total follows the velocity", async () => {
    for (const title of ["Charlie", "Alpha", "Bravo"]) {
      await page.getByRole("button", { name: `Add ${title} to the sprint` }).click();
      await expect(row(page, title).getByText("In sprint")).toBeVisible();
    }
    await expect(capacity(page)).toHaveText("10 pts planned · avg velocity 4");
    await page.getByRole("button", { name: "Remove Bravo from the sprint" }).click();
    await expect(capacity(page)).toHaveText("8 pts planned · avg velocity 4");
    await expect(row(page, "Bravo").getByText("In sprint")).toHaveCount(0);
  });

  await test.step("Start sprint confirms the commitment, then records it", async () => {
    await page.getByRole("button", { name: "Start sprint" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByTestId("commitment-summary")).toContainText(
      "The sprint commits to 2 tasks (8 points).",
    );
    await expect(dialog.getByTestId("commitment-summary")).toContainText("Goals: Ship the plan.");
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Start sprint" }).click();
    await expect(toast(page)).toContainText("Sprint started");
    await expect(page.getByRole("button", { name: "Start sprint" })).toHaveCount(0);
  });

  await test.step("a task added after the start is a scope change", async () => {
    await page.getByRole("button", { name: "Add Late to the sprint" }).click();
    await expect(row(page, "Late").getByTestId("scope-change-badge")).toHaveText("Scope change");
    await expect(row(page, "Charlie").getByTestId("scope-change-badge")).toHaveCount(0);
    await expect(capacity(page)).toHaveText("9 pts planned · avg velocity 4");
  });

  await test.step("the sprint page shows the commitment, the scope change and the burndown marker", async () => {
    await page.getByRole("link", { name: "Plan me" }).click();
    const card = page.getByTestId("sprint-commitment");
    await expect(card).toContainText("2 tasks · 8 pts committed");
    await expect(card.getByTestId("committed-tasks").getByRole("listitem")).toHaveCount(2);
    await expect(card).toContainText("Ship the plan");
    await expect(card.getByTestId("scope-change-count")).toHaveText("Scope change: 1");
    await expect(card.getByTestId("scope-changes")).toContainText("Added");
    await expect(card.getByTestId("scope-changes")).toContainText("Late");
    await expect(page.getByTestId("burndown-scope-changes")).toContainText("Committed: 8 points.");
    await expect(page.getByTestId("burndown-scope-changes")).toContainText(/\+1 point$/);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("a member reads the backlog without the planning controls", async () => {
    await page.context().clearCookies();
    await signIn(page, member);
    await page.goto(`/sprints/${sprint.id}/backlog`);
    await expect(
      page.getByText("Only the sprint owner plans this sprint; you can read its backlog."),
    ).toBeVisible();
    await expect(rows(page)).toHaveCount(4);
    await expect(page.getByRole("button", { name: /^Rank / })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /to the sprint$|from the sprint$/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Start sprint" })).toHaveCount(0);
  });
});
