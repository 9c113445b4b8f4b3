import { request } from "@playwright/test";
import { BASE_URL } from "./fixtures/env.ts";
import { choose } from "./fixtures/select.ts";
import { expectShownOnceWarning } from "./fixtures/shown-once.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test, toast } from "./fixtures/test.ts";

// Personal API tokens (issue 13, item 2): made on the profile page, shown once, used by a script, revoked.

test("a user makes a read-only API token, a script reads with it, and revoking stops it", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  await page.goto("/profile");
  const card = page.getByRole("region", { name: "API Tokens" });
  await expect(card.getByText("No API tokens yet.")).toBeVisible();

  await card.getByRole("button", { name: "New token" }).click();
  const dialog = page.getByRole("dialog", { name: "New API token" });
  await dialog.getByRole("button", { name: "Create token" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await dialog.getByLabel("Name").fill("Nightly report");
  await choose(page, "Expires", "In 30 days");
  await dialog.getByRole("button", { name: "Create token" }).click();

  const reveal = page.getByRole("dialog", { name: "Copy your new token" });
  const secret = await reveal.getByLabel("Your new API token").inputValue();
  expect(secret).toMatch(/^sbp_/);
  await expectShownOnceWarning(page, reveal);
  await expectNoSeriousA11yViolations(page);
  await reveal.getByRole("button", { name: "Done" }).click();
  await expect(card.getByText("Nightly report")).toBeVisible();
  await expect(card.getByText("Read only")).toBeVisible();
  await expect(card.getByText("Never used")).toBeVisible();
  // The secret is never shown again, not even after a reload.
  await page.reload();
  await expect(page.getByRole("region", { name: "API Tokens" }).getByText("Nightly report")).toBeVisible();
  expect(await page.content()).not.toContain(secret);

  // A script with no cookie: reads as the user, cannot write.
  const script = await request.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { authorization: `Bearer ${secret}` },
  });
  const me = await script.get("/api/auth/user");
  expect(me.status()).toBe(200);
  expect((await me.json()).email).toBe(approvedUser.email);
  const write = await script.post("/api/projects", { data: { name: "From a script" } });
  expect(write.status()).toBe(403);
  expect((await write.json()).message).toBe("This API token is read-only");

  await page.reload();
  const fresh = page.getByRole("region", { name: "API Tokens" });
  await expect(fresh.getByText(/Last used/)).toBeVisible();
  await fresh.getByRole("button", { name: 'Revoke token "Nightly report"' }).click();
  await page
    .getByRole("alertdialog", { name: "Revoke this token?" })
    .getByRole("button", { name: "Revoke" })
    .click();
  await expect(toast(page)).toContainText("Token Revoked");
  await expect(fresh.getByText("No API tokens yet.")).toBeVisible();
  expect((await script.get("/api/auth/user")).status()).toBe(401);
  await script.dispose();
});
