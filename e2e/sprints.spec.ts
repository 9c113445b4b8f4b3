import type { Page } from "@playwright/test";
import { choose } from "./fixtures/select.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test, toast } from "./fixtures/test.ts";

/** Opens the sprint list while it is empty and checks it offers the first sprint. */
async function emptyList(page: Page) {
  await page.goto("/sprints");
  await expect(page.getByRole("heading", { name: "Sprints", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No sprints yet" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

/** Creates "Alpha sprint" from the empty list, checking validation as the user types. */
async function createAlphaSprint(page: Page) {
  await page.getByRole("button", { name: "Create Your First Sprint" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Sprint" });
  await expect(dialog.getByRole("combobox", { name: "Status" })).toHaveText("Planning");
  await dialog.getByRole("button", { name: "Create Sprint" }).click();
  await expect(dialog.getByText("Sprint name is required")).toBeVisible();
  await dialog.getByLabel("Sprint Name").fill("Alpha sprint");
  await expect(dialog.getByText("Sprint name is required")).toBeHidden();
  await dialog.getByLabel("Description").fill("Checkout and payments");
  await dialog.getByLabel("Start Date").fill("2026-03-10");
  await dialog.getByLabel("End Date").fill("2026-03-01");
  await expect(dialog.getByText("End date cannot be before start date")).toBeVisible();
  await dialog.getByLabel("End Date").fill("2026-03-24");
  await expect(dialog.getByText("End date cannot be before start date")).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Create Sprint" }).click();
  await expect(toast(page)).toContainText("Sprint created successfully");
  await expect(dialog).toBeHidden();
  const card = page.getByRole("link", { name: /Alpha sprint/ });
  await expect(card).toContainText("Planning");
  await expect(card).toContainText("0 Projects");
}

/** Adds "Beta sprint" by API, then searches, filters and switches the list view. */
async function searchAndFilterSprints(page: Page) {
  const res = await page.request.post("/api/sprints", { data: { name: "Beta sprint", status: "active" } });
  expect(res.status()).toBe(201);
  await page.reload();
  await expect(page.getByRole("link", { name: /Beta sprint/ })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search sprints" }).fill("PAYMENTS");
  await expect(page.getByRole("link", { name: /Alpha sprint/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Beta sprint/ })).toBeHidden();
  await choose(page, "Filter by status", "Active");
  await expect(page.getByRole("heading", { name: "No sprints found" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search sprints" }).fill("");
  await expect(page.getByRole("link", { name: /Beta sprint/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Alpha sprint/ })).toBeHidden();
  await choose(page, "Filter by status", "All Status");
  await page.getByRole("button", { name: "List view" }).click();
  await expect(page.getByRole("button", { name: "List view" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("link", { name: /Alpha sprint/ })).toBeVisible();
}

/** Opens "Alpha sprint" and adds two projects to it through the dialog. */
async function addProjectsToSprint(page: Page) {
  await page.getByRole("link", { name: /Alpha sprint/ }).click();
  await expect(page.getByRole("heading", { name: "Alpha sprint", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No projects yet" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (const [name, description] of [
    ["Website", "Marketing site"],
    ["Mobile app", "iOS and Android"],
  ]) {
    await page.getByRole("button", { name: "Add Project" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add Project" });
    await expect(dialog.getByRole("combobox", { name: "Status" })).toHaveText("Planning");
    await dialog.getByLabel("Project Name").fill(name);
    await dialog.getByLabel("Description").fill(description);
    await dialog.getByRole("button", { name: "Create Project" }).click();
    await expect(toast(page)).toContainText("Project created successfully");
    await expect(dialog).toBeHidden();
  }
  await expect(page.getByText("2 Projects")).toBeVisible();
  const website = page.getByRole("link", { name: /Website/ });
  await expect(website).toContainText("Planning");
  await expect(website).toContainText("1 Member");
}

/** Searches and filters the open sprint's projects. */
async function searchAndFilterProjects(page: Page) {
  await page.getByRole("searchbox", { name: "Search projects" }).fill("android");
  await expect(page.getByRole("link", { name: /Mobile app/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Website/ })).toBeHidden();
  await choose(page, "Filter by status", "Completed");
  await expect(page.getByRole("heading", { name: "No projects found" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search projects" }).fill("");
  await choose(page, "Filter by status", "Planning");
  await expect(page.getByRole("link", { name: /Website/ })).toBeVisible();
}

/** Renames the open sprint and makes it active, checking the name is required. */
async function editSprint(page: Page) {
  await page.getByRole("button", { name: "Edit Sprint" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Sprint" });
  await expect(dialog.getByLabel("Sprint Name")).toHaveValue("Alpha sprint");
  await dialog.getByLabel("Sprint Name").fill("");
  await expect(dialog.getByText("Sprint name is required")).toBeVisible();
  await dialog.getByLabel("Sprint Name").fill("Alpha sprint (renamed)");
  await choose(page, "Status", "Active");
  await dialog.getByRole("button", { name: "Update Sprint" }).click();
  await expect(toast(page)).toContainText("Sprint updated successfully");
  await expect(page.getByRole("heading", { name: "Alpha sprint (renamed)", level: 1 })).toBeVisible();
}

/** Deletes the open sprint after confirming and checks its projects went with it. */
async function deleteSprint(page: Page) {
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Sprint" });
  await expect(confirm).toContainText("also deletes its projects");
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole("button", { name: "Delete Sprint" }).click();
  await expect(toast(page)).toContainText("Sprint deleted successfully");
  await expect(page).toHaveURL(/\/sprints$/);
  await expect(page.getByRole("link", { name: /Alpha sprint/ })).toBeHidden();
  const projects = await (await page.request.get("/api/projects")).json();
  expect(projects).toEqual([]);
}

/** Visits a sprint that does not exist and follows the link back to the list. */
async function missingSprint(page: Page) {
  await page.goto("/sprints/999999");
  await expect(page.getByRole("heading", { name: "Sprint not found" })).toBeVisible();
  await expect(
    page.getByText("The sprint you're looking for doesn't exist or has been deleted."),
  ).toBeVisible();
  await page.getByRole("link", { name: "Back to Sprints" }).click();
  await expect(page).toHaveURL(/\/sprints$/);
}

test("sprints: create with validation, find, add projects, edit and delete through the UI", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);

  await test.step("the empty list offers the first sprint", () => emptyList(page));

  await test.step("create a sprint, validated as the user types", () => createAlphaSprint(page));

  await test.step("search and filter the list, in grid and list views", () => searchAndFilterSprints(page));

  await test.step("open the sprint and add projects to it", () => addProjectsToSprint(page));

  await test.step("search and filter the sprint's projects", () => searchAndFilterProjects(page));

  await test.step("edit the sprint", () => editSprint(page));

  await test.step("delete the sprint after confirming", () => deleteSprint(page));

  await test.step("a missing sprint shows the not-found state", () => missingSprint(page));
});
