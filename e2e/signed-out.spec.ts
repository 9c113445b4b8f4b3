import type { Page } from "@playwright/test";
import { holdApi } from "./fixtures/hold-api.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test, toast } from "./fixtures/test.ts";

/** Signs in through the login form (the flow under test keeps `next`). */
async function signInThroughForm(page: Page, user: { email: string; password: string }) {
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

// Issue 9 defect 2: a signed-in route opened signed out is not a dead end.
for (const path of ["/dashboard", "/teams", "/tasks", "/projects/new", "/sprints"]) {
  test(`signed out, ${path} says Unauthorized and goes to the login page with next`, async ({ page }) => {
    await page.goto(path);
    await expect(toast(page)).toContainText("Unauthorized");
    await expect(toast(page)).toContainText("You are logged out. Logging in again...");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toHaveCount(0);
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(path)}`);
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  });
}

test("after signing in the user lands on the page asked for, path and query kept", async ({
  page,
  approvedUser,
}) => {
  // A project of the user's, so the board opens (its task dialog opens from taskId).
  await signIn(page, approvedUser);
  const project = await (await page.request.post("/api/projects", { data: { name: "Return trip" } })).json();
  const boards = await (await page.request.get(`/api/projects/${project.id}/boards`)).json();
  const created = await page.request.post(`/api/boards/${boards[0].id}/tasks`, {
    data: { title: "Deep linked task" },
  });
  expect(created.status()).toBe(201);
  const task = await created.json();
  await page.context().clearCookies();

  const target = `/projects/${project.id}?taskId=${task.id}`;
  await page.goto(target);
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(target)}`);
  await signInThroughForm(page, approvedUser);
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}`));
  await expect(page.getByRole("dialog", { name: "Edit Task" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Edit Task" }).getByLabel("Title")).toHaveValue(
    "Deep linked task",
  );
});

test("the login and registration links keep next; an unsafe next goes to the dashboard", async ({
  page,
  approvedUser,
}) => {
  const next = encodeURIComponent("/teams?q=x");
  await page.goto(`/login?next=${next}`);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Sign up" }).click();
  await expect(page).toHaveURL(`/register?next=${next}`);
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`/login?next=${next}`);

  await page.goto(`/login?next=${encodeURIComponent("//evil.example/x")}`);
  await signInThroughForm(page, approvedUser);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("'/' signed out stays the landing page and an unknown path stays Page Not Found", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  // The session's answer is what could send the page elsewhere: wait for it, then check it stayed.
  const session = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/auth/user");
  await page.goto("/projects/1/nothing-here");
  await session;
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/1\/nothing-here$/);
});

test("a session that ends on a page returns there after signing in again", async ({ page, approvedUser }) => {
  await signIn(page, approvedUser);
  await page.goto("/sprints");
  await expect(page.getByRole("heading", { name: "Sprints", level: 1 })).toBeVisible();
  // The session ends behind the page's back, while the next page's data is on its way: it answers 401.
  const api = await holdApi(page);
  api.hold();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Departments" }).click();
  await expect(page).toHaveURL(/\/teams$/);
  expect((await page.request.post("/api/auth/logout")).status()).toBeLessThan(300);
  api.release();
  await expect(toast(page)).toContainText("Unauthorized");
  await expect(page).toHaveURL(/\/login\?next=%2Fteams$/);
  await signInThroughForm(page, approvedUser);
  await expect(page).toHaveURL(/\/teams$/);
  await expect(page.getByRole("heading", { name: "Departments", level: 1 })).toBeVisible();
});
