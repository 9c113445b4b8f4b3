import type { Page } from "@playwright/test";
import { SSO_ADMIN_GROUP, SSO_PROVIDER_NAME, type SsoInstance, startSsoInstance } from "./fixtures/sso.ts";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures/test.ts";

// Product rules §29: single sign-on walked in Chromium against a real OpenID Connect provider.

let sso: SsoInstance;
test.beforeAll(async () => {
  sso = await startSsoInstance();
});
test.afterAll(async () => {
  await sso?.close();
});

/** At the provider's development login page: any password works for the login name. */
async function loginAtProvider(page: Page, login: string) {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("any password");
  await page.getByRole("button", { name: "Sign-in" }).click();
}

test("without single sign-on configured the login page has no SSO button", async ({ page }) => {
  // The run's main server (baseURL) has no OIDC_* variables; the button would follow GET /api/config.
  const config = page.waitForResponse((res) => new URL(res.url()).pathname === "/api/config");
  await page.goto("/login");
  expect((await (await config).json()).sso).toBeNull();
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Sign in with/ })).toHaveCount(0);
  await expect(page.getByText("or", { exact: true })).toHaveCount(0);
});

test("a new user signs in with the provider and waits for approval", async ({ page }) => {
  sso.issuer.accounts.set("newcomer", {
    email: "newcomer@sso.e2e.test",
    email_verified: true,
    name: "New Comer",
  });
  await page.goto(`${sso.base}/login`);
  const button = page.getByRole("link", { name: `Sign in with ${SSO_PROVIDER_NAME}` });
  await expect(button).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await button.click();
  await expect(page).toHaveURL(new RegExp(`^${sso.issuer.issuer}/`));
  await loginAtProvider(page, "newcomer");
  await expect(page.getByRole("heading", { name: "Waiting for approval" })).toBeVisible();
  expect(page.url().startsWith(`${sso.base}/`)).toBe(true);
});

test("a member of the administrators' group lands on the page it asked for", async ({ page }) => {
  sso.issuer.accounts.set("chief", {
    email: "chief@sso.e2e.test",
    email_verified: true,
    name: "Chief Admin",
    groups: [SSO_ADMIN_GROUP],
  });
  await page.goto(`${sso.base}/login?next=%2Fteams`);
  await page.getByRole("link", { name: `Sign in with ${SSO_PROVIDER_NAME}` }).click();
  await loginAtProvider(page, "chief");
  await expect(page).toHaveURL(`${sso.base}/teams`);
  await expect(page.getByRole("heading", { name: "Waiting for approval" })).toHaveCount(0);
  await page.goto(`${sso.base}/dashboard`);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
});

test("a refused sign-in comes back to the login page with the reason", async ({ page }) => {
  sso.issuer.accounts.set("unverified", { email: "unverified@sso.e2e.test", email_verified: false });
  await page.goto(`${sso.base}/login`);
  await page.getByRole("link", { name: `Sign in with ${SSO_PROVIDER_NAME}` }).click();
  await loginAtProvider(page, "unverified");
  await expect(page).toHaveURL(`${sso.base}/login?sso_error=unverified`);
  await expect(page.getByText("Your provider has not verified this email address")).toBeVisible();
  await expect(page.getByRole("link", { name: `Sign in with ${SSO_PROVIDER_NAME}` })).toBeVisible();
});
