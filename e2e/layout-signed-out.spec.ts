import { apiContext, uniqueEmail } from "./fixtures/auth.ts";
import { axeProblems, HEIGHT, layoutProblems, long, type Problem, settle } from "./fixtures/layout.ts";
import { expect, signIn, test } from "./fixtures/test.ts";

// Issue 9, defect 1, signed out: the screens before signing in fit 360 px (fixtures/layout.ts).

test("signed-out screens fit 360 px with a long email address; axe clean", async ({ page }) => {
  test.setTimeout(120_000);
  const problems: Problem[] = [];
  const email = `${"w".repeat(60)}${uniqueEmail("signed-out")}`;
  const check = async (label: string) => {
    for (const width of [360, 390, 768]) {
      await page.setViewportSize({ width, height: HEIGHT });
      await settle(page);
      for (const p of await layoutProblems(page)) problems.push(`${label} @${width}: ${p}`);
    }
  };
  for (const path of [
    "/",
    "/login",
    "/register",
    "/forgot-password",
    "/reset-password?token=abc",
    "/nowhere",
  ]) {
    await page.setViewportSize({ width: 360, height: HEIGHT });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    for (const p of await axeProblems(page)) problems.push(`${path}: ${p}`);
    await check(path);
  }
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: /Send/ }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  await check("/forgot-password sent");
  // A pending account waits with its long address and name on screen.
  const request = await apiContext();
  try {
    await request.post("/api/auth/register", {
      data: {
        email,
        firstName: long("First"),
        lastName: long("Last"),
        password: "Pending-password-1",
        confirmPassword: "Pending-password-1",
      },
    });
  } finally {
    await request.dispose();
  }
  await signIn(page, { email, password: "Pending-password-1" });
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await check("pending approval");
  expect(problems).toEqual([]);
});
