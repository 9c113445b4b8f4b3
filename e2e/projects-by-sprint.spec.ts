import { expect, signIn, test } from "./fixtures/test.ts";

// Issue 9: the projects list can be filtered by sprint, kept in the URL.
test("projects can be filtered by sprint", async ({ page, approvedUser }) => {
  await signIn(page, approvedUser);
  const sprint = (await (
    await page.request.post("/api/sprints", { data: { name: "Sprint Kappa" } })
  ).json()) as {
    id: number;
  };
  await page.request.post("/api/projects", { data: { name: "In Kappa", sprintId: sprint.id } });
  await page.request.post("/api/projects", { data: { name: "Outside any sprint" } });

  await page.goto("/projects");
  const main = page.getByRole("main");
  await expect(main.getByText("Outside any sprint")).toBeVisible();
  await page.getByRole("combobox", { name: "Filter by sprint" }).click();
  await page.getByRole("option", { name: "Sprint Kappa", exact: true }).click();
  await expect(main.getByText("In Kappa")).toBeVisible();
  await expect(main.getByText("Outside any sprint")).toHaveCount(0);
  await expect.poll(() => new URL(page.url()).searchParams.get("sprint")).toBe(String(sprint.id));
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Filter by sprint" })).toHaveText("Sprint Kappa");
  await expect(main.getByText("Outside any sprint")).toHaveCount(0);
});
