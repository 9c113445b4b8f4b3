import { expect, test } from "./fixtures/test.ts";

// Issue 13: the API reference renders in a real browser, signed out, from the app's own files and
// under the app's Content-Security-Policy (nothing blocked, nothing fetched from another host).

test("the API reference renders signed out, with no CSP violation or foreign request", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  const origin = new URL(test.info().project.use.baseURL ?? "http://127.0.0.1").origin;
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith("http") && url.origin !== origin) problems.push(`foreign request: ${url}`);
  });

  const response = await page.goto("/api/docs");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Sprintboard API");
  await expect(page.getByRole("heading", { name: /Sprintboard API/ })).toBeVisible();
  // Swagger UI renders the operations as they scroll into view: the first one is there at once.
  const health = page.locator(".opblock-get", { has: page.getByText("/api/health", { exact: true }) });
  await expect(health).toBeVisible();
  await health.locator(".opblock-summary").click();
  await expect(health.getByText("Responses", { exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});
