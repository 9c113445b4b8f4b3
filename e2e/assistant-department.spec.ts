import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures/test.ts";

/*
 * Issue 9: the department chosen per task in the AI assistant's review is sent with the project
 * and kept on the task (it used to be collected and dropped). The browser's generate call is
 * answered here (no AI provider in the e2e run); creating the project goes to the real server.
 */
const PLAN = {
  projectOverview: "Move the help centre to the new platform.",
  objectives: ["Ship it"],
  timeline: { totalDuration: "4 weeks", phases: [{ name: "Move", duration: "4 weeks" }] },
  tasks: [
    {
      title: "Migrate articles",
      description: "Copy every article.",
      priority: "high",
      estimatedDays: 3,
      recommendedDepartment: "Content",
      successCriteria: "All articles live",
      dependencies: [],
    },
    {
      title: "Redirect old links",
      description: "Keep old URLs working.",
      priority: "medium",
      estimatedDays: 2,
      recommendedDepartment: "Engineering",
      successCriteria: "No 404s",
      dependencies: [],
    },
  ],
};

test("AI assistant: the department chosen per task is sent, stored and shown on the task", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const departmentName = `Content team ${Date.now()}`;
  const team = await page.request.post("/api/teams", { data: { name: departmentName, description: "" } });
  expect(team.status(), await team.text()).toBe(201);
  const departmentId = ((await team.json()) as { id: number }).id;
  const projectName = `Help centre move ${Date.now()}`;

  await page.route("**/api/ai/status", (route) => route.fulfill({ json: { configured: true } }));
  await page.route("**/api/ai/generate-project", async (route) => {
    const brief = route.request().postDataJSON() as Record<string, unknown>;
    await route.fulfill({ json: { project: PLAN, originalRequest: brief } });
  });

  await page.goto("/dashboard");
  await page.getByRole("button", { name: "AI Assistant" }).click();
  const dialog = page.getByRole("dialog", { name: "AI Project Assistant" });
  await dialog.getByLabel("Project Name").fill(projectName);
  await dialog.getByLabel("Project Description").fill("Move the help centre to the new platform.");
  await dialog.getByLabel("Timeline").fill("1 month");
  await dialog.getByLabel("Team Size").fill("3");
  await dialog.getByRole("button", { name: "Generate Project Plan" }).click();

  await dialog.getByRole("combobox", { name: "Department for Migrate articles" }).click();
  await page.getByRole("option", { name: departmentName }).click();
  await expect(dialog.getByRole("combobox", { name: "Department for Migrate articles" })).toHaveText(
    departmentName,
  );

  const sent = page.waitForRequest(
    (request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/projects",
  );
  await dialog.getByRole("button", { name: "Create Project" }).click();
  const body = (await sent).postDataJSON() as { tasks: { title: string; departmentId: number | null }[] };
  expect(body.tasks.map((t) => [t.title, t.departmentId])).toEqual([
    ["Migrate articles", departmentId],
    ["Redirect old links", null],
  ]);
  await expect(dialog).toBeHidden();

  const projects = (await (await page.request.get("/api/projects")).json()) as { id: number; name: string }[];
  const project = projects.find((p) => p.name === projectName);
  expect(project).toBeDefined();
  const tasks = (await (await page.request.get("/api/projects/tasks")).json()) as {
    id: number;
    title: string;
    projectId: number;
    departmentId: number | null;
  }[];
  const mine = tasks.filter((t) => t.projectId === project!.id);
  const migrate = mine.find((t) => t.title === "Migrate articles")!;
  expect(migrate.departmentId).toBe(departmentId);
  expect(mine.find((t) => t.title === "Redirect old links")!.departmentId).toBeNull();

  // The task dialog names the department; a task without one shows no department line.
  await page.goto(`/projects/${project!.id}?taskId=${migrate.id}`);
  const taskDialog = page.getByRole("dialog", { name: "Edit Task" });
  await expect(taskDialog.getByTestId("task-department")).toHaveText(`Department: ${departmentName}`);
  await expectNoSeriousA11yViolations(page);
});
