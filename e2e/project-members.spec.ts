import type { Page } from "@playwright/test";
import { createApprovedUser } from "./fixtures/auth.ts";
import { firstBoardId, seedProject, seedTask } from "./fixtures/seed.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures/test.ts";

/** A project with one task assigned to each of `assignees` (which makes them members), through the API. */
async function seedProjectWith(page: Page, name: string, assignees: { id: number; firstName: string }[]) {
  const projectId = await seedProject(page, { name });
  const boardId = await firstBoardId(page, projectId);
  for (const user of assignees) {
    await seedTask(page, boardId, { title: `Task for ${user.firstName}`, assignedTo: user.id });
  }
  return projectId;
}

const card = (page: Page, title: string) =>
  page.getByTestId("task-card").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

test("the owner removes a member through the confirmation dialog; their card becomes unassigned", async ({
  page,
  approvedUser,
}) => {
  test.slow(); // Several dialogs and two axe runs on a shared 2-core machine.
  const jane = await createApprovedUser({ firstName: "Jane", lastName: "Doe" });
  const kim = await createApprovedUser({ firstName: "Kim", lastName: "Lee" });
  await signIn(page, approvedUser);
  const projectId = await seedProjectWith(page, "Members project", [jane, kim]);

  await page.goto(`/projects/${projectId}`);
  await expect(card(page, "Task for Jane").getByRole("img", { name: "Jane Doe" })).toBeVisible({
    timeout: 30_000,
  });
  const membersButton = page.getByRole("button", { name: "Project members (3)" });
  await membersButton.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Project members" });
  const list = dialog.getByRole("list", { name: "Project members" });
  await expect(list.getByRole("listitem")).toHaveCount(3);
  // The owner has no Remove action; each member has one, labelled with their name.
  await expect(dialog.getByRole("button", { name: /^Remove / })).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);

  await test.step("cancelling keeps the member", async () => {
    await dialog.getByRole("button", { name: "Remove Jane Doe from the project" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Remove member" });
    await expect(confirm).toContainText('Remove Jane Doe from "Members project"?');
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toHaveCount(0);
    await expect(list.getByRole("listitem")).toHaveCount(3);
  });

  await test.step("confirming removes her, from the list and from her card", async () => {
    await dialog.getByRole("button", { name: "Remove Jane Doe from the project" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Remove member" });
    const removed = page.waitForResponse(
      (r) => r.request().method() === "DELETE" && r.url().endsWith(`/members/${jane.id}`),
    );
    await confirm.getByRole("button", { name: "Remove", exact: true }).click();
    expect((await removed).status()).toBe(204);
    await expect(page.getByText("Member Removed", { exact: true })).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await expect(list.getByText("Jane Doe")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Project members (2)" })).toBeVisible();
    await expect(card(page, "Task for Jane").getByRole("img", { name: "Jane Doe" })).toHaveCount(0);
    await expect(card(page, "Task for Kim").getByRole("img", { name: "Kim Lee" })).toBeVisible();
  });

  await test.step("she can no longer open the board", async () => {
    const context = await page.context().browser()!.newContext();
    try {
      const other = await context.newPage();
      await signIn(other, jane);
      expect((await other.request.get(`/api/projects/${projectId}`)).status()).toBe(404);
    } finally {
      await context.close();
    }
  });
});

test("a member sees the member list without Remove actions", async ({ browser, approvedUser }) => {
  const mate = await createApprovedUser({ firstName: "Mo", lastName: "Mate" });
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signIn(owner, approvedUser);
  const projectId = await seedProjectWith(owner, "Shared project", [mate]);
  await ownerContext.close();

  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, mate);
    await page.goto(`/projects/${projectId}`);
    await page.getByRole("button", { name: "Project members (2)" }).click();
    const dialog = page.getByRole("dialog", { name: "Project members" });
    await expect(dialog.getByRole("listitem")).toHaveCount(2);
    await expect(dialog.getByText("Mo Mate")).toBeVisible();
    await expect(dialog.getByRole("button", { name: /Remove/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  } finally {
    await context.close();
  }
});
