import { actAs, createApprovedUser } from "./fixtures/auth.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures/test.ts";

/* Issue 9: a department's owner renames and deletes it; others do not see those controls. */

test("the owner renames a department and deletes it after confirming", async ({ page, approvedUser }) => {
  await signIn(page, approvedUser);
  const created = await page.request.post("/api/teams", { data: { name: "Old name", description: "Keep" } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/teams/${id}`);

  await page.getByRole("button", { name: "Edit Department" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Department" });
  await expect(dialog.getByLabel("Name")).toHaveValue("Old name");
  await dialog.getByLabel("Name").fill("New name");
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "New name", level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Delete Department" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Department" });
  await expect(confirm).toContainText("New name");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  expect((await page.request.get(`/api/teams/${id}`)).status()).toBe(200);

  await page.getByRole("button", { name: "Delete Department" }).click();
  await page
    .getByRole("alertdialog", { name: "Delete Department" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page).toHaveURL(/\/teams$/);
  expect((await page.request.get(`/api/teams/${id}`)).status()).toBe(404);
});

test("a plain member and a stranger see neither Edit nor Delete", async ({ page, approvedUser }) => {
  const owner = await createApprovedUser({ firstName: "Owen" });
  const o = await actAs(owner);
  try {
    const created = await o.post("/api/teams", { data: { name: "Owned elsewhere" } });
    const { id } = (await created.json()) as { id: number };
    await signIn(page, approvedUser);
    await page.goto(`/teams/${id}`);
    await expect(page.getByRole("heading", { name: "Owned elsewhere", level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Edit Department" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Delete Department" })).toHaveCount(0);
    expect((await o.post(`/api/teams/${id}/members`, { data: { userId: approvedUser.id } })).status()).toBe(
      201,
    );
    await page.reload();
    await expect(page.getByRole("heading", { name: "Owned elsewhere", level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Edit Department" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Delete Department" })).toHaveCount(0);
    // Nor the member controls the server refuses a plain member (product rules §5): hidden, not a 403.
    await expect(page.getByRole("listitem").filter({ hasText: owner.email })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add Member" })).toHaveCount(0);
    await expect(page.getByRole("combobox", { name: /^Role of / })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Remove / })).toHaveCount(0);
  } finally {
    await o.dispose();
  }
});

test("an invitee who has not registered shows as Invited, not Approved", async ({ page, approvedUser }) => {
  await signIn(page, approvedUser);
  const invited = await page.request.post("/api/personal-team-members", {
    data: { email: `nobody-${Date.now()}@e2e.test` },
  });
  expect(invited.status()).toBe(201);
  await page.goto("/team-members");
  const row = page.getByRole("listitem").filter({ hasText: "Not Registered" });
  await expect(row).toContainText("Invited");
  await expect(row.getByText("Approved", { exact: true })).toHaveCount(0);
});
