import type { APIRequestContext, Page } from "@playwright/test";
import { actAs, createApprovedUser } from "./fixtures/auth.ts";
import { firstBoardId, seedProject, seedTask } from "./fixtures/seed.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures/test.ts";

const feed = (page: Page) => page.getByRole("region", { name: "All Recent Activity" });

/** Creates a project as `request`'s user with tasks assigned to `assigneeId` (one request per task). */
async function assignTasks(
  request: APIRequestContext,
  projectName: string,
  titles: string[],
  assigneeId: number,
) {
  const boardId = await firstBoardId(request, await seedProject(request, { name: projectName }));
  for (const title of titles) await seedTask(request, boardId, { title, assignedTo: assigneeId });
}

test("notifications: empty feed, then assignments arrive and are marked read one by one and all at once", async ({
  page,
  approvedUser,
}) => {
  const actor = await createApprovedUser({ firstName: "Nora", lastName: "Lead" });
  const request = await actAs(actor);
  try {
    await signIn(page, approvedUser);

    await test.step("a new user has no notifications", async () => {
      await page.goto("/notifications");
      await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
      await expect(feed(page).getByRole("heading", { name: "All Recent Activity" })).toBeVisible();
      await expect(feed(page).getByRole("heading", { name: "No notifications yet" })).toBeVisible();
      await expect(feed(page).getByText("0 unread")).toBeVisible();
      await expect(feed(page).getByRole("button", { name: "Mark All Read" })).toBeDisabled();
      await expectNoSeriousA11yViolations(page);
    });

    await test.step("being added to a project and assigned two tasks shows three unread items", async () => {
      await assignTasks(request, "Orbit", ["Draft the plan", "Book the venue"], approvedUser.id);
      await page.reload();
      const items = feed(page).getByRole("listitem");
      await expect(items).toHaveCount(3);
      await expect(feed(page).getByText("3 unread")).toBeVisible();
      await expect(feed(page).getByRole("heading", { name: "Added to a project" })).toBeVisible();
      await expect(feed(page).getByText('You were assigned "Draft the plan" in Orbit')).toBeVisible();
      await expect(items.first()).toContainText("by Nora");
      await expect(items.first()).toContainText(/ago/);
      await expect(items.first()).toContainText("Unread:");
      await expectNoSeriousA11yViolations(page);
    });

    await test.step("Mark Read clears one item's dot and lowers the count", async () => {
      const item = feed(page).getByRole("listitem").filter({ hasText: "Book the venue" });
      await item.getByRole("button", { name: "Mark Read" }).click();
      await expect(item.getByRole("button", { name: "Mark Read" })).toHaveCount(0);
      await expect(item).not.toContainText("Unread:");
      await expect(feed(page).getByText("2 unread")).toBeVisible();
    });

    await test.step("Mark All Read reads everything, also on the dashboard", async () => {
      await feed(page).getByRole("button", { name: "Mark All Read" }).click();
      await expect(feed(page).getByText("0 unread")).toBeVisible();
      await expect(feed(page).getByRole("button", { name: "Mark Read" })).toHaveCount(0);
      await page.reload();
      await expect(feed(page).getByText("0 unread")).toBeVisible();
      await page.goto("/dashboard");
      const recent = page.getByRole("heading", { name: "Recent Activity" });
      await expect(recent).toBeVisible();
      await expect(page.getByText("(unread)")).toHaveCount(0);
      await page.getByRole("link", { name: "View All Recent Activity" }).click();
      await expect(page).toHaveURL(/\/notifications$/);
      await expect(feed(page).getByRole("listitem")).toHaveCount(3);
    });
  } finally {
    await request.dispose();
  }
});

test("notifications: the feed reads well on a 360 px screen", async ({ page, approvedUser }) => {
  const actor = await createApprovedUser({ firstName: "Omar" });
  const request = await actAs(actor);
  try {
    await assignTasks(request, "Narrow", ["A task with a rather long title to wrap"], approvedUser.id);
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, approvedUser);
    await page.goto("/notifications");
    const item = feed(page).getByRole("listitem").first();
    await expect(item.getByRole("button", { name: "Mark Read" })).toBeVisible();
    const width = await page.evaluate<number>("document.documentElement.scrollWidth");
    expect(width).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page);
  } finally {
    await request.dispose();
  }
});
