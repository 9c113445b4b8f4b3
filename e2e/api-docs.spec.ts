import { expect, expectNoSeriousA11yViolations, test } from "./fixtures/test.ts";

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
  // The groups open collapsed; the first one holds the health check.
  await page.locator("h3.opblock-tag", { hasText: /^System$/ }).click();
  const health = page.locator(".opblock-get", { has: page.getByText("/api/health", { exact: true }) });
  await expect(health).toBeVisible();
  await health.locator(".opblock-summary").click();
  await expect(health.getByText("Responses", { exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

// Issue 20, item 20: the reference showed ten operations in one 'default' group and failed axe.
test("the API reference lists every operation of the document, grouped by module, and passes axe", async ({
  page,
}) => {
  type Doc = { tags: { name: string }[]; paths: Record<string, Record<string, { tags?: string[] }>> };
  const doc = (await (await page.request.get("/api/openapi.json")).json()) as Doc;
  const perTag = new Map<string, number>();
  for (const operations of Object.values(doc.paths))
    for (const op of Object.values(operations))
      for (const tag of op.tags ?? ["default"]) perTag.set(tag, (perTag.get(tag) ?? 0) + 1);

  await page.goto("/api/docs");
  const groups = page.locator(".opblock-tag-section");
  await expect(groups.locator("h3.opblock-tag")).toHaveText((doc.tags ?? []).map((t) => t.name));
  expect([...perTag.keys()].sort()).toEqual((doc.tags ?? []).map((t) => t.name).sort());
  for (const [tag, count] of perTag) {
    const group = groups.filter({
      has: page.locator("h3.opblock-tag", { hasText: new RegExp(`^${tag.replace(/[()]/g, "\\$&")}$`) }),
    });
    await group.locator("h3.opblock-tag").click();
    await expect(group.locator(".opblock"), tag).toHaveCount(count);
    if (tag !== "Sprints") await group.locator("h3.opblock-tag").click();
  }
  // One group and one operation open, as a reader has them.
  await page.getByRole("button", { name: /^GET \/api\/sprints\/\{id\}/ }).click();
  await expect(page.getByRole("button", { name: "Try it out" })).toBeVisible();
  // Its answers are resolved: the error answer's example shows, and no 'Resolver error' does.
  await expect(
    page
      .locator(".opblock.is-open .responses-table")
      .getByText(/"message"/)
      .first(),
  ).toBeVisible();
  await expect(page.locator(".errors-wrapper")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

// Issue 31: with other fonts (taller lines) a code example outgrew its 400 px box and became a
// scroll region the keyboard could not reach (axe's scrollable-region-focusable). A phone's width
// makes the examples wrap and outgrow it whatever the fonts.
test("the API reference's code examples that scroll can be reached and scrolled by keyboard", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/api/docs");
  await page.locator("h3.opblock-tag", { hasText: /^Sprints$/ }).click();
  await page.getByRole("button", { name: /^GET \/api\/sprints\/\{id\}/ }).click();
  const example = page.locator(".opblock.is-open .responses-table pre").first();
  await expect(example).toBeVisible();
  expect(await example.evaluate((e) => e.scrollHeight > e.clientHeight)).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await example.focus();
  await expect(example).toBeFocused();
  await page.keyboard.press("PageDown");
  await expect.poll(() => example.evaluate((e) => e.scrollTop)).toBeGreaterThan(0);
});
