import type { APIRequestContext } from "@playwright/test";
import { actAs, createApprovedUser } from "./fixtures/auth.ts";
import { recordRequests } from "./fixtures/requests.ts";
import { firstBoardId, seedProject } from "./fixtures/seed.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures/test.ts";

/*
 * Issue 9 defect 5: notifications are live on every signed-in page, not only on a board. User A
 * acts through the API (a second "browser"), user B watches the bell on /dashboard without reloading.
 */

/** A project of `request`'s user and its first board. */
async function projectWithBoard(request: APIRequestContext, name: string) {
  const projectId = await seedProject(request, { name });
  return { projectId, boardId: await firstBoardId(request, projectId) };
}

test("the bell counts a user's new notifications live on /dashboard, and an item opens its task", async ({
  browser,
  approvedUser,
}) => {
  const actor = await createApprovedUser({ firstName: "Ana", lastName: "Actor" });
  const a = await actAs(actor);
  // User B in a browser context of their own.
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signIn(page, approvedUser);
    await page.goto("/dashboard");
    const bell = page.getByRole("link", { name: /^Notifications, / });
    await expect(bell).toHaveAccessibleName("Notifications, no unread");

    const { projectId, boardId } = await projectWithBoard(a, "Live bell");
    const created = await a.post(`/api/boards/${boardId}/tasks`, {
      data: { title: "Ship the bell", assignedTo: approvedUser.id },
    });
    expect(created.status()).toBe(201);
    const task = (await created.json()) as { id: number };

    await test.step("being added to the project and assigned a task raises the count without a reload", async () => {
      await expect(bell).toHaveAccessibleName("Notifications, 2 unread");
      await expect(page.getByRole("region", { name: "Recent Activity" })).toContainText("Ship the bell");
    });

    await test.step("A completes B's task: B gets a task_completed notification, live", async () => {
      const done = await a.put(`/api/tasks/${task.id}`, { data: { status: "done" } });
      expect(done.status()).toBe(200);
      await expect(bell).toHaveAccessibleName("Notifications, 3 unread");
      await expectNoSeriousA11yViolations(page);
    });

    await test.step("the bell opens the feed; the item links to its task", async () => {
      await bell.click();
      await expect(page).toHaveURL(/\/notifications$/);
      const feed = page.getByRole("region", { name: "All Recent Activity" });
      const item = feed.getByRole("listitem").filter({ hasText: "Task completed" });
      await expect(item).toContainText('"Ship the bell"');
      await item.getByRole("link", { name: "Task completed" }).click();
      // The board opens the task's dialog and then drops ?taskId= from the address.
      await expect(page).toHaveURL(new RegExp(`/projects/${projectId}(\\?taskId=${task.id})?$`));
      await expect(page.getByRole("dialog", { name: "Edit Task" }).getByLabel("Title")).toHaveValue(
        "Ship the bell",
      );
    });
  } finally {
    await context.close();
    await a.dispose();
  }
});

test("on a phone the bell sits in the top bar and updates live on /notifications", async ({
  browser,
  approvedUser,
}) => {
  const actor = await createApprovedUser({ firstName: "Moe" });
  const a = await actAs(actor);
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  try {
    await signIn(page, approvedUser);
    await page.goto("/notifications");
    const topBar = page.getByRole("banner");
    const bell = topBar.getByRole("link", { name: /^Notifications, / });
    await expect(bell).toHaveAccessibleName("Notifications, no unread");
    const { boardId } = await projectWithBoard(a, "Phone bell");
    const created = await a.post(`/api/boards/${boardId}/tasks`, {
      data: { title: "Pocket task", assignedTo: approvedUser.id },
    });
    expect(created.status()).toBe(201);
    await expect(bell).toHaveAccessibleName("Notifications, 2 unread");
    const feed = page.getByRole("region", { name: "All Recent Activity" });
    await expect(feed.getByRole("link", { name: "Added to a project" })).toHaveAttribute(
      "href",
      /^\/projects\/\d+$/,
    );
    await expectNoSeriousA11yViolations(page);
  } finally {
    await context.close();
    await a.dispose();
  }
});

test("the feed pages past 100 notifications and the bell shows the real count", async ({
  page,
  approvedUser,
}) => {
  const actor = await createApprovedUser({ firstName: "Pia" });
  const a = await actAs(actor);
  try {
    const { boardId } = await projectWithBoard(a, "Many");
    // 1 project_assigned + 104 task_assigned = 105 unread.
    await Promise.all(
      Array.from({ length: 104 }, (_, i) =>
        a
          .post(`/api/boards/${boardId}/tasks`, { data: { title: `Item ${i}`, assignedTo: approvedUser.id } })
          .then((res) => expect(res.status()).toBe(201)),
      ),
    );
    await signIn(page, approvedUser);
    await page.goto("/notifications");
    await expect(page.getByRole("link", { name: /^Notifications, / }).first()).toHaveAccessibleName(
      "Notifications, 105 unread",
    );
    const feed = page.getByRole("region", { name: "All Recent Activity" });
    await expect(feed.getByText("105 unread")).toBeVisible();
    await expect(feed.getByRole("listitem")).toHaveCount(100);
    await feed.getByRole("button", { name: "Load more" }).click();
    await expect(feed.getByRole("listitem")).toHaveCount(105);
    await expect(feed.getByRole("button", { name: "Load more" })).toHaveCount(0);
    await expect(feed.getByRole("heading", { name: "Added to a project" })).toBeVisible();
  } finally {
    await a.dispose();
  }
});

test("a burst of notifications moves the bell without asking for the count or the feed again", async ({
  page,
  approvedUser,
}) => {
  // Issue 21: /projects asked for the unread count twice when notifications (a deadline-reminder
  // run, say) arrived while it loaded. Each `notification` event now carries the recipient's
  // unread count and the notification itself, so the open screens take them as they are.
  const actor = await createApprovedUser({ firstName: "Bea" });
  const a = await actAs(actor);
  try {
    await signIn(page, approvedUser);
    const counts = recordRequests(page, "/api/user/notifications/unread-count");
    const feedReads = recordRequests(page, "/api/user/notifications");
    await page.goto("/notifications");
    const bell = page.getByRole("link", { name: /^Notifications, / }).first();
    await expect(bell).toHaveAccessibleName("Notifications, no unread");
    const feed = page.getByRole("region", { name: "All Recent Activity" });
    const { boardId } = await projectWithBoard(a, "Burst");
    // 1 project_assigned + 5 task_assigned, as fast as the server takes them.
    await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        a
          .post(`/api/boards/${boardId}/tasks`, {
            data: { title: `Burst ${i}`, assignedTo: approvedUser.id },
          })
          .then((res) => expect(res.status()).toBe(201)),
      ),
    );
    await expect(bell).toHaveAccessibleName("Notifications, 6 unread");
    await expect(feed.getByRole("listitem")).toHaveCount(6);
    await page.waitForLoadState("networkidle");
    expect(counts.map(String), "unread-count reads").toHaveLength(1);
    expect(feedReads.map(String), "feed reads").toHaveLength(1);
  } finally {
    await a.dispose();
  }
});
