import { readFile } from "node:fs/promises";
import { seedProject } from "./fixtures/seed.ts";
import { choose } from "./fixtures/select.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test, toast } from "./fixtures/test.ts";

test("reports: overview numbers, filters, the four tabs and the CSV export", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const me = approvedUser.id;
  await seedProject(page, {
    name: "Atlas",
    tasks: [
      { title: "=SUM(1,2) plan", priority: "high", assignedTo: me, dueDate: "2020-01-01" },
      { title: "Build", priority: "medium", assignedTo: me },
      { title: "Test", priority: "low" },
      { title: "Ship, finally", priority: "low", assignedTo: me },
    ],
  });
  const tasks = (await (await page.request.get("/api/tasks/user")).json()) as { id: number; title: string }[];
  const ship = tasks.find((t) => t.title === "Ship, finally")!;
  expect((await page.request.put(`/api/tasks/${ship.id}`, { data: { status: "done" } })).status()).toBe(200);
  const build = tasks.find((t) => t.title === "Build")!;
  await page.request.put(`/api/tasks/${build.id}`, { data: { status: "in_progress" } });

  await test.step("overview: cards and distributions", async () => {
    await page.goto("/reports");
    await expect(page.getByRole("heading", { name: "Reports and Analytics", level: 1 })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel", { name: "Overview" });
    await expect(panel).toContainText("Total Tasks4");
    await expect(panel).toContainText("1 completed");
    await expect(panel).toContainText("Completion Rate25.0%");
    await expect(panel).toContainText("Active Projects1");
    await expect(panel).toContainText("of 1 total");
    await expect(panel).toContainText("Overdue Tasks1");
    await expect(panel.getByRole("listitem").filter({ hasText: "In Progress" })).toContainText("1");
    await expect(panel.getByRole("listitem").filter({ hasText: "High" })).toContainText("1");
    await expect(panel.getByRole("heading", { name: "Velocity" })).toBeVisible();
    await expect(panel.getByRole("heading", { name: "Cycle Time" })).toBeVisible();
    await expect(panel).toContainText("Based on 1 completed task.");
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("filters: user and timeframe", async () => {
    const name = `${approvedUser.firstName} ${approvedUser.lastName}`;
    // The email is added when another user has the same name.
    const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    await choose(page, "User", new RegExp(`^${literal(name)}( ${literal(`(${approvedUser.email})`)})?$`));
    await expect(page.getByRole("tabpanel", { name: "Overview" })).toContainText("Total Tasks3");
    await choose(page, "Timeframe", "Last 7 Days");
    await expect(page.getByRole("tabpanel", { name: "Overview" })).toContainText("Total Tasks3");
    await choose(page, "User", "All Users");
    await expect(page.getByRole("tabpanel", { name: "Overview" })).toContainText("Total Tasks4");
    await expect(page.getByRole("combobox", { name: "Department" })).toHaveText("All Departments");
  });

  await test.step("projects, tasks and team performance tabs", async () => {
    await page.getByRole("tab", { name: "Projects" }).click();
    await expect(page.getByRole("tabpanel", { name: "Projects" })).toContainText("1 of 4 tasks completed");
    await expect(page.getByRole("tabpanel", { name: "Projects" })).toContainText("25%");
    await page.getByRole("tab", { name: "Tasks" }).click();
    const tasksPanel = page.getByRole("tabpanel", { name: "Tasks" });
    await expect(tasksPanel.getByRole("heading", { name: "Recent Tasks" })).toBeVisible();
    await expect(tasksPanel).toContainText(/Overdue by \d+ days/);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("tab", { name: "Team Performance" }).click();
    const row = page.getByRole("row", { name: new RegExp(approvedUser.email) });
    await expect(row).toContainText(`${approvedUser.firstName} ${approvedUser.lastName}`);
    await expect(row.getByRole("cell")).toHaveText(["3", "1", "1", "33.3%"]);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("Export downloads the filtered tasks as CSV", async () => {
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^tasks-report-\d{4}-\d\d-\d\d\.csv$/);
    const csv = await readFile(await file.path(), "utf8");
    expect(csv.charCodeAt(0), "a UTF-8 byte order mark for Excel").toBe(0xfeff);
    const lines = csv.trim().split("\n");
    expect(lines[0]).toBe("id,title,project,status,priority,assignee,dueDate,createdAt,completedAt");
    expect(lines).toHaveLength(5);
    expect(csv).toContain(`"Ship, finally",Atlas,done`);
    expect(csv).toContain(`"'=SUM(1,2) plan",Atlas,todo,high`);
    await expect(toast(page)).toContainText("Export Complete");
  });
});

test("reports: the status distribution lists tasks in a custom column by its name", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const status = await page.request.post("/api/custom-statuses", {
    data: { name: "QA Check", color: "purple" },
  });
  expect(status.status(), await status.text()).toBe(201);
  await seedProject(page, {
    name: "Vega",
    tasks: ["Verify", "Verify again", "Plan"].map((title) => ({ title, assignedTo: approvedUser.id })),
  });
  const tasks = (await (await page.request.get("/api/tasks/user")).json()) as { id: number; title: string }[];
  const verify = tasks.filter((t) => t.title.startsWith("Verify"));
  expect(verify).toHaveLength(2);
  for (const task of verify) {
    const moved = await page.request.put(`/api/tasks/${task.id}`, { data: { status: "qa_check" } });
    expect(moved.status()).toBe(200);
  }

  await page.goto("/reports");
  const panel = page.getByRole("tabpanel", { name: "Overview" });
  await expect(panel).toContainText("Total Tasks3");
  await expect(panel.getByRole("listitem").filter({ hasText: "QA Check" })).toContainText("2");
  await expect(panel.getByRole("listitem").filter({ hasText: "To Do" })).toContainText("1");
});
