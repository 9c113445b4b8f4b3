import { startReceiver } from "../server/test/webhook-receiver.ts";
import { actAs, createApprovedUser } from "./fixtures/auth.ts";
import { sidewaysOverflow, tableTextProblems } from "./fixtures/layout.ts";
import { firstBoardId, seedProject, seedTask } from "./fixtures/seed.ts";
import { expectShownOnceWarning } from "./fixtures/shown-once.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test, toast } from "./fixtures/test.ts";

// Outgoing webhooks (issue 13, item 3; product rules §28): set up on the project settings screen
// with the keyboard, signed deliveries reach a local receiver, and only the owner gets in.

test("the owner adds a webhook with the keyboard, sends a test event and sees it delivered", async ({
  page,
  approvedUser,
}) => {
  // Every delivery is answered at once: 200 for a good signature, 401 otherwise.
  const receiver = await startReceiver(0);
  const events = () => receiver.successes.map((s) => s.event);
  try {
    await signIn(page, approvedUser);
    const projectId = await seedProject(page, { name: "Hooked project" });
    await page.goto(`/projects/${projectId}`);
    const settings = page.getByRole("link", { name: "Project settings" });
    await settings.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/settings$`));
    const card = page.getByRole("region", { name: "Webhooks" });
    await expect(card.getByText("No webhooks yet.")).toBeVisible();

    await card.getByRole("button", { name: "Add webhook" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Add webhook" });
    await expect(dialog.getByLabel("Payload URL")).toBeFocused();
    await page.keyboard.type("ftp://nope");
    await page.keyboard.press("Enter");
    await expect(dialog.getByText("URL must be an http or https address")).toBeVisible();
    await dialog.getByLabel("Payload URL").fill(receiver.url);
    // Keep only 'Task created' and 'Comment created': untick the others with the keyboard.
    for (const name of [
      "Task updated",
      "Task moved",
      "Task deleted",
      "Project updated",
      "Task linked",
      "Task unlinked",
    ]) {
      await dialog.getByRole("checkbox", { name }).focus();
      await page.keyboard.press("Space");
      await expect(dialog.getByRole("checkbox", { name })).not.toBeChecked();
    }
    await dialog.getByRole("button", { name: "Add webhook" }).focus();
    await page.keyboard.press("Enter");

    const reveal = page.getByRole("dialog", { name: "Copy the signing secret" });
    const secret = await reveal.getByLabel("Signing secret").inputValue();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    receiver.secret = secret;
    await expectShownOnceWarning(page, reveal);
    await expectNoSeriousA11yViolations(page);
    await reveal.getByRole("button", { name: "Done" }).click();
    const item = card.getByRole("listitem").filter({ hasText: receiver.url });
    await expect(item.getByText("Task created, Comment created")).toBeVisible();
    await expect(item.getByText(secret.slice(-4))).toBeVisible();
    await expect(item.getByText("No deliveries yet. Send a test event to try it.")).toBeVisible();

    await item.getByRole("button", { name: "Send test event" }).focus();
    await page.keyboard.press("Enter");
    await expect(toast(page)).toContainText("Test Event Queued");
    const log = item.getByRole("table");
    const row = log.getByRole("row").filter({ hasText: "ping" });
    await expect(row.getByRole("cell", { name: "200" })).toBeVisible();
    await expect(row.getByText("Delivered")).toBeVisible();
    expect(events()).toEqual(["ping"]);

    // A real change goes out too, and the secret is never shown again.
    await seedTask(page, await firstBoardId(page, projectId), { title: "Announced" });
    await page.reload();
    await expect(
      page.getByRole("table").getByRole("row").filter({ hasText: "task.created" }).getByText("Delivered"),
    ).toBeVisible();
    expect(events()).toEqual(["ping", "task.created"]);
    expect(await page.content()).not.toContain(secret);
    await expectNoSeriousA11yViolations(page);
  } finally {
    await receiver.close();
  }
});

test("a member sees that only the owner changes the settings", async ({ page, approvedUser }) => {
  const owner = await createApprovedUser();
  const asOwner = await actAs(owner);
  const projectId = await seedProject(asOwner, { name: "Not mine" });
  // Assigning a task to an approved user makes them a member (product rules §5).
  await seedTask(asOwner, await firstBoardId(asOwner, projectId), {
    title: "Yours",
    assignedTo: approvedUser.id,
  });
  await asOwner.dispose();

  await signIn(page, approvedUser);
  await page.goto(`/projects/${projectId}`);
  await expect(page.getByRole("heading", { name: "Not mine" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Project settings" })).toHaveCount(0);
  await page.goto(`/projects/${projectId}/settings`);
  await expect(page.getByText("Only the project owner can change its settings.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Webhooks" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

// Issue 20, item 10: the delivery log was crushed to a letter a line on a phone, words broke at 1280 px.
test("the delivery log fits a phone and a desktop without breaking a word", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const projectId = await seedProject(page, { name: "Logged project" });
  // Nothing listens on port 9: the test event stays 'Retrying' with its error in the log.
  const hook = await page.request.post(`/api/projects/${projectId}/webhooks`, {
    data: { url: "http://127.0.0.1:9/hook", events: ["task.created"] },
  });
  expect(hook.status(), await hook.text()).toBe(201);
  const { id } = ((await hook.json()) as { webhook: { id: number } }).webhook;
  const sent = await page.request.post(`/api/projects/${projectId}/webhooks/${id}/test`);
  expect(sent.ok(), await sent.text()).toBe(true);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/projects/${projectId}/settings`);
  const log = page.getByRole("region", { name: "Webhooks" }).getByRole("table");
  await expect(log.getByRole("row").filter({ hasText: "ping" })).toBeVisible();
  expect(await tableTextProblems(log)).toEqual([]);
  expect(await sidewaysOverflow(page)).toBe(0);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(() => tableTextProblems(log)).toEqual([]);
});
