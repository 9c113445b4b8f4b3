// The probe below runs in the page; its DOM types come from this lib.
/// <reference lib="dom" />
import type { Locator } from "@playwright/test";
import { actAs, createApprovedUser } from "./fixtures/auth.ts";
import { card, seedBoard } from "./fixtures/board.ts";
import { seedTask } from "./fixtures/seed.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures/test.ts";

/** Numbers shown within 24 px of a card's eye on the same line (a count it could be read with). */
function numbersBesideEye(taskCard: Locator): Promise<string[]> {
  return taskCard.getByTestId("card-watched").evaluate((eye) => {
    const box = eye.getBoundingClientRect();
    const found: string[] = [];
    const cardEl = eye.closest("[data-testid=task-card]")!;
    const walker = document.createTreeWalker(cardEl, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? "").trim();
      if (!/^\d+([/.,]\d+)?$/.test(text) || node.parentElement?.closest(".sr-only")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const r = range.getBoundingClientRect();
      const sameLine = r.top < box.bottom && r.bottom > box.top;
      const gap = Math.max(r.left - box.right, box.left - r.right);
      if (sameLine && gap < 24) found.push(text);
    }
    return found;
  });
}

// Watchers (product rules 'Watchers'): one watches what one creates; the task dialog lists the
// watchers with a Watch / Unwatch button, and the board card shows an eye on watched tasks.

test("watchers: unwatch and watch in the task dialog; the card's eye follows", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const { projectId, boardId, tasks } = await seedBoard(page, "Watch board", [["Checkout page", "todo"]]);
  // Assigned by the owner, Bob becomes a member; the task he creates is his, not ours to watch.
  const bob = await createApprovedUser({ firstName: "Bob", lastName: "Stone" });
  await seedTask(page, boardId, { title: "Bob's assignment", assignedTo: bob.id });
  const asBob = await actAs(bob);
  const bobs = await seedTask(asBob, boardId, { title: "Bob's own task" });
  await asBob.dispose();
  // An estimate beside the eye: the badge with a number must not read as the eye's count.
  const estimated = await page.request.patch(`/api/tasks/${tasks[0]!.id}`, { data: { storyPoints: 3 } });
  expect(estimated.status(), await estimated.text()).toBe(200);

  await page.goto(`/projects/${projectId}`);
  const mine = card(page, "Checkout page");
  const his = card(page, "Bob's own task");
  await expect(mine).toBeVisible();
  await expect(mine.getByTestId("card-watched")).toHaveText("You watch this task");
  // The eye cannot be read as a count (issue 32, item 7): no number sits next to it on its line.
  expect(await numbersBesideEye(mine)).toEqual([]);
  await expect(his).toBeVisible();
  await expect(his.getByTestId("card-watched")).toHaveCount(0);

  await test.step("unwatches a task in its dialog; the eye leaves its card", async () => {
    await mine.click();
    const dialog = page.getByRole("dialog", { name: "Edit Task" });
    const watchers = dialog.getByRole("region", { name: "Watchers" });
    await expect(watchers).toContainText("1 watching");
    await expect(
      watchers.getByRole("img", { name: `${approvedUser.firstName} ${approvedUser.lastName}` }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const unwatch = watchers.getByRole("button", { name: "Unwatch" });
    await unwatch.focus();
    await page.keyboard.press("Enter");
    await expect(watchers.getByRole("button", { name: "Watch", exact: true })).toBeVisible();
    await expect(watchers).toContainText("No one watches this task");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(mine.getByTestId("card-watched")).toHaveCount(0);
    const server = await (await page.request.get(`/api/tasks/${tasks[0]!.id}/watchers`)).json();
    expect(server).toMatchObject({ watching: false, watchers: [] });
  });

  await test.step("watches someone else's task; the eye appears on its card", async () => {
    await his.click();
    const dialog = page.getByRole("dialog", { name: "Edit Task" });
    const watchers = dialog.getByRole("region", { name: "Watchers" });
    await expect(watchers).toContainText("1 watching");
    await watchers.getByRole("button", { name: "Watch", exact: true }).click();
    await expect(watchers.getByRole("button", { name: "Unwatch" })).toBeVisible();
    await expect(watchers).toContainText("2 watching");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(his.getByTestId("card-watched")).toHaveText("You watch this task");
    const server = await (await page.request.get(`/api/tasks/${bobs.id}/watchers`)).json();
    expect(server).toMatchObject({ watching: true });
  });
});
