import type { Page } from "@playwright/test";
import { choose } from "./fixtures/select.ts";
import { expect, signIn, test } from "./fixtures/test.ts";

// Issue 9: the filters, sort, view and search of every list are kept in the URL (shareable,
// kept on reload and Back); typing in a search box replaces the entry rather than adding one.

const query = (page: Page) => new URL(page.url()).searchParams;

test("projects: search, status, sort and view survive reload and Back", async ({ page, approvedUser }) => {
  await signIn(page, approvedUser);
  for (const name of ["Alpha one", "Alpha two", "Beta"]) {
    expect((await page.request.post("/api/projects", { data: { name } })).status()).toBe(201);
  }
  await page.goto("/projects");
  await expect(page.getByRole("heading", { name: "All Projects" })).toBeVisible();

  await page.getByRole("button", { name: "Table" }).click();
  await expect.poll(() => query(page).get("view")).toBe("table");
  await choose(page, "Filter by status", "Active");
  await expect.poll(() => query(page).get("status")).toBe("active");
  await page.getByRole("button", { name: "Sort by name" }).click();
  await expect.poll(() => query(page).get("sort")).toBe("name");
  const search = page.getByRole("searchbox", { name: "Search projects" });
  await search.pressSequentially("alpha", { delay: 30 });
  await expect.poll(() => query(page).get("q")).toBe("alpha");

  await page.reload();
  await expect(search).toHaveValue("alpha");
  await expect(page.getByRole("button", { name: "Table" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("combobox", { name: "Filter by status" })).toHaveText("Active");
  await expect(page.getByRole("button", { name: /Sort by name, ascending/ })).toBeVisible();
  await expect(page.getByRole("main").getByText("Beta")).toHaveCount(0);

  // One Back undoes the whole search (typing replaced one entry), the next undoes the sort.
  await page.goBack();
  await expect(search).toHaveValue("");
  await expect.poll(() => query(page).get("sort")).toBe("name");
  await page.goBack();
  await expect.poll(() => query(page).get("sort")).toBeNull();
  await expect(page.getByRole("button", { name: "Table" })).toHaveAttribute("aria-pressed", "true");
});

test("sprints and a sprint's projects keep search, status and layout in the URL", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const res = await page.request.post("/api/sprints", { data: { name: "Gamma sprint", status: "active" } });
  const sprint = (await res.json()) as { id: number };
  await page.request.post("/api/projects", { data: { name: "Gamma project", sprintId: sprint.id } });

  await page.goto("/sprints");
  await page.getByRole("searchbox", { name: "Search sprints" }).fill("gamma");
  await choose(page, "Filter by status", "Active");
  await page.getByRole("button", { name: "List view" }).click();
  await expect.poll(() => query(page).get("q")).toBe("gamma");
  await expect.poll(() => query(page).get("status")).toBe("active");
  await expect.poll(() => query(page).get("layout")).toBe("list");
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search sprints" })).toHaveValue("gamma");
  await expect(page.getByRole("combobox", { name: "Filter by status" })).toHaveText("Active");
  await expect(page.getByRole("button", { name: "List view" })).toHaveAttribute("aria-pressed", "true");

  await page.goto(`/sprints/${sprint.id}`);
  await page.getByRole("searchbox", { name: "Search projects" }).fill("gam");
  await page.getByRole("button", { name: "List view" }).click();
  await expect.poll(() => query(page).get("q")).toBe("gam");
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search projects" })).toHaveValue("gam");
  await expect(page.getByRole("button", { name: "List view" })).toHaveAttribute("aria-pressed", "true");
});

test("my tasks and departments keep their filters in the URL", async ({ page, approvedUser }) => {
  await signIn(page, approvedUser);
  await page.goto("/tasks");
  await page.getByRole("searchbox", { name: "Search tasks" }).fill("report");
  await choose(page, "Filter by priority", "High");
  await expect.poll(() => query(page).get("q")).toBe("report");
  await expect.poll(() => query(page).get("priority")).toBe("high");
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search tasks" })).toHaveValue("report");
  await expect(page.getByRole("combobox", { name: "Filter by priority" })).toHaveText("High");

  await page.goto("/teams?q=ops&layout=list");
  await expect(page.getByRole("searchbox", { name: "Search departments" })).toHaveValue("ops");
  await expect(page.getByRole("button", { name: "List view" })).toHaveAttribute("aria-pressed", "true");
});
