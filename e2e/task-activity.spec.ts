import { card, dragAnnouncement, keyboardMove, seedBoard } from "./fixtures/board.ts";
import { choose } from "./fixtures/select.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test, toast } from "./fixtures/test.ts";

// Task history (product rules §32): a task changed through the API shows its history and comments
// in the dialog's Activity (All / Comments / History); the project's Activity screen keeps a
// deleted task's entries.

test("task activity: the dialog's timeline and the project's Activity screen", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const { projectId, tasks } = await seedBoard(page, "History board", [
    ["Checkout page", "todo"],
    ["Doomed task", "todo"],
  ]);
  const [task, doomed] = tasks as [(typeof tasks)[0], (typeof tasks)[0]];
  const patched = await page.request.patch(`/api/tasks/${task.id}`, {
    data: { status: "in_progress", dueDate: "2030-12-05", description: "First line\nSecond line" },
  });
  expect(patched.status()).toBe(200);
  const commented = await page.request.post(`/api/tasks/${task.id}/comments`, {
    data: { content: "Looks good to me" },
  });
  expect(commented.status()).toBe(201);
  const doomedKey = (await (await page.request.get(`/api/tasks/${doomed.id}`)).json()).key as string;
  expect((await page.request.delete(`/api/tasks/${doomed.id}`)).status()).toBe(204);

  await page.goto(`/projects/${projectId}?taskId=${task.id}`);
  const dialog = page.getByRole("dialog", { name: "Edit Task" });
  const activity = dialog.getByRole("region", { name: "Activity" });
  await expect(activity.getByTestId("activity-entry").first()).toBeVisible();

  await test.step("All: history and comments in one timeline, newest first", async () => {
    await expect(activity.getByTestId("activity-comment")).toContainText("Looks good to me");
    await expect(activity.getByText("moved this from To Do to In Progress")).toBeVisible();
    await expect(activity.getByText("set the due date to 5 Dec 2030")).toBeVisible();
    await expect(activity.getByTestId("description-diff")).toContainText("Second line");
    await expect(activity.getByText(/created this/)).toBeVisible();
  });

  await test.step("Comments and History filter the timeline", async () => {
    await activity.getByRole("tab", { name: "Comments" }).click();
    await expect(activity.getByRole("tab", { name: "Comments" })).toHaveAttribute("aria-selected", "true");
    await expect(activity.getByTestId("activity-entry")).toHaveCount(0);
    await expect(activity.getByTestId("activity-comment")).toHaveCount(1);
    await activity.getByRole("tab", { name: "History" }).click();
    await expect(activity.getByTestId("activity-comment")).toHaveCount(0);
    // created, the update, and the comment's entry.
    await expect(activity.getByTestId("activity-entry")).toHaveCount(3);
    await expect(activity.locator('[data-kind="commented"]')).toHaveCount(1);
  });

  await test.step("the project's Activity screen, linked from the board, keeps the deleted task", async () => {
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.getByRole("link", { name: "Activity", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/activity$`));
    const feed = page.getByRole("list", { name: "Project activity" });
    await expect(feed.getByText(`deleted ${doomedKey} 'Doomed task'`)).toBeVisible();
    await expect(feed.getByText("moved", { exact: false }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

// Issue 31, item 14: one's own change in this tab is not echoed by the socket, so the dialog's
// Activity, already loaded once, kept showing only 'created this' until a reload.
test("task activity: one's own status change and move show when the task is opened again", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const { projectId, tasks } = await seedBoard(page, "Own history", [["Own change", "todo"]]);
  await page.goto(`/projects/${projectId}?taskId=${tasks[0]!.id}`);
  const dialog = page.getByRole("dialog", { name: "Edit Task" });
  const activity = dialog.getByRole("region", { name: "Activity" });
  await expect(activity.getByText(/created this/)).toBeVisible();

  await choose(page, "Status", "In Progress");
  await dialog.getByRole("button", { name: "Update Task" }).click();
  await expect(toast(page)).toContainText("Task updated successfully");
  await expect(dialog).toBeHidden();
  await card(page, "Own change").click();
  await expect(activity.getByText("moved this from To Do to In Progress")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // A move on the board (the keyboard's, as a drag's) is one's own write too.
  await card(page, "Own change").focus();
  await page.keyboard.press("Space");
  await expect(dragAnnouncement(page)).toHaveText(/^Picked up "Own change" in In Progress/);
  await keyboardMove(page, "ArrowRight", /^Moved "Own change" to Review/);
  await page.keyboard.press("Space");
  await expect(dragAnnouncement(page)).toHaveText(/^Dropped "Own change" in Review/);
  await card(page, "Own change").click();
  await expect(activity.getByText("moved this from In Progress to Review")).toBeVisible();
});
