import type { Page } from "@playwright/test";
import { apiContext } from "./fixtures/auth.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_STATE } from "./fixtures/env.ts";
import { mailsTo, waitForResetLink } from "./fixtures/outbox.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test, toast, uniqueEmail } from "./fixtures/test.ts";

/** The administrator registers with this and resets to ADMIN_PASSWORD, which the fixtures then use. */
const FIRST_PASSWORD = "Admin-e2e-password-1";

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

test("the first account registers, logs out and in, and resets its password through the UI", async ({
  page,
}) => {
  await test.step("register the super administrator", async () => {
    await page.goto("/register");
    await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel("First Name").fill("Ada");
    await page.getByLabel("Last Name").fill("Admin");
    await page.getByLabel("Email", { exact: true }).fill(ADMIN_EMAIL);
    await page.getByLabel("Password", { exact: true }).fill(FIRST_PASSWORD);
    await page.getByLabel("Confirm Password", { exact: true }).fill(FIRST_PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
  });

  await test.step("land on the dashboard shell", async () => {
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Sprints" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Super Admin" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("log out", async () => {
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page)).toContainText("Logged out successfully");
  });

  await test.step("log in", async () => {
    await page.goto("/login");
    await expectNoSeriousA11yViolations(page);
    await fillLogin(page, ADMIN_EMAIL, FIRST_PASSWORD);
    await expect(toast(page)).toContainText("Welcome back!");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  const mailsBefore = (await mailsTo(ADMIN_EMAIL)).length;
  await test.step("ask for a reset link", async () => {
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel("Email", { exact: true }).fill(ADMIN_EMAIL);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
    await expect(page.getByText(ADMIN_EMAIL)).toBeVisible();
    await expect(page.getByRole("button", { name: "Resend Email" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("open the emailed link and choose a new password", async () => {
    await page.goto(await waitForResetLink(ADMIN_EMAIL, mailsBefore));
    await page.getByLabel("New Password", { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByLabel("Confirm New Password", { exact: true }).fill(ADMIN_PASSWORD);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByRole("heading", { name: "Password Reset Complete" })).toBeVisible();
    await page.getByRole("button", { name: "Continue to Login" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step("the old password no longer works, the new one does", async () => {
    await fillLogin(page, ADMIN_EMAIL, FIRST_PASSWORD);
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  });
});

test("a newly registered account waits for approval", async ({ page }) => {
  const email = uniqueEmail("pending");
  await page.goto("/register");
  await page.getByLabel("First Name").fill("Pat");
  await page.getByLabel("Last Name").fill("Pending");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Pending-password-1");
  await page.getByLabel("Confirm Password", { exact: true }).fill("Pending-password-1");
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(page.getByRole("heading", { name: "Waiting for approval" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Every route shows the same screen until an administrator approves the account.
  await page.goto("/projects");
  await expect(page.getByRole("heading", { name: "Waiting for approval" })).toBeVisible();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an unknown path shows Page Not Found when signed out", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("an unknown path shows Page Not Found inside the shell when signed in", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  await page.goto("/definitely-not-a-page");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  // Only the super administrator sees the Super Admin entry.
  await expect(page.getByRole("link", { name: "Super Admin" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("the reset page without a token says the link is invalid and goes to the login page", async ({
  page,
}) => {
  await page.goto("/reset-password");
  await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });
});

test("the admin fixture signs the super administrator in through the API", async ({ page, adminUser }) => {
  await signIn(page, adminUser);
  await page.goto("/dashboard");
  await expect(page.getByRole("link", { name: "Super Admin" })).toBeVisible();
  // Signed in once for the role: the specs that act as the administrator start from this state.
  await page.context().storageState({ path: ADMIN_STATE });
  const api = await apiContext();
  try {
    const res = await api.post("/api/auth/login", { data: { email: ADMIN_EMAIL, password: FIRST_PASSWORD } });
    expect(res.status()).toBe(401);
  } finally {
    await api.dispose();
  }
});
