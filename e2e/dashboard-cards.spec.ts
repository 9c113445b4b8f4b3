import type { APIRequestContext } from "@playwright/test";
import { actAs, createApprovedUser } from "./fixtures/auth.ts";
import { firstBoardId, seedProject, seedTask } from "./fixtures/seed.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures/test.ts";

/* Issue 9: Recent Activity items link to what they describe; one failing call leaves the rest of the dashboard. */

/** A project of `request`'s user with one task assigned to `assigneeId`. */
async function assignedTask(request: APIRequestContext, name: string, title: string, assigneeId: number) {
  const projectId = await seedProject(request, { name });
  const task = await seedTask(request, await firstBoardId(request, projectId), {
    title,
    assignedTo: assigneeId,
  });
  return { projectId, taskId: task.id };
}

const activity = (page: import("@playwright/test").Page) =>
  page.getByRole("region", { name: "Recent Activity" });

test("Recent Activity items link to the task or project they describe", async ({ page, approvedUser }) => {
  const actor = await createApprovedUser({ firstName: "Lin" });
  const a = await actAs(actor);
  try {
    const { projectId, taskId } = await assignedTask(a, "Linked", "Follow the link", approvedUser.id);
    await signIn(page, approvedUser);
    await page.goto("/dashboard");
    const card = activity(page);
    await expect(card.getByRole("link", { name: /New task assigned/ })).toHaveAttribute(
      "href",
      `/projects/${projectId}?taskId=${taskId}`,
    );
    await expect(card.getByRole("link", { name: /Added to a project/ })).toHaveAttribute(
      "href",
      `/projects/${projectId}`,
    );
    await card.getByRole("link", { name: /New task assigned/ }).click();
    // The board opens the task, then drops `?taskId=` from the address (use-open-from-address.ts).
    const dialog = page.getByRole("dialog", { name: "Edit Task" });
    await expect(dialog.getByLabel("Title")).toHaveValue("Follow the link");
    await expect(page).toHaveURL(new RegExp(`/projects/${projectId}$`));
  } finally {
    await a.dispose();
  }
});

test("when one dashboard call fails, the other cards still show and the failed one offers a retry", async ({
  page,
  approvedUser,
}) => {
  const actor = await createApprovedUser({ firstName: "Rae" });
  const a = await actAs(actor);
  try {
    await assignedTask(a, "Resilient", "Still here", approvedUser.id);
    await signIn(page, approvedUser);

    await test.step("recent activity fails: stats and projects still render", async () => {
      await page.route("**/api/user/recent-activity", (route) =>
        route.fulfill({ status: 500, json: { message: "Internal server error" } }),
      );
      await page.goto("/dashboard");
      await expect(page.getByRole("group", { name: "Total Projects" })).toBeVisible();
      await expect(page.getByRole("region", { name: "Recent Projects" })).toContainText("Resilient");
      await expect(activity(page).getByRole("alert")).toContainText("Recent activity could not be loaded.");
      await expectNoSeriousA11yViolations(page);
      await page.unroute("**/api/user/recent-activity");
      await activity(page).getByRole("button", { name: "Try again" }).click();
      await expect(activity(page)).toContainText("New task assigned");
    });

    await test.step("the stats fail: projects and activity still render", async () => {
      await page.route("**/api/dashboard/stats**", (route) =>
        route.fulfill({ status: 500, json: { message: "Internal server error" } }),
      );
      await page.reload();
      await expect(page.getByRole("region", { name: "Recent Projects" })).toContainText("Resilient");
      await expect(activity(page)).toContainText("New task assigned");
      const stats = page.getByRole("region", { name: "Statistics" });
      await expect(stats.getByRole("alert")).toContainText("The statistics could not be loaded.");
      await page.unroute("**/api/dashboard/stats**");
      await stats.getByRole("button", { name: "Try again" }).click();
      await expect(page.getByRole("group", { name: "Total Projects" })).toBeVisible();
    });

    await test.step("the projects fail: stats and activity still render", async () => {
      await page.route("**/api/projects", (route) =>
        route.request().method() === "GET"
          ? route.fulfill({ status: 500, json: { message: "Internal server error" } })
          : route.continue(),
      );
      await page.reload();
      await expect(page.getByRole("group", { name: "Total Projects" })).toBeVisible();
      await expect(activity(page)).toContainText("New task assigned");
      const projects = page.getByRole("region", { name: "Recent Projects" });
      await expect(projects.getByRole("alert")).toContainText("Projects could not be loaded.");
      await page.unroute("**/api/projects");
      await projects.getByRole("button", { name: "Try again" }).click();
      await expect(projects).toContainText("Resilient");
    });
  } finally {
    await a.dispose();
  }
});
