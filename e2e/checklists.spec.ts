import { card, seedBoard } from "./fixtures/board.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures/test.ts";

// A task's checklist (product rules §24), driven with the keyboard: add, check and reorder items,
// then see 'done/total' on the card.

test("checklists: add, check and reorder items with the keyboard; the card shows 1/3", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const { projectId, tasks } = await seedBoard(page, "Checklist board", [["Write the guide", "todo"]]);
  await page.goto(`/projects/${projectId}`);
  const taskCard = card(page, "Write the guide");
  // The first load has taken over 10 s beside other runs on two cores.
  await expect(taskCard).toBeVisible({ timeout: 30_000 });
  await expect(taskCard.getByTestId("card-checklist")).toHaveCount(0);

  await taskCard.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Edit Task" });
  await expect(dialog).toBeVisible();
  const checklist = dialog.getByRole("region", { name: "Checklist" });
  const items = checklist.getByTestId("checklist-item");
  const newItem = checklist.getByRole("textbox", { name: "New checklist item" });

  await test.step("adds three items with Enter, the field keeping focus", async () => {
    await newItem.focus();
    for (const [i, text] of ["Outline", "Draft", "Review"].entries()) {
      await page.keyboard.type(text);
      await page.keyboard.press("Enter");
      await expect(items).toHaveCount(i + 1);
      await expect(newItem).toBeFocused();
      await expect(newItem).toHaveValue("");
    }
    // Enter added items: it did not submit (and close) the task form.
    await expect(dialog).toBeVisible();
    await expect(items).toHaveText(["Outline", "Draft", "Review"]);
  });

  await test.step("checks an item with Space", async () => {
    const done = checklist.getByRole("checkbox", { name: "Done: Outline" });
    await done.focus();
    await page.keyboard.press("Space");
    await expect(done).toBeChecked();
    await expect(checklist.getByTestId("checklist-count")).toHaveText("1/3");
    await expect(checklist.getByRole("progressbar", { name: "Checklist progress" })).toHaveAttribute(
      "aria-valuetext",
      "1 of 3 items done",
    );
  });

  await test.step("moves an item up with its button; focus stays and the move is announced", async () => {
    const up = checklist.getByRole("button", { name: "Move Review up" });
    // The row's buttons are disabled while the check above is saved, and press() does not wait for
    // a button to be enabled as click() does: a key sent to a disabled button is lost.
    await expect(up).toBeEnabled();
    // Focus and key in one action: a refetch after the check above may redraw the row in between.
    await up.press("Enter");
    await expect(items).toHaveText(["Outline", "Review", "Draft"]);
    await expect(checklist.getByRole("button", { name: "Move Review up" })).toBeFocused();
    await expect(checklist.getByText('Moved "Review" to position 2 of 3')).toBeAttached();
    const server = await (await page.request.get(`/api/tasks/${tasks[0]!.id}/checklist`)).json();
    expect(server.items.map((i: { text: string }) => i.text)).toEqual(["Outline", "Review", "Draft"]);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("the card shows done/total once the dialog closes", async () => {
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(taskCard.getByTestId("card-checklist")).toContainText("1/3");
  });
});
