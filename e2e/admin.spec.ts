import { apiContext, registerThroughApi } from "./fixtures/auth.ts";
import { ADMIN_STATE } from "./fixtures/env.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test, toast } from "./fixtures/test.ts";

test.describe("as the super administrator", () => {
  // Signed in once by the account project (auth.spec.ts).
  test.use({ storageState: ADMIN_STATE });

  test("super admin: AI key (never shown), approve and remove users", async ({ page, adminUser }) => {
    const anonymous = await apiContext();
    const pending = await registerThroughApi(anonymous, { firstName: "Penny", lastName: "Pending" });
    const doomed = await registerThroughApi(anonymous, { firstName: "Dora", lastName: "Doomed" });
    await anonymous.dispose();

    await test.step("the page lists users with their state; the super admin cannot be removed", async () => {
      await page.goto("/admin");
      await expect(page.getByRole("heading", { name: "Super Administrator", level: 1 })).toBeVisible();
      await expect(page.getByRole("heading", { name: "User Management" })).toBeVisible();
      const row = page.getByTestId("admin-user").filter({ hasText: pending.email });
      await expect(row).toContainText("Penny Pending");
      await expect(row).toContainText("Pending");
      await expect(row).toContainText(/Registered \w{3} \d{1,2}, \d{4}/);
      const self = page.getByTestId("admin-user").filter({ hasText: adminUser.email });
      await expect(self).toContainText("Approved");
      await expect(self.getByRole("button", { name: /Remove/ })).toHaveCount(0);
      await expect(self.getByRole("button", { name: /Approve/ })).toHaveCount(0);
      await expect(page.getByText(/^(API Key Configured|No API Key)$/)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    await test.step("saves an AI key: blank is refused, the key is never shown", async () => {
      await page.getByRole("button", { name: "Edit", exact: true }).click();
      const input = page.getByLabel("API Key", { exact: true });
      await expect(input).toHaveAttribute("type", "password");
      await expect(input).toHaveAttribute("placeholder", "sk-...");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(toast(page)).toContainText("Please enter a valid API key");
      await input.fill("sk-e2e-secret-key");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(toast(page)).toContainText("API Key Saved");
      await expect(page.getByText("API Key Configured")).toBeVisible();
      await expect(input).toBeHidden();
      const status = await page.request.get("/api/admin/openai-key");
      expect(await status.json()).toEqual({ hasKey: true });
      await expect(page.locator("body")).not.toContainText("sk-e2e-secret-key");
    });

    await test.step("approves a pending user", async () => {
      const row = page.getByTestId("admin-user").filter({ hasText: pending.email });
      await row.getByRole("button", { name: /Approve/ }).click();
      await expect(toast(page)).toContainText("User Approved");
      await expect(row).toContainText("Approved");
      await expect(row.getByRole("button", { name: /Approve/ })).toHaveCount(0);
    });

    await test.step("removes a user after confirming", async () => {
      const row = page.getByTestId("admin-user").filter({ hasText: doomed.email });
      await row.getByRole("button", { name: /Remove/ }).click();
      const confirm = page.getByRole("alertdialog", { name: "Remove User" });
      await expect(confirm).toContainText("Are you sure you want to remove Dora Doomed?");
      await expectNoSeriousA11yViolations(page);
      await confirm.getByRole("button", { name: "Remove", exact: true }).click();
      await expect(toast(page)).toContainText("User Removed");
      await expect(page.getByTestId("admin-user").filter({ hasText: doomed.email })).toHaveCount(0);
    });
  });
});

test("an approved user who is not the super admin is sent away from /admin", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toast(page)).toContainText("Access Denied");
  expect((await page.request.get("/api/admin/openai-key")).status()).toBe(403);
});
