import { actAs, createApprovedUser } from "./fixtures/auth.ts";
import { seedBoard } from "./fixtures/board.ts";
import { BASE_URL } from "./fixtures/env.ts";
import { mailsTo } from "./fixtures/outbox.ts";
import { seedTask } from "./fixtures/seed.ts";
import { expect, signIn, test } from "./fixtures/test.ts";

// Issue 22 end to end: Ana creates a task (and so watches it); Bea, in another session, moves it and
// comments. Ana sees both in the task's Activity, gets ONE email with the change and the comment
// (the e2e server batches for 2 s: MAIL_BATCH_SECONDS), follows its link to the task, and
// unsubscribes from that kind through the email's own link (product rules §31-§33).

test("a colleague's move and comment reach the task's Activity and one email that leads back to it", async ({
  page,
  approvedUser: ana,
}) => {
  await signIn(page, ana);
  // Changes to watched tasks come in the daily digest unless one asks for them at once.
  const prefs = await page.request.put("/api/user/email-preferences", {
    data: { kinds: { task_changed: "immediately" } },
  });
  expect(prefs.status()).toBe(200);
  const { projectId, boardId, tasks } = await seedBoard(page, "Relay board", [["Checkout page", "todo"]]);
  const task = tasks[0]!;
  const key = ((await (await page.request.get(`/api/tasks/${task.id}`)).json()) as { key: string }).key;
  const bea = await createApprovedUser({ firstName: "Bea", lastName: "Mover" });
  // Assigned a task by the owner, Bea becomes a member of the project.
  await seedTask(page, boardId, { title: "Bea's own work", assignedTo: bea.id });

  const asBea = await actAs(bea);
  try {
    const moved = await asBea.put(`/api/tasks/${task.id}/position`, {
      data: { status: "in_progress", position: 0 },
    });
    expect(moved.status()).toBe(200);
    const commented = await asBea.post(`/api/tasks/${task.id}/comments`, {
      data: { content: "Payment step is next" },
    });
    expect(commented.status()).toBe(201);
  } finally {
    await asBea.dispose();
  }

  const aboutTask = async () => (await mailsTo(ana.email)).filter((m) => m.includes(`[${key}]`));
  await expect.poll(async () => (await aboutTask()).length).toBe(1);
  const mail = (await aboutTask())[0]!;
  expect(mail).toContain(`Bea Mover moved ${key} from To Do to In Progress.`);
  expect(mail).toContain(`Bea Mover commented on ${key}:`);
  expect(mail).toContain("> Payment step is next");
  expect(mail).toContain(`You get this because you watch ${key}.`);

  await test.step("the task's Activity shows the move and the comment", async () => {
    const link = mail.match(new RegExp(`${BASE_URL}/projects/${projectId}\\?taskId=${task.id}`))![0];
    await page.goto(link);
    const dialog = page.getByRole("dialog", { name: "Edit Task" });
    await expect(dialog.getByLabel("Title")).toHaveValue("Checkout page");
    const activity = dialog.getByRole("region", { name: "Activity" });
    await expect(activity.getByText("moved this from To Do to In Progress")).toBeVisible();
    await expect(activity.getByTestId("activity-comment")).toContainText("Payment step is next");
    await expect(activity.getByTestId("activity-comment")).toContainText("Bea Mover");
  });

  await test.step("the email's unsubscribe link turns that kind off", async () => {
    const unsubscribe = mail.match(/Stop email about changes to tasks you watch: (\S+)/)![1]!;
    await page.goto(unsubscribe);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "You will no longer get email about changes to tasks you watch.",
    );
    const after = await (await page.request.get("/api/user/email-preferences")).json();
    expect(after.kinds.task_changed).toBe("off");
  });
});
