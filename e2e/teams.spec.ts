import type { Page } from "@playwright/test";
import { createApprovedUser } from "./fixtures/auth.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test, toast } from "./fixtures/test.ts";

const unique = () => Math.random().toString(36).slice(2, 8);

/** A department created through the API as the page's user. */
async function seedTeam(page: Page, name: string, description = "") {
  const res = await page.request.post("/api/teams", { data: { name, description } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; members: { id: number }[] };
}

test("departments: create through the dialog, search, switch layout and open one", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const tag = unique();
  const name = `Platform ${tag}`;

  await test.step("the list page and the Create Department dialog validate as you type", async () => {
    await page.goto("/teams");
    await expect(page.getByRole("heading", { name: "Departments", level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Create Department" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Create Department" });
    await expect(dialog).toBeVisible();
    const nameInput = dialog.getByLabel("Department Name");
    await nameInput.fill("x");
    await nameInput.fill("");
    await expect(dialog.getByText("Department name is required")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await nameInput.fill(name);
    await expect(dialog.getByText("Department name is required")).toBeHidden();
    await dialog.getByLabel("Description").fill("Keeps the lights on.");
    await dialog.getByRole("button", { name: "Create Department" }).click();
    await expect(toast(page)).toContainText("Department created successfully");
    await expect(dialog).toBeHidden();
  });

  const card = page.getByRole("link", { name: new RegExp(name) });
  await test.step("the new card shows name, description, member count and avatar", async () => {
    await expect(card).toBeVisible();
    await expect(card).toContainText("Keeps the lights on.");
    await expect(card).toContainText(/\b1 Member(?!s)/);
    await expect(
      card.getByRole("img", { name: `${approvedUser.firstName} ${approvedUser.lastName}` }),
    ).toBeVisible();
  });

  await test.step("search narrows the list and says when nothing matches", async () => {
    const search = page.getByRole("searchbox", { name: "Search departments" });
    await search.fill(tag.toUpperCase());
    await expect(page.getByRole("link", { name: /Platform/ })).toHaveCount(1);
    await search.fill(`nothing-${tag}`);
    await expect(page.getByText("No departments found")).toBeVisible();
    await search.fill(tag);
  });

  await test.step("list view, then open the department", async () => {
    await page.getByRole("button", { name: "List view" }).click();
    await expect(page.getByRole("button", { name: "List view" })).toHaveAttribute("aria-pressed", "true");
    await card.click();
    await expect(page).toHaveURL(/\/teams\/\d+$/);
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(page.getByText("1 Member", { exact: true })).toBeVisible();
    await expect(page.getByText(/^Created /)).toBeVisible();
  });
});

test("department detail: add a member, change the role, search and remove", async ({
  page,
  approvedUser,
}) => {
  const colleague = await createApprovedUser({ firstName: "Carla", lastName: `Colleague${unique()}` });
  const colleagueName = `${colleague.firstName} ${colleague.lastName}`;
  await signIn(page, approvedUser);
  const team = await seedTeam(page, `Support ${unique()}`, "Answers the phones.");
  await page.goto(`/teams/${team.id}`);
  await expect(page.getByText("Answers the phones.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const row = page.getByRole("listitem").filter({ hasText: colleague.email });

  await test.step("Add Member offers users not yet in the department, role member by default", async () => {
    await page.getByRole("button", { name: "Add Member" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Member" });
    await expect(dialog.getByLabel("Role")).toHaveText("Member");
    await dialog.getByLabel("User").click();
    await expect(page.getByRole("option", { name: new RegExp(approvedUser.email) })).toHaveCount(0);
    await page.getByRole("option", { name: new RegExp(colleagueName) }).click();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Add Member" }).click();
    await expect(toast(page)).toContainText("Member added successfully");
    await expect(row).toContainText("Member");
    await expect(row).toContainText(/Joined /);
    await expect(page.getByText("2 Members")).toBeVisible();
  });

  await test.step("the role dropdown changes the role at once", async () => {
    await page.getByRole("combobox", { name: `Role of ${colleagueName}` }).click();
    await page.getByRole("option", { name: "Admin" }).click();
    await expect(toast(page)).toContainText("Member role updated successfully");
    const saved = await (await page.request.get(`/api/teams/${team.id}`)).json();
    expect(saved.members.find((m: { userId: number }) => m.userId === colleague.id).role).toBe("admin");
  });

  await test.step("member search", async () => {
    const search = page.getByRole("searchbox", { name: "Search members" });
    const members = page.getByRole("region", { name: "Members" });
    await search.fill(colleague.email);
    await expect(members.getByText(approvedUser.email)).toBeHidden();
    await expect(members.getByText(colleague.email)).toBeVisible();
    await search.fill("");
  });

  await test.step("removal asks first, then removes", async () => {
    await page.getByRole("button", { name: `Remove ${colleagueName}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Remove Member" });
    await expect(confirm).toContainText(
      `Are you sure you want to remove ${colleagueName} from this department? This action cannot be undone.`,
    );
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole("button", { name: "Remove" }).click();
    await expect(toast(page)).toContainText("Member removed successfully");
    await expect(row).toBeHidden();
    await expect(page.getByText("1 Member", { exact: true })).toBeVisible();
  });
});

test("a missing department says so and links back to /teams", async ({ page, approvedUser }) => {
  await signIn(page, approvedUser);
  await page.goto("/teams/999999");
  await expect(page.getByRole("heading", { name: "Department not found" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Back to Departments" }).first().click();
  await expect(page).toHaveURL(/\/teams$/);
});
