import { actAs, createApprovedUser } from "./fixtures/auth.ts";
import { BASE_URL } from "./fixtures/env.ts";
import { mailsTo } from "./fixtures/outbox.ts";
import { firstBoardId, seedProject, seedTask } from "./fixtures/seed.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures/test.ts";

// Email notifications (product rules §33): the profile's Email section, and a batched notification
// email read from the .eml outbox (the e2e server batches for 2 s: MAIL_BATCH_SECONDS).

const emailSection = (page: import("@playwright/test").Page) => page.getByRole("region", { name: "Email" });

test("profile Email section: a choice per kind, the digest hour and zone, saved and kept", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  await page.goto("/profile");
  const section = emailSection(page);
  await expect(section.getByRole("heading", { name: "Email" })).toBeVisible();
  const assigned = section.getByRole("combobox", { name: "Tasks assigned to you" });
  await expect(assigned).toHaveText("Immediately");
  await expect(section.getByRole("combobox", { name: "Changes to tasks you watch" })).toHaveText(
    "Daily digest",
  );
  await expect(section.getByText("Your browser's time zone; saved with your next change.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Keyboard only: focus the control, open it, pick 'Off'.
  await assigned.focus();
  await page.keyboard.press("Enter");
  await page.getByRole("option", { name: "Off" }).press("Enter");
  await expect(assigned).toHaveText("Off");
  await expect(page.getByText("Your email settings have been saved.").first()).toBeVisible();

  await section.getByRole("combobox", { name: "Daily digest at" }).click();
  await page.getByRole("option", { name: "07:00" }).click();
  await expect(section.getByRole("combobox", { name: "Daily digest at" })).toHaveText("07:00");

  await page.reload();
  await expect(emailSection(page).getByRole("combobox", { name: "Tasks assigned to you" })).toHaveText("Off");
  await expect(emailSection(page).getByRole("combobox", { name: "Daily digest at" })).toHaveText("07:00");
  // The first save sent the browser's zone along.
  await expect(
    emailSection(page).getByText("Your browser's time zone; saved with your next change."),
  ).toHaveCount(0);

  await page.emulateMedia({ colorScheme: "dark" });
  await expectNoSeriousA11yViolations(page);
});

test("an assignment and a comment arrive as one email whose links open the task and unsubscribe", async ({
  page,
  approvedUser,
}) => {
  const lead = await createApprovedUser({ firstName: "Lena", lastName: "Lead" });
  const request = await actAs(lead);
  try {
    const projectId = await seedProject(request, { name: "Mailroom" });
    const task = await seedTask<{ id: number; key: string }>(
      request,
      await firstBoardId(request, projectId),
      {
        title: "Sort the letters",
        assignedTo: approvedUser.id,
      },
    );
    const comment = await request.post(`/api/tasks/${task.id}/comments`, {
      data: { content: "Start with A" },
    });
    expect(comment.status()).toBe(201);

    const mail = await expect
      .poll(async () => (await mailsTo(approvedUser.email)).find((m) => m.includes(`[${task.key}]`)) ?? "")
      .toContain("Start with A")
      .then(async () => (await mailsTo(approvedUser.email)).find((m) => m.includes(`[${task.key}]`))!);
    expect((await mailsTo(approvedUser.email)).filter((m) => m.includes(`[${task.key}]`))).toHaveLength(1);
    expect(mail).toContain("New task assigned");
    expect(mail).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(mail).toContain(`You get this because you were assigned ${task.key}.`);

    const taskLink = mail.match(new RegExp(`${BASE_URL}/projects/${projectId}\\?taskId=${task.id}`))![0];
    await signIn(page, approvedUser);
    await page.goto(taskLink);
    const dialog = page.getByRole("dialog", { name: "Edit Task" });
    await expect(dialog.getByLabel("Title")).toHaveValue("Sort the letters");
    await expect(dialog.getByText(task.key, { exact: true })).toBeVisible();

    const unsubscribe = mail.match(/Stop email about tasks assigned to you: (\S+)/)![1]!;
    await page.goto(unsubscribe);
    await expect(page.getByRole("heading", { name: "Unsubscribe" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "You will no longer get email about tasks assigned to you.",
    );
    await page.getByRole("link", { name: "Email settings" }).click();
    await expect(emailSection(page).getByRole("combobox", { name: "Tasks assigned to you" })).toHaveText(
      "Off",
    );
  } finally {
    await request.dispose();
  }
});
