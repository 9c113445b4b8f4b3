import type { Page } from "@playwright/test";
import { seedProject } from "./fixtures/seed.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test, toast } from "./fixtures/test.ts";

const card = (page: Page, title: string) => page.getByRole("group", { name: title });

test("dashboard: empty state, then the numbers change as projects and tasks arrive", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);

  await test.step("a new user sees zeros and the empty project list", async () => {
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(page.getByText(`Welcome back, ${approvedUser.firstName}!`)).toBeVisible();
    await expect(page.getByRole("button", { name: "AI Assistant" })).toBeVisible();
    await expect(card(page, "Total Projects")).toContainText("0");
    await expect(card(page, "Total Projects")).toContainText("Active projects");
    await expect(card(page, "Tasks This Week")).toContainText("No change from last week");
    await expect(card(page, "Overdue Tasks")).toContainText("0");
    await expect(page.getByRole("heading", { name: "No projects yet" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Create Project" })).toHaveAttribute("href", "/projects/new");
    await expect(page.getByRole("link", { name: "View All Recent Activity" })).toHaveAttribute(
      "href",
      "/notifications",
    );
    for (const [name, href] of [
      ["Create New Project", "/projects/new"],
      ["Invite Team Members", "/team-members"],
      ["View Calendar", "/calendar"],
    ]) {
      await expect(page.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("creating a project through New Project updates the cards and recent projects", async () => {
    await page.getByRole("link", { name: "New Project", exact: true }).click();
    await page.getByLabel("Project Name").fill("Dashboard demo");
    await page.getByRole("button", { name: "Create Project" }).click();
    await expect(toast(page)).toContainText("Dashboard demo has been created.");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(card(page, "Total Projects")).toContainText("1");
    const recent = page.getByRole("region", { name: "Recent Projects" });
    await expect(recent.getByRole("heading", { name: "Dashboard demo" })).toBeVisible();
    await expect(recent.getByRole("link", { name: "View board of Dashboard demo" })).toHaveAttribute(
      "href",
      /\/projects\/\d+$/,
    );
  });

  await test.step("tasks created this week and overdue ones show in the cards", async () => {
    await seedProject(page, {
      name: "Planned work",
      tasks: [{ title: "Late task", dueDate: "2020-01-01" }, { title: "Fresh task" }, { title: "Another" }],
    });
    await page.reload();
    await expect(card(page, "Total Projects")).toContainText("2");
    await expect(card(page, "Tasks This Week")).toContainText("3");
    await expect(card(page, "Tasks This Week").getByTestId("week-difference")).toHaveText(
      "+3 from last week",
    );
    await expect(card(page, "Tasks This Week").getByTestId("week-difference")).toHaveClass(/text-green/);
    await expect(card(page, "Overdue Tasks")).toContainText("1");
    await expect(card(page, "Overdue Tasks")).toContainText("Need attention");
    await expect(page.getByRole("region", { name: "Recent Projects" }).getByRole("listitem")).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("a session that ends while the page is open sends the user to /login", async () => {
    await page.request.post("/api/auth/logout");
    // The socket usually notices the ended session within a second and the app leaves on its own,
    // sometimes before this click can land; when it has not yet, the Sprints page's request finds
    // out. Either page is the right one to return to.
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Sprints" })
      .click({ timeout: 2000 })
      .catch(() => {});
    await expect(toast(page)).toContainText("You are logged out. Logging in again...");
    await expect(page).toHaveURL(/\/login\?next=%2F(sprints|dashboard)$/);
  });
});
