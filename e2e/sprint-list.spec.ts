import { expect, signIn, test } from "./fixtures/test.ts";

// Issue 9: sprint cards show their dates, and the active sprint comes first.
test("the active sprint comes first and cards show their dates", async ({ page, approvedUser }) => {
  await signIn(page, approvedUser);
  const create = async (data: Record<string, unknown>) =>
    expect((await page.request.post("/api/sprints", { data })).status()).toBe(201);
  await create({ name: "Running sprint", status: "active", startDate: "2026-03-02", endDate: "2026-03-13" });
  await create({ name: "Next sprint", status: "planning" });

  await page.goto("/sprints");
  const cards = page.getByRole("main").getByRole("listitem");
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText("Running sprint");
  await expect(cards.first()).toContainText("Mar 2, 2026");
  await expect(cards.first()).toContainText("Mar 13, 2026");
});
