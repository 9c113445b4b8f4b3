import { createApprovedUser } from "./fixtures/auth.ts";
import { firstBoardId, seedProject, seedTask } from "./fixtures/seed.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures/test.ts";

// Team chat (issue 11, product rules §23): two browsers talk in a project's channel.

test("two people chat in a project channel: mention, unread badge, typing, edit and delete, live, floods", async ({
  browser,
  page,
}) => {
  test.slow(); // Two browsers, a socket each and axe runs on a shared machine.
  const ann = await createApprovedUser({ firstName: "Ann", lastName: "Author" });
  const bea = await createApprovedUser({ firstName: "Bea", lastName: "Reader" });
  await signIn(page, ann);
  const projectId = await seedProject(page, { name: "Chat room" });
  // Assigning Bea a task makes her a member of the project, so she reads its channel.
  await seedTask(page, await firstBoardId(page, projectId), { title: "Plan", assignedTo: bea.id });

  const context = await browser.newContext();
  const other = await context.newPage();
  try {
    await signIn(other, bea);
    await other.goto("/dashboard");
    const bell = other.getByRole("link", { name: /^Notifications, / });
    // The first screen of a fresh browser: room for a busy machine.
    await expect(bell).toHaveAccessibleName("Notifications, 2 unread", { timeout: 30_000 });
    const chatLink = other.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^Chat/ });
    await expect(chatLink).toHaveAccessibleName("Chat");

    await test.step("Ann mentions Bea through the suggestions and sends", async () => {
      await page.goto("/chat");
      await page
        .getByRole("navigation", { name: "Channels" })
        .getByRole("link", { name: "Chat room" })
        .click();
      await expect(page.getByRole("heading", { name: "Chat room" })).toBeVisible();
      const box = page.getByRole("combobox", { name: "Message" });
      await box.fill("Hello @Be");
      await expect(page.getByRole("option", { name: "Bea Reader" })).toBeVisible();
      await box.press("Enter");
      await expect(box).toHaveValue("Hello @Bea Reader ");
      await box.pressSequentially("the plan is ready");
      await box.press("Enter");
      await expect(page.getByRole("log")).toContainText("Hello @Bea Reader the plan is ready");
      await expect(box).toHaveValue("");
      await expectNoSeriousA11yViolations(page);
    });

    await test.step("Bea's navigation shows the unread badge and the mention arrives, without a reload", async () => {
      await expect(chatLink).toHaveAccessibleName("Chat 1 unread");
      await expect(bell).toHaveAccessibleName("Notifications, 3 unread");
    });

    await test.step("Bea opens the channel: the message is there and the badge goes", async () => {
      await chatLink.click();
      const channel = other
        .getByRole("navigation", { name: "Channels" })
        .getByRole("link", { name: /Chat room/ });
      await expect(channel).toContainText("1");
      await channel.click();
      await expect(other.getByRole("log")).toContainText("Hello @Bea Reader the plan is ready");
      await expect(chatLink).toHaveAccessibleName("Chat");
      await expectNoSeriousA11yViolations(other);
    });

    await test.step("Bea sees Ann typing, then Ann's next message live", async () => {
      const box = page.getByRole("combobox", { name: "Message" });
      await box.pressSequentially("Second");
      await expect(other.getByText("Ann Author is typing…")).toBeVisible();
      await box.pressSequentially(" note");
      await box.press("Enter");
      await expect(other.getByRole("log")).toContainText("Second note");
      await expect(other.getByText("Ann Author is typing…")).toBeHidden();
    });

    await test.step("Ann edits her first message and deletes the second; Bea sees both live", async () => {
      const first = page.getByRole("listitem").filter({ hasText: "the plan is ready" });
      await first.getByRole("button", { name: "Edit message" }).click();
      await first.getByRole("textbox", { name: "Edit message" }).fill("The plan is ready for review");
      await first.getByRole("button", { name: "Save" }).click();
      await expect(other.getByRole("log")).toContainText("The plan is ready for review");
      await expect(other.getByRole("log")).toContainText("(edited)");
      // Bea may not change Ann's messages: no buttons for her.
      await expect(other.getByRole("button", { name: "Edit message" })).toHaveCount(0);

      const second = page.getByRole("listitem").filter({ hasText: "Second note" });
      await second.getByRole("button", { name: "Delete message" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Delete this message?" });
      await confirm.getByRole("button", { name: "Delete" }).click();
      await expect(page.getByRole("log")).not.toContainText("Second note");
      await expect(other.getByRole("log")).not.toContainText("Second note");
      await expectNoSeriousA11yViolations(page);
    });

    await test.step("Ann sends too fast: the composer says why and keeps her text", async () => {
      const direct = await page.request.post("/api/chat/direct", { data: { userId: bea.id } });
      const channelId = (await direct.json()).id as number;
      await page.goto(`/chat/${channelId}`);
      const box = page.getByRole("combobox", { name: "Message" });
      await box.fill("One too many");
      // The channel's 10 messages per 10 seconds, through the API; the composer sends the 11th.
      for (let i = 0; i < 10; i++) {
        const res = await page.request.post(`/api/chat/channels/${channelId}/messages`, {
          data: { content: `Quick ${i}` },
        });
        expect(res.status()).toBe(201);
      }
      await box.press("Enter");
      await expect(page.getByText(/You are sending messages too fast/)).toBeVisible();
      await expect(box).toHaveValue("One too many");
    });

    await test.step("at 360 px the channel fits without sideways scrolling, with a way back to the list", async () => {
      await other.setViewportSize({ width: 360, height: 800 });
      await expect(other.getByRole("link", { name: "All channels" })).toBeVisible();
      const overflow = await other.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  } finally {
    await context.close();
  }
});

// Issue 20, item 15: on a phone (390x844) the composer and Send were below the screen.
test("on a phone the composer and Send are on the screen without scrolling", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  await seedProject(page, { name: "Pocket room" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/chat");
  await page.getByRole("navigation", { name: "Channels" }).getByRole("link", { name: "Pocket room" }).click();
  await expect(page.getByRole("heading", { name: "Pocket room" })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole("combobox", { name: "Message" })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole("button", { name: "Send" })).toBeInViewport({ ratio: 1 });
});
