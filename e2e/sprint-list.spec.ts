import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures/test.ts";

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

// Issue 9: each sprint card shows how far its work is (done / total tasks of its projects).
test("sprint cards show their progress as done of total tasks", async ({ page, approvedUser }) => {
  await signIn(page, approvedUser);
  const post = async (url: string, data: Record<string, unknown>) => {
    const res = await page.request.post(url, { data });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: number };
  };
  const busy = await post("/api/sprints", { name: "Busy sprint", status: "active" });
  await post("/api/sprints", { name: "Quiet sprint", status: "planning" });
  const project = await post("/api/projects", {
    name: "Busy project",
    sprintId: busy.id,
    tasks: [{ title: "One" }, { title: "Two" }, { title: "Three" }],
  });
  const tasks = (await (await page.request.get("/api/projects/tasks")).json()) as {
    id: number;
    projectId: number;
  }[];
  const first = tasks.find((t) => t.projectId === project.id)!;
  expect((await page.request.put(`/api/tasks/${first.id}`, { data: { status: "done" } })).status()).toBe(200);

  await page.goto("/sprints");
  const busyCard = page.getByRole("main").getByRole("listitem").filter({ hasText: "Busy sprint" });
  const bar = busyCard.getByRole("progressbar", { name: "1 of 3 tasks done" });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute("aria-valuenow", "33");
  await expect(busyCard).toContainText("1 of 3 tasks done");
  const quietCard = page.getByRole("main").getByRole("listitem").filter({ hasText: "Quiet sprint" });
  await expect(quietCard.getByRole("progressbar", { name: "No tasks yet" })).toBeVisible();

  // Finishing a task while elsewhere in the app is seen when the user comes back (no reload).
  const nav = (name: string) => page.getByRole("navigation").getByRole("link", { name, exact: true }).first();
  await nav("Dashboard").click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const second = tasks.filter((t) => t.projectId === project.id)[1]!;
  expect((await page.request.put(`/api/tasks/${second.id}`, { data: { status: "done" } })).status()).toBe(
    200,
  );
  await nav("Sprints").click();
  await expect(busyCard.getByRole("progressbar", { name: "2 of 3 tasks done" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
