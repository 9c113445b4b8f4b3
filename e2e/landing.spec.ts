import type { Page } from "@playwright/test";
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
