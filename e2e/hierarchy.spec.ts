import { card, column, dragAnnouncement, keyboardMove, seedBoard, serverTasks } from "./fixtures/board.ts";
import { seedTask } from "./fixtures/seed.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures/test.ts";

// Epics and sub-tasks (product rules §35): an epic with two stories and a sub-task (some added in
// the task dialog), the roll-up on the epic's card, the filter by epic, and completing the epic
// after its confirmation.

type Seeded = { id: number; title: string; status: string; position: number; childCounts: { total: number } };

test("epics: add sub-tasks in the dialog, filter the board by the epic, complete it after asking", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const { projectId, boardId } = await seedBoard(page, "Hierarchy board", [["Elsewhere", "todo"]]);
  const epic = await seedTask<Seeded>(page, boardId, { title: "Launch", type: "epic" });
  await seedTask<Seeded>(page, boardId, { title: "Story one", type: "story", parentId: epic.id });
  await page.goto(`/projects/${projectId}`);
  await expect(card(page, "Launch")).toBeVisible({ timeout: 30_000 });
  await expect(card(page, "Launch").getByRole("img", { name: "Epic", exact: true })).toBeAttached();

  await test.step("the epic's dialog adds a second story as a child", async () => {
    await card(page, "Launch").click();
    const dialog = page.getByRole("dialog", { name: "Edit Task" });
    await expect(dialog.getByTestId("task-child")).toHaveText(/Story one/);
    await dialog.getByRole("textbox", { name: "New sub-task" }).fill("Story two");
    await dialog.getByRole("button", { name: "Add sub-task" }).click();
    await expect(dialog.getByTestId("task-child")).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  });

  await test.step("a story's dialog adds a sub-task", async () => {
    await card(page, "Story one").click();
    const dialog = page.getByRole("dialog", { name: "Edit Task" });
    await expect(dialog.getByTestId("task-parent")).toContainText("Launch");
    await dialog.getByRole("textbox", { name: "New sub-task" }).fill("Sub one");
    await dialog.getByRole("button", { name: "Add sub-task" }).click();
    await expect(dialog.getByTestId("task-child")).toHaveText(/Sub one/);
    await page.keyboard.press("Escape");
    await expect(card(page, "Sub one")).toBeVisible();
    await expect(card(page, "Launch").getByTestId("child-progress")).toContainText("0/2");
  });

  await test.step("the filter by epic keeps the epic and what is under it, in the address", async () => {
    await page.getByRole("combobox", { name: "Filter by epic" }).selectOption(String(epic.id));
    await expect(page).toHaveURL(new RegExp(`epic=${epic.id}`));
    await expect(card(page, "Elsewhere")).toHaveCount(0);
    for (const title of ["Launch", "Story one", "Story two", "Sub one"])
      await expect(card(page, title)).toBeVisible();
  });

  await test.step("swimlanes by epic, kept in the address, then none again", async () => {
    const groupBy = page.getByRole("combobox", { name: "Group by" });
    await groupBy.selectOption("epic");
    await expect(page).toHaveURL(/swimlanes=epic/);
    await expect(page.getByRole("region", { name: /Launch/ })).toBeVisible();
    await groupBy.selectOption("");
    await expect(page.getByTestId("swimlanes")).toHaveCount(0);
  });

  await test.step("moving the epic to Done asks how many are open, then completes it", async () => {
    await card(page, "Launch").focus();
    await page.keyboard.press("Space");
    await expect(dragAnnouncement(page)).toHaveText(/^Picked up "Launch"/);
    await keyboardMove(page, "ArrowRight", /to In Progress/);
    await page.keyboard.press("ArrowRight");
    await expect(dragAnnouncement(page)).toHaveText(/to Review/);
    await page.keyboard.press("ArrowRight");
    await expect(dragAnnouncement(page)).toHaveText(/to Done/);
    await page.keyboard.press("Space");
    const confirm = page.getByRole("alertdialog", { name: "Complete with open sub-tasks?" });
    await expect(confirm).toContainText("2 sub-tasks are not done. Complete anyway?");
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await confirm.getByRole("button", { name: "Complete anyway" }).click();
    await expect(card(column(page, "done"), "Launch")).toBeVisible();
    await expect
      .poll(async () => (await serverTasks(page, boardId)).find((t) => t.title === "Launch")?.status)
      .toBe("done");
  });
});
