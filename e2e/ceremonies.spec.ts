import type { Browser, Page } from "@playwright/test";
import { createApprovedUser, type E2EUser } from "./fixtures/auth.ts";
import { card } from "./fixtures/board.ts";
import { layoutProblems } from "./fixtures/layout.ts";
import { firstBoardId, seedProject, seedSprint, seedTask } from "./fixtures/seed.ts";
import { choose } from "./fixtures/select.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test, toast } from "./fixtures/test.ts";

// Sprint ceremonies (product rules §22): a standup answered by two people, and a live retro.

/** How long a second browser may take to show a change made in the first (a busy shared machine). */
const LIVE_MS = 5000;

/** The owner's active sprint with one project that `mate` belongs to (through an assigned task). */
async function sprintWithMate(owner: Page, mate: E2EUser, name: string) {
  const sprint = await seedSprint(owner, { name, status: "active" });
  const projectId = await seedProject(owner, { name: `${name} project`, sprintId: sprint.id });
  await seedTask(owner, await firstBoardId(owner, projectId), {
    title: "Existing work",
    assignedTo: mate.id,
  });
  return { sprintId: sprint.id as number, projectId };
}

async function twoBrowsers(browser: Browser, owner: E2EUser, mate: E2EUser) {
  const ownerContext = await browser.newContext();
  const mateContext = await browser.newContext();
  const a = await ownerContext.newPage();
  const b = await mateContext.newPage();
  await signIn(a, owner);
  await signIn(b, mate);
  return { a, b, close: () => Promise.all([ownerContext.close(), mateContext.close()]) };
}

test("standup: two members answer; each sees the other's answer and the blocker", async ({
  browser,
  approvedUser,
}) => {
  test.slow();
  const mate = await createApprovedUser({ firstName: "Mia", lastName: "Mate" });
  const { a, b, close } = await twoBrowsers(browser, approvedUser, mate);
  try {
    const { sprintId } = await sprintWithMate(a, mate, "Standup sprint");
    await a.goto(`/sprints/${sprintId}`);
    await a.getByRole("link", { name: "Ceremonies" }).click();
    await expect(a.getByRole("heading", { name: "Ceremonies: Standup sprint" })).toBeVisible();
    await b.goto(`/sprints/${sprintId}/ceremonies`);
    await expect(b.getByText(/Not answered yet: .*Mia Mate/)).toBeVisible();

    await a.getByLabel("What did you do yesterday?").fill("Planned the sprint");
    await a.getByLabel("What will you do today?").fill("Review pull requests");
    await a.getByRole("button", { name: "Save Answer" }).click();
    await expect(toast(a)).toContainText("Standup saved");
    const ownerName = `${approvedUser.firstName} ${approvedUser.lastName}`;
    await expect(b.getByRole("article", { name: `Answer of ${ownerName}` })).toBeVisible({
      timeout: LIVE_MS,
    });

    await b.getByLabel("What will you do today?").fill("Build the login page");
    await b.getByLabel("Blockers").fill("Waiting for the API keys");
    await b.getByRole("button", { name: "Save Answer" }).click();
    await expect(toast(b)).toContainText("Standup saved");
    const answer = a.getByRole("article", { name: "Answer of Mia Mate" });
    await expect(answer.getByText("Waiting for the API keys")).toBeVisible({ timeout: LIVE_MS });
    await expect(answer.getByText("Blocker", { exact: true })).toBeVisible();
    await expect(a.getByText("Everyone has answered.")).toBeVisible();
    // Saving again replaces the answer: still one per member.
    await b.getByLabel("Blockers").fill("");
    await b.getByRole("button", { name: "Save Answer" }).click();
    await expect(a.getByRole("article", { name: /^Answer of / })).toHaveCount(2);
    await expect(answer.getByText("Blocker", { exact: true })).toBeHidden({ timeout: LIVE_MS });
    await expectNoSeriousA11yViolations(a);
    // At 360 px every tab fits the screen: no sideways scroll, nothing spilling or cut off.
    await b.setViewportSize({ width: 360, height: 800 });
    for (const tab of ["Standup", "Review", "Retro", "Templates"]) {
      await b.getByRole("tab", { name: tab }).click();
      await expect(b.getByRole("tabpanel")).toBeVisible();
      expect(await layoutProblems(b), `${tab} at 360 px`).toEqual([]);
    }
  } finally {
    await close();
  }
});

