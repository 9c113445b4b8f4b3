import { card, seedBoard } from "./fixtures/board.ts";
import { seedTask } from "./fixtures/seed.ts";
import { choose } from "./fixtures/select.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures/test.ts";

// Links and dependencies (product rules §36): block a task by another in the dialog, see the
// Blocked badge, the arrow on the Gantt, and move the blocker with its dependent.

const DAY = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

test("links: block a task in its dialog, see Blocked and the Gantt arrow, move the blocker with its dependent", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const { projectId, boardId } = await seedBoard(page, "Links board");
  type Seeded = { id: number; key: string; dueDate: string };
  const blocker = await seedTask<Seeded>(page, boardId, { title: "Design the API", dueDate: isoDay(3) });
  const dependent = await seedTask<Seeded>(page, boardId, { title: "Build the API", dueDate: isoDay(8) });

  await page.goto(`/projects/${projectId}`);
  const waiting = card(page, "Build the API");
  await expect(waiting).toBeVisible({ timeout: 30_000 });
  await expect(waiting.getByTestId("card-blocked")).toHaveCount(0);

  await test.step("adds 'is blocked by' in the task dialog", async () => {
    await waiting.click();
    const dialog = page.getByRole("dialog", { name: "Edit Task" });
    const links = dialog.getByRole("region", { name: "Links" });
    await expect(links).toContainText("No links");
    // Links are saved at once: they sit outside the form, in a part that says so (issue 32, item 8).
    const atOnce = dialog.getByRole("region", { name: "Saved at once" });
    await expect(atOnce).toContainText("saved as you make them");
    await expect(atOnce.getByRole("region", { name: "Links" })).toBeVisible();
    await expect(dialog.locator("form").getByRole("region", { name: "Links" })).toHaveCount(0);
    await links.getByRole("button", { name: "Add link" }).click();
    await expect(links.getByLabel("Link type")).toContainText("Is blocked by");
    await links.getByLabel("Task to link").fill("Design the");
    await links.getByRole("button", { name: new RegExp(`${blocker.key} Design the API`) }).click();
    await expect(links.getByTestId("task-link")).toContainText(`Is blocked by ${blocker.key} Design the API`);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step("the card shows Blocked", async () => {
    await expect(waiting.getByTestId("card-blocked")).toHaveText("Blocked");
  });

  await test.step("completing it asks first, naming the unfinished blocker", async () => {
    await waiting.click();
    const dialog = page.getByRole("dialog", { name: "Edit Task" });
    await choose(page, "Status", "Done");
    await dialog.getByRole("button", { name: "Update Task" }).click();
    const ask = page.getByRole("alertdialog", { name: "Complete a blocked task?" });
    await expect(ask).toContainText(`Blocked by ${blocker.key}, not done. Move anyway?`);
    await ask.getByRole("button", { name: "Cancel" }).click();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    const server = (await (await page.request.get(`/api/tasks/${dependent.id}`)).json()) as {
      status: string;
    };
    expect(server.status).toBe("todo");
  });

  await test.step("the Gantt draws the arrow and names the blocker", async () => {
    await page.getByRole("button", { name: "Gantt" }).click();
    await expect(page.getByTestId("gantt-arrow")).toHaveCount(1);
    await expect(page.getByRole("button", { name: /^Build the API:/ })).toHaveAccessibleName(
      new RegExp(`blocked by ${blocker.key}`),
    );
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("moving the blocker offers to shift its dependent, which moves too", async () => {
    await page
      .getByRole("button", { name: `Move the due date of ${blocker.key} Design the API (arrow keys: a day)` })
      .focus();
    await page.keyboard.press("ArrowRight");
    const preview = page.getByRole("dialog", { name: "Move the dependent tasks too?" });
    await expect(preview.getByTestId("dependents-preview")).toContainText(`${dependent.key} Build the API`);
    await preview.getByRole("button", { name: "Move 1 dependent task too" }).click();
    await expect(preview).toBeHidden();
    await expect
      .poll(async () => {
        const res = await page.request.get(`/api/tasks/${dependent.id}`);
        return ((await res.json()) as Seeded).dueDate;
      })
      .toBe(new Date(new Date(dependent.dueDate).getTime() + DAY).toISOString());
    const moved = (await (await page.request.get(`/api/tasks/${blocker.id}`)).json()) as Seeded;
    expect(moved.dueDate).toBe(new Date(new Date(blocker.dueDate).getTime() + DAY).toISOString());
  });
});

test("the task dialog's Links and Watchers that fail to load offer 'Try again', as Development and Activity do", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const { projectId, boardId } = await seedBoard(page, "Failing sections");
  const task = await seedTask(page, boardId, { title: "Flaky network" });
  let failing = true;
  for (const part of ["links", "watchers"])
    await page.route(`**/api/tasks/${task.id}/${part}`, (route) =>
      failing ? route.fulfill({ status: 500, json: { message: "Internal Server Error" } }) : route.fallback(),
    );
  await page.goto(`/projects/${projectId}?taskId=${task.id}`);
  const dialog = page.getByRole("dialog", { name: "Edit Task" });
  const links = dialog.getByRole("region", { name: "Links" });
  const watchers = dialog.getByRole("region", { name: "Watchers" });
  await expect(links.getByRole("alert")).toHaveText(/Links could not be loaded/);
  await expect(watchers.getByRole("alert")).toHaveText(/Watchers could not be loaded/);
  failing = false;
  await links.getByRole("button", { name: "Try again" }).click();
  await expect(links).toContainText("No links");
  await watchers.getByRole("button", { name: "Try again" }).click();
  await expect(watchers).toContainText("1 watching");
  await expect(dialog.getByRole("alert")).toHaveCount(0);
});
