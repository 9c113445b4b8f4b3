import type { Page } from "@playwright/test";
import { BASE_URL } from "./fixtures/env.ts";
import { HEIGHT, layoutProblems, settle } from "./fixtures/layout.ts";
import { expect, signIn, test } from "./fixtures/test.ts";

// Chunk names come from web/vite.config.ts (vendor groups) and the page modules' file names; Vite
// appends "-" and an 8-character hash that may itself hold "-".
const chunkOf = (url: string) => /\/assets\/(.+)-[\w-]{8}\.js$/.exec(new URL(url).pathname)?.[1];

/** The names of the JS chunks the page requests from now on. */
function recordChunks(page: Page): string[] {
  const chunks: string[] = [];
  page.on("request", (request) => {
    const chunk = chunkOf(request.url());
    if (chunk) chunks.push(chunk);
  });
  return chunks;
}

test("the signed-out landing page is prerendered: it loads no framework, shell, form or chart code", async ({
  page,
}) => {
  const chunks = recordChunks(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Plan sprints, ship faster, together." })).toBeVisible();
  await expect(page).toHaveTitle("Agile project management for teams · Sprintboard");
  // The footer's year is the visitor's, not the build's.
  await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()} Sprintboard`);
  expect(chunks).toContain("landing");
  for (const heavy of [
    "react",
    "query",
    "app-shell",
    "landing-page",
    "dashboard-page",
    "forms",
    "charts",
    "dnd",
  ]) {
    expect(chunks, `requested ${heavy}`).not.toContain(heavy);
  }
});

test("the dashboard loads the shell but no landing, chart or drag-and-drop code", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const chunks = recordChunks(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Dashboard", exact: true })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  expect(chunks).toEqual(expect.arrayContaining(["app-shell", "dashboard-page"]));
  for (const heavy of ["landing-page", "charts", "dnd"]) {
    expect(chunks, `requested ${heavy}`).not.toContain(heavy);
  }
});

test("each landing feature card leads through sign-in to the screen it describes", async ({
  page,
  approvedUser,
}) => {
  await page.goto("/");
  const cards = page
    .getByRole("list")
    .filter({ has: page.getByRole("heading", { name: "Burndown Charts" }) });
  const expected: [string, string][] = [
    ["Sprint Planning & Backlog", "/sprints"],
    ["Burndown Charts", "/sprints"],
    ["Team Collaboration", "/chat"],
    ["Advanced Analytics", "/reports"],
    ["Scrum Ceremonies", "/sprints"],
    ["Goal Tracking & Real-time Updates", "/dashboard"],
  ];
  for (const [title, path] of expected) {
    await expect(cards.getByRole("link", { name: title })).toHaveAttribute(
      "href",
      `/login?next=${encodeURIComponent(path)}`,
    );
  }
  await cards.getByRole("link", { name: "Advanced Analytics" }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Freports$/);
  await page.getByLabel("Email", { exact: true }).fill(approvedUser.email);
  await page.getByLabel("Password", { exact: true }).fill(approvedUser.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole("heading", { name: "Reports and Analytics", level: 1 })).toBeVisible();
});

// Issue 24: the build prerenders the landing page in every language; the server picks the visitor's.
test.describe("in the browser's language", () => {
  test.use({ locale: "de-DE" });

  test("a German browser gets the German page, prerendered: lang, title, texts, no app code", async ({
    page,
  }) => {
    const chunks = recordChunks(page);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page).toHaveTitle("Agiles Projektmanagement für Teams · Sprintboard");
    await expect(
      page.getByRole("heading", { name: "Sprints planen, schneller liefern, gemeinsam." }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Gratis testen" })).toHaveAttribute("href", "/register");
    await expect(page.getByRole("combobox", { name: "Sprache" })).toHaveValue("de");
    for (const heavy of ["react", "query", "landing-page", "forms"]) {
      expect(chunks, `requested ${heavy}`).not.toContain(heavy);
    }
  });

  test("the language menu switches the page without a reload and keeps the choice", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    let loads = 0;
    page.on("load", () => loads++);
    await page.getByRole("combobox", { name: "Sprache" }).selectOption("fr");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(
      page.getByRole("heading", { name: "Planifiez vos sprints, livrez plus vite, ensemble." }),
    ).toBeVisible();
    await expect(page).toHaveTitle("Gestion de projet agile pour les équipes · Sprintboard");
    await expect(page.getByRole("combobox", { name: "Langue" })).toBeFocused();
    await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()} Sprintboard`);
    expect(loads).toBe(0);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "sprintboard_lang")?.value).toBe("fr");
    // The server now sends the French page to this device, whatever the browser's language.
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    // Back to English: the page the build wrote in English.
    await page.getByRole("combobox", { name: "Langue" }).selectOption("en");
    await expect(page.getByRole("heading", { name: "Plan sprints, ship faster, together." })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("the toast kept over a logout hydrates in the page's language", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.addInitScript(() =>
      sessionStorage.setItem("sprintboard:flash-toast", JSON.stringify({ title: "Erfolgreich abgemeldet" })),
    );
    await page.goto("/");
    const region = page.getByRole("region", { name: "Benachrichtigungen" });
    await expect(region.getByRole("status")).toContainText("Erfolgreich abgemeldet");
    await expect(region.getByRole("button", { name: "Schließen" })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test("every language has its prerendered page, which fits 360 px and 1280 px", async ({ page, context }) => {
  const languages = ["en", "de", "fr", "es", "pt-BR", "ja", "ar"];
  const problems: string[] = [];
  for (const lang of languages) {
    await context.addCookies([{ name: "sprintboard_lang", value: lang, url: BASE_URL }]);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: HEIGHT });
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      await settle(page);
      for (const problem of await layoutProblems(page)) problems.push(`${lang} @${width}: ${problem}`);
      // The product's name keeps to one line beside the top bar's links.
      const brand = await page.getByRole("banner").getByRole("link", { name: "Sprintboard" }).boundingBox();
      if (brand && brand.height > 40) problems.push(`${lang} @${width}: the brand wraps (${brand.height}px)`);
    }
  }
  expect(problems).toEqual([]);
});

test.describe("right to left", () => {
  test.use({ locale: "ar-EG" });

  test("the Arabic page is written right to left and fits 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: HEIGHT });
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("خطّط للسبرنتات، وسلّم أسرع، معًا.");
    await settle(page);
    expect(await layoutProblems(page)).toEqual([]);
  });
});
