import { seedBoard } from "./fixtures/board.ts";
import { expect, signIn, test } from "./fixtures/test.ts";

// Languages (product rules §38): chosen in Settings next to Theme, switched without a reload, kept on
// the account for every device; `<html lang dir>` follow it; signed out, the browser's language and a
// language menu.

const html = (page: import("@playwright/test").Page) => page.locator("html");

test("Settings → Language switches at once, is kept on the account and sets lang and dir", async ({
  page,
  browser,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  await page.goto("/settings");
  const nav = page.getByRole("navigation", { name: "Main", exact: true });
  await expect(nav.getByRole("link", { name: "Projects" })).toBeVisible();
  await expect(html(page)).toHaveAttribute("lang", "en");

  const language = page.getByRole("combobox", { name: "Language" });
  await expect(language).toHaveText("English");
  let loads = 0;
  page.on("load", () => loads++);
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/user/profile") && r.ok());
  await language.click();
  await page.getByRole("option", { name: "Deutsch" }).click();
  await saved;
  await expect(html(page)).toHaveAttribute("lang", "de");
  await expect(html(page)).toHaveAttribute("dir", "ltr");
  await expect(
    page
      .getByRole("navigation", { name: "Hauptnavigation", exact: true })
      .getByRole("link", { name: "Projekte" }),
  ).toBeVisible();
  expect(loads).toBe(0);
  expect(((await (await page.request.get("/api/auth/user")).json()) as { language: string }).language).toBe(
    "de",
  );

  // Another device (no local copy) gets the account's language.
  const other = await browser.newContext({ locale: "en-US" });
  const second = await other.newPage();
  await signIn(second, approvedUser);
  await second.goto("/dashboard");
  await expect(html(second)).toHaveAttribute("lang", "de");
  await other.close();

  // Arabic is written right to left.
  await page.getByRole("combobox", { name: "Sprache" }).click();
  await page.getByRole("option", { name: "العربية" }).click();
  await expect(html(page)).toHaveAttribute("dir", "rtl");
  await expect(html(page)).toHaveAttribute("lang", "ar");
  await page.getByRole("combobox", { name: "اللغة" }).click();
  const back = page.waitForResponse((r) => r.url().endsWith("/api/user/profile") && r.ok());
  await page.getByRole("option", { name: "English" }).click();
  await back;
  await expect(html(page)).toHaveAttribute("dir", "ltr");
  await expect(html(page)).toHaveAttribute("lang", "en");
});

test.describe("signed out", () => {
  test.use({ locale: "de-DE" });

  test("follows the browser's language and offers a language menu", async ({ page, context }) => {
    await page.goto("/login");
    await expect(html(page)).toHaveAttribute("lang", "de");
    const menu = page.getByRole("combobox", { name: "Sprache" });
    await expect(menu).toHaveValue("de");
    await menu.selectOption("fr");
    await expect(html(page)).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("combobox", { name: "Langue" })).toHaveValue("fr");
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "sprintboard_lang")?.value).toBe("fr");
    // The choice outlives a reload on this device.
    await page.reload();
    await expect(html(page)).toHaveAttribute("lang", "fr");
  });
});

test("in German, a default column is German in the table's status column and in the task history", async ({
  page,
  approvedUser,
}) => {
  // Issue 32: one function names a column everywhere, not only on the kanban board.
  await signIn(page, approvedUser);
  expect((await page.request.patch("/api/user/profile", { data: { language: "de" } })).status()).toBe(200);
  const { projectId, tasks } = await seedBoard(page, "Spalten", [["Kassenseite", "todo"]]);
  const [task] = tasks as [(typeof tasks)[0]];
  const moved = await page.request.patch(`/api/tasks/${task.id}`, { data: { status: "in_progress" } });
  expect(moved.status()).toBe(200);

  await page.goto(`/projects/${projectId}?view=table`);
  const table = page.getByRole("table");
  await expect(table.getByRole("row").filter({ hasText: "Kassenseite" })).toContainText("In Bearbeitung");
  await expect(table).not.toContainText("In Progress");

  await page.goto(`/projects/${projectId}?taskId=${task.id}`);
  const activity = page.getByRole("dialog").getByRole("region", { name: "Aktivität" });
  await expect(activity.getByTestId("activity-entry").filter({ hasText: "In Bearbeitung" })).toBeVisible();
  await expect(activity.getByTestId("activity-entry").filter({ hasText: "Zu erledigen" })).toBeVisible();
  await expect(activity).not.toContainText(/In Progress|To Do/);
});
