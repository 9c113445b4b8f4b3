import type { Page } from "@playwright/test";
import { createApprovedUser } from "./fixtures/auth.ts";
import { firstBoardId, seedProject, seedTask } from "./fixtures/seed.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test, toast } from "./fixtures/test.ts";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** A project with one task, created through the API as the page's user. */
/** A task in a new project of the page's user. */
async function seedProjectTask(page: Page, title: string) {
  const projectId = await seedProject(page, { name: "Comments project" });
  const task = await seedTask<{ id: number; title: string }>(page, await firstBoardId(page, projectId), {
    title,
  });
  return { projectId, task };
}

async function openComments(page: Page, projectId: number, taskId: number, title: string) {
  await page.goto(`/projects/${projectId}?taskId=${taskId}`);
  await page
    .getByRole("dialog", { name: "Edit Task" })
    .getByRole("button", { name: /Comments/ })
    .click();
  const dialog = page.getByRole("dialog", { name: `Comments - ${title}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("comments: post, reply, edit, attach and delete from the task dialog", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const title = "Prepare the launch";
  const { projectId, task } = await seedProjectTask(page, title);
  const dialog = await openComments(page, projectId, task.id, title);
  const comment = (text: string) => dialog.getByRole("article").filter({ hasText: text });

  await test.step("an empty thread invites the first comment; blank text cannot be posted", async () => {
    await expect(dialog.getByText("No comments yet. Start the conversation!")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel("Add a comment").fill("   ");
    await expect(dialog.getByRole("button", { name: "Post Comment" })).toBeDisabled();
  });

  await test.step("post a comment", async () => {
    await dialog.getByLabel("Add a comment").fill("Draft is ready for review");
    await dialog.getByRole("button", { name: "Post Comment" }).click();
    await expect(toast(page)).toContainText("Comment posted successfully");
    await expect(comment("Draft is ready for review")).toBeVisible();
  });

  await test.step("reply one level deep; a reply has no Reply button", async () => {
    await comment("Draft is ready for review").getByRole("button", { name: "Reply" }).click();
    await dialog.getByLabel(/^Reply to /).fill("Looking now");
    await dialog.getByRole("button", { name: "Reply", exact: true }).last().click();
    await expect(toast(page)).toContainText("Comment posted successfully");
    const reply = comment("Looking now");
    await expect(reply).toBeVisible();
    await expect(reply.getByRole("button", { name: "Reply" })).toHaveCount(0);
  });

  await test.step("edit in place", async () => {
    await comment("Looking now").getByRole("button", { name: "Edit" }).click();
    await dialog.getByLabel("Edit comment").fill("Reviewed, two small notes");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(toast(page)).toContainText("Comment updated successfully");
    await expect(comment("Reviewed, two small notes")).toContainText("(edited)");
  });

  await test.step("attachments: wrong type refused, image optimized, one at a time", async () => {
    const input = dialog.locator('input[type="file"]');
    await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
    await expect(toast(page)).toContainText(
      "Invalid file type: Please upload an image (JPG, PNG, GIF) or PDF file.",
    );
    await input.setInputFiles({ name: "screen.png", mimeType: "image/png", buffer: PNG });
    await expect(toast(page)).toContainText("File optimized");
    await expect(toast(page)).toContainText("compressed to reduce file size.");
    await expect(dialog.getByRole("button", { name: "Attach File" })).toBeDisabled();
    await dialog.getByLabel("Add a comment").fill("Screenshot of the hero");
    await dialog.getByRole("button", { name: "Post Comment" }).click();
    await expect(toast(page)).toContainText("Comment posted successfully");
    const image = comment("Screenshot of the hero").getByRole("img", { name: "screen.jpg" });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute("src", /^\/api\/files\/\d+$/);
    await expect(dialog.getByRole("button", { name: "Attach File" })).toBeEnabled();
  });

  await test.step("a PDF is attached as it is", async () => {
    await dialog.locator('input[type="file"]').setInputFiles({
      name: "brief.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n%%EOF\n"),
    });
    await expect(toast(page)).toContainText("File uploaded");
    await dialog.getByLabel("Add a comment").fill("The brief");
    await dialog.getByRole("button", { name: "Post Comment" }).click();
    await expect(comment("The brief").getByRole("link", { name: "brief.pdf" })).toBeVisible();
  });

  await test.step("delete asks first and takes the replies with it", async () => {
    await comment("Draft is ready for review").getByRole("button", { name: "Delete" }).first().click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Are you sure you want to delete this comment?");
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page)).toContainText("Comment deleted successfully");
    await expect(comment("Draft is ready for review")).toHaveCount(0);
    await expect(comment("Reviewed, two small notes")).toHaveCount(0);
  });
});

test("comments: only the author sees Edit and Delete", async ({ page, approvedUser }) => {
  const colleague = await createApprovedUser({ firstName: "Colin" });
  await signIn(page, approvedUser);
  const title = "Shared task";
  const { projectId, task } = await seedProjectTask(page, title);
  // Assigning the colleague makes them a project member (product rules §5).
  expect(
    (await page.request.put(`/api/tasks/${task.id}`, { data: { assignedTo: colleague.id } })).status(),
  ).toBe(200);
  expect(
    (await page.request.post(`/api/tasks/${task.id}/comments`, { data: { content: "Mine" } })).status(),
  ).toBe(201);

  await page.context().clearCookies();
  await signIn(page, colleague);
  const dialog = await openComments(page, projectId, task.id, title);
  const mine = dialog.getByRole("article").filter({ hasText: "Mine" });
  await expect(mine).toBeVisible();
  await expect(mine.getByRole("button", { name: "Reply" })).toBeVisible();
  await expect(mine.getByRole("button", { name: "Edit" })).toHaveCount(0);
  await expect(mine.getByRole("button", { name: "Delete" })).toHaveCount(0);
});
