import type { Page } from "@playwright/test";
import { holdApi } from "./fixtures/hold-api.ts";
import { seedSprint } from "./fixtures/seed.ts";
import { expect, signIn, test } from "./fixtures/test.ts";

// Issue 9 defect 6: views that kept old data, asked for deleted data, or flashed an error.

test("the burndown follows the sprint's new dates without a reload", async ({ page, approvedUser }) => {
  await signIn(page, approvedUser);
  const sprint = await seedSprint(page, {
    name: "Burndown sprint",
    startDate: "2026-03-01",
    endDate: "2026-03-10",
  });
  await page.goto(`/sprints/${sprint.id}`);
  const burndown = page.getByRole("table", { name: "Open tasks per day" });
  await expect(burndown.getByRole("row")).toHaveCount(11);

  await page.getByRole("button", { name: "Edit Sprint" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Sprint" });
  await dialog.getByLabel("End Date").fill("2026-03-05");
  await dialog.getByRole("button", { name: "Update Sprint" }).click();
  await expect(dialog).toBeHidden();
  await expect(burndown.getByRole("row")).toHaveCount(6);
  await expect(burndown.getByRole("row").last()).toContainText("Mar 5");
});

test("a deleted sprint is not asked for again", async ({ page, approvedUser }) => {
  await signIn(page, approvedUser);
  const sprint = await seedSprint(page, {
    name: "Doomed sprint",
    startDate: "2026-03-01",
    endDate: "2026-03-10",
  });
  await page.goto(`/sprints/${sprint.id}`);
  await expect(page.getByRole("heading", { name: "Doomed sprint", level: 1 })).toBeVisible();
  await expect(page.getByRole("table", { name: "Open tasks per day" })).toBeAttached();

  let deleted = false;
  const afterDelete: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === "DELETE" && path === `/api/sprints/${sprint.id}`) deleted = true;
    else if (deleted && path.startsWith(`/api/sprints/${sprint.id}`)) afterDelete.push(path);
  });
  const notFound: string[] = [];
  page.on("response", (response) => {
    if (response.status() === 404) notFound.push(response.url());
  });

  // The list asked for after the deletion: the refetches the deletion starts have gone out with it.
  const listed = page.waitForResponse(
    (r) => deleted && r.request().method() === "GET" && new URL(r.url()).pathname === "/api/sprints",
  );
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete Sprint" }).click();
  await expect(page).toHaveURL(/\/sprints$/);
  await expect(page.getByRole("heading", { name: "Sprints", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: /Doomed sprint/ })).toHaveCount(0);
  await listed;
  expect(deleted).toBe(true);
  expect(afterDelete).toEqual([]);
  expect(notFound).toEqual([]);
  await expect(page.getByText("Sprint not found")).toHaveCount(0);
});

/** Records whether the page ever shows `text` (a MutationObserver survives client-side navigation). */
async function watchForText(page: Page, text: string) {
  // A string script: the e2e project has no DOM types.
  await page.evaluate(`(() => {
    window.__sawText = false;
    new MutationObserver(() => {
      if ((document.body.textContent ?? "").includes(${JSON.stringify(text)})) window.__sawText = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  })()`);
  return () => page.evaluate<boolean>("window.__sawText === true");
}

for (const [link, path] of [
  ["Sprints", "/sprints"],
  ["Projects", "/projects"],
  ["Tasks", "/tasks"],
  ["Departments", "/teams"],
  ["Team Members", "/team-members"],
  ["Calendar", "/calendar"],
  ["Reports", "/reports"],
  ["Dashboard", "/dashboard"],
] as const) {
  test(`a session that ends before ${path} loads shows the logged-out notice, not an error`, async ({
    page,
    approvedUser,
  }) => {
    await signIn(page, approvedUser);
    await page.goto("/profile");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    const api = await holdApi(page);
    const sawError = await watchForText(page, "could not be loaded");
    // The page's data is asked for, and held, until the session has ended: then it answers 401.
    api.hold();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: link }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    expect((await page.request.post("/api/auth/logout")).status()).toBeLessThan(300);
    api.release();
    await expect(page.getByText("You are logged out. Logging in again...").first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
    expect(await sawError()).toBe(false);
  });
}

test("a session that ends on a sprint's page shows the logged-out notice, not an error", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const sprint = await seedSprint(page, { name: "Expiring sprint" });
  await page.goto("/sprints");
  await expect(page.getByRole("link", { name: /Expiring sprint/ })).toBeVisible();
  const api = await holdApi(page);
  const sawError = await watchForText(page, "could not be loaded");
  api.hold();
  await page.getByRole("link", { name: /Expiring sprint/ }).click();
  await expect(page).toHaveURL(new RegExp(`/sprints/${sprint.id}$`));
  expect((await page.request.post("/api/auth/logout")).status()).toBeLessThan(300);
  api.release();
  await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fsprints%2F${sprint.id}$`));
  expect(await sawError()).toBe(false);
});

// CI run of 59bf38b: the profile's cards, still loading when the session ended, flashed
// "could not be loaded" before the redirect. Every card and dialog that loads data must treat a
// 401 as the logged-out notice, not as a failure.
for (const [where, pattern] of [
  ["My Open Tasks", "**/api/user/tasks**"],
  ["Notification Settings", "**/api/user/notification-settings"],
] as const) {
  test(`a session that ends while the profile's ${where} loads shows no error`, async ({
    page,
    approvedUser,
  }) => {
    await signIn(page, approvedUser);
    let loggedOut!: () => void;
    const sessionEnded = new Promise<void>((resolve) => {
      loggedOut = resolve;
    });
    await page.route(pattern, async (route) => {
      await sessionEnded;
      await route.continue();
    });
    await page.goto("/profile");
    const sawError = await watchForText(page, "could not be loaded");
    expect((await page.request.post("/api/auth/logout")).status()).toBeLessThan(300);
    loggedOut();
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
    expect(await sawError()).toBe(false);
  });
}

test("a session that ends while the projects Table view is open shows the logged-out notice", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const res = await page.request.post("/api/projects", {
    data: { name: "Tabled", tasks: [{ title: "First" }, { title: "Second" }] },
  });
  expect(res.status(), await res.text()).toBe(201);
  await page.goto("/projects?view=table");
  const table = page.getByRole("table", { name: "Tasks of Tabled" });
  await expect(table.locator("tbody tr")).toHaveCount(2);
  const api = await holdApi(page);
  const sawError = await watchForText(page, "could not be loaded");
  // A new sort asks the server for the tasks again; the answer comes after the session ended: 401.
  api.hold();
  await table.getByRole("columnheader", { name: "Task" }).getByRole("button").click();
  await expect(page).toHaveURL(/taskSort=/);
  expect((await page.request.post("/api/auth/logout")).status()).toBeLessThan(300);
  api.release();
  await expect(page.getByText("You are logged out. Logging in again...").first()).toBeVisible();
  await expect(page).toHaveURL(/\/login\?next=%2Fprojects%3F/);
  expect(await sawError()).toBe(false);
});