test("retro: cards appear live in a second browser, votes stop at the limit, an action becomes a task", async ({
  browser,
  approvedUser,
}) => {
  test.slow();
  const mate = await createApprovedUser({ firstName: "Max", lastName: "Mate" });
  const { a, b, close } = await twoBrowsers(browser, approvedUser, mate);
  try {
    const { sprintId, projectId } = await sprintWithMate(a, mate, "Retro sprint");
    await a.goto(`/sprints/${sprintId}/ceremonies?tab=retro`);
    await b.goto(`/sprints/${sprintId}/ceremonies?tab=retro`);
    await expect(b.getByText("The sprint owner has not opened the retro yet.")).toBeVisible();

    await a.getByLabel("Votes per person").fill("2");
    await a.getByRole("button", { name: "Open Retro" }).click();
    await expect(toast(a)).toContainText("Retro opened");
    await expect(b.getByRole("heading", { name: "Went well" })).toBeVisible({ timeout: LIVE_MS });

    for (const [column, text] of [
      ["Went well", "Pairing on the hard parts"],
      ["To improve", "Standups ran long"],
      ["Actions", "Write a deploy runbook"],
    ] as const) {
      await b.getByLabel(`New card in ${column}`).fill(text);
      await b.getByLabel(`New card in ${column}`).press("Enter");
      await expect(a.getByRole("article", { name: `Card: ${text}` })).toBeVisible({ timeout: LIVE_MS });
    }
    await expect(a.getByRole("article", { name: "Card: Pairing on the hard parts" })).toContainText(
      "Max Mate",
    );

    const vote = (text: string) => b.getByRole("button", { name: new RegExp(`^Vote for "${text}"`) });
    await vote("Pairing on the hard parts").click();
    await expect(vote("Pairing on the hard parts")).toHaveAttribute("aria-pressed", "true");
    await vote("Standups ran long").click();
    await expect(b.getByText("you have 0 of 2 votes left")).toBeVisible();
    await expect(vote("Write a deploy runbook")).toBeDisabled();
    await expect(a.getByRole("button", { name: 'Vote for "Standups ran long" (1 vote)' })).toBeVisible({
      timeout: LIVE_MS,
    });

    const action = a.getByRole("article", { name: "Card: Write a deploy runbook" });
    await action.getByRole("button", { name: "Make a task" }).click();
    const dialog = a.getByRole("dialog", { name: "Make a task" });
    await dialog.getByRole("button", { name: "Create Task" }).click();
    await expect(dialog.getByText("An action item needs an owner")).toBeVisible();
    await choose(a, "Owner", "Max Mate");
    await expectNoSeriousA11yViolations(a);
    await dialog.getByRole("button", { name: "Create Task" }).click();
    await expect(toast(a)).toContainText("Task created");
    await expect(action.getByText("Task: Write a deploy runbook")).toBeVisible();
    await expect(
      b
        .getByRole("article", { name: "Card: Write a deploy runbook" })
        .getByText("Task: Write a deploy runbook"),
    ).toBeVisible({ timeout: LIVE_MS });

    await a.goto(`/projects/${projectId}`);
    await expect(card(a, "Write a deploy runbook")).toBeVisible();
  } finally {
    await close();
  }
});

test("review: a bad demo link is named in the form as it is typed (issue 20, item 16)", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const sprint = await seedSprint(page, { name: "Demo sprint", status: "active" });
  await page.goto(`/sprints/${sprint.id}/ceremonies?tab=review`);
  const links = page.getByLabel("Demo links");
  await links.fill("https://demo.example/login\nftp://files.example/build");
  await expect(links).toHaveAccessibleDescription(/A demo link must be an http\(s\) address/);
  await expect(links).toHaveAttribute("aria-invalid", "true");
  await links.fill("https://demo.example/login");
  await expect(page.getByText("A demo link must be an http(s) address")).toBeHidden();
  await page.getByRole("button", { name: "Save Review" }).click();
  await expect(toast(page)).toContainText("Review saved");
});
