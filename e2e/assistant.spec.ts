import type { Page, Route } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, signIn, test, toast } from "./fixtures/test.ts";

/*
 * The app server of the e2e run talks to no AI provider, so the browser's call to
 * POST /api/ai/generate-project is answered here; the server side of the assistant is covered by
 * server/modules/assistant/assistant.test.ts against a local OpenAI-compatible stand-in. Creating
 * the project goes to the real server.
 */
const PLAN = {
  projectOverview: "A portal where customers manage their orders.",
  objectives: ["Launch a beta", "Cut support tickets"],
  timeline: {
    totalDuration: "12 weeks",
    phases: [
      { name: "Discovery", duration: "2 weeks" },
      { name: "Build", duration: "10 weeks" },
    ],
  },
  tasks: [
    {
      title: "Interview customers",
      description: "Learn what they need.",
      priority: "high",
      estimatedDays: 5,
      recommendedDepartment: "Product",
      successCriteria: "Ten interviews",
      dependencies: [],
    },
    {
      title: "Design screens",
      description: "Wireframes.",
      priority: "medium",
      estimatedDays: 8,
      recommendedDepartment: "Design",
      successCriteria: "Approved prototype",
      dependencies: ["Interview customers"],
    },
    {
      title: "Skip me",
      description: "Not needed.",
      priority: "low",
      estimatedDays: 1,
      recommendedDepartment: "Ops",
      successCriteria: "None",
      dependencies: [],
    },
  ],
};

async function fillForm(page: Page, name: string, description: string) {
  const dialog = page.getByRole("dialog", { name: "AI Project Assistant" });
  await dialog.getByLabel("Project Name").fill(name);
  await dialog.getByLabel("Project Description").fill(description);
  await dialog.getByLabel("Timeline").fill("3 months");
  await dialog.getByLabel("Team Size").fill("5");
}

test("AI assistant: form, failure toast, review with choices, create the project", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const requests: unknown[] = [];
  let reply: (route: Route) => Promise<void> = (route) =>
    route.fulfill({
      status: 502,
      json: { message: "The AI assistant returned an invalid plan. Please try again." },
    });
  // No AI key on the e2e server: the form would say so and disable Generate (forms.spec.ts).
  await page.route("**/api/ai/status", (route) => route.fulfill({ json: { configured: true } }));
  await page.route("**/api/ai/generate-project", async (route) => {
    requests.push(route.request().postDataJSON());
    await reply(route);
  });

  await test.step("the server validates the brief (real call)", async () => {
    const res = await page.request.post("/api/ai/generate-project", { data: { projectName: "" } });
    expect(res.status()).toBe(400);
    expect((await res.json()).message).toBe("Project name is required");
  });

  await test.step("the form marks four required fields and checks them", async () => {
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "AI Assistant" }).click();
    const dialog = page.getByRole("dialog", { name: "AI Project Assistant" });
    await expect(dialog.getByRole("combobox", { name: "Priority" })).toHaveText("Medium");
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Generate Project Plan" }).click();
    await expect(dialog.getByText("Project name is required")).toBeVisible();
    await expect(dialog.getByText("Timeline is required")).toBeVisible();
    expect(requests).toHaveLength(0);
  });

  await test.step("a failed generation shows 'Generation Failed' with the server's message", async () => {
    await fillForm(page, "Customer Portal", "A portal for customers to manage their orders.");
    await page.getByRole("button", { name: "Generate Project Plan" }).click();
    await expect(toast(page)).toContainText("Generation Failed");
    await expect(toast(page)).toContainText("The AI assistant returned an invalid plan. Please try again.");
    expect(requests[0]).toMatchObject({
      projectName: "Customer Portal",
      timeline: "3 months",
      teamSize: "5",
      priority: "medium",
    });
  });

  await test.step("a plan is reviewed: overview, objectives, timeline, tasks all selected", async () => {
    reply = (route) => route.fulfill({ json: { project: PLAN, originalRequest: requests.at(-1) } });
    await page.getByRole("button", { name: "Generate Project Plan" }).click();
    const dialog = page.getByRole("dialog", { name: "AI Project Assistant" });
    await expect(dialog.getByRole("heading", { name: "Project Overview" })).toBeVisible();
    await expect(dialog).toContainText("A portal where customers manage their orders.");
    await expect(dialog).toContainText("Launch a beta");
    await expect(dialog).toContainText("12 weeks");
    await expect(dialog).toContainText("Discovery");
    await expect(dialog.getByRole("checkbox")).toHaveCount(3);
    for (const box of await dialog.getByRole("checkbox").all()) await expect(box).toBeChecked();
    await expect(dialog).toContainText("Estimated: 8 days");
    await expect(dialog).toContainText("Dependencies: Interview customers");
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("Back to Form keeps the brief; Create is disabled with nothing selected", async () => {
    const dialog = page.getByRole("dialog", { name: "AI Project Assistant" });
    await dialog.getByRole("button", { name: "Back to Form" }).click();
    await expect(dialog.getByLabel("Project Name")).toHaveValue("Customer Portal");
    await dialog.getByRole("button", { name: "Generate Project Plan" }).click();
    await dialog.getByRole("button", { name: "Deselect all" }).click();
    await expect(dialog.getByRole("button", { name: "Create Project" })).toBeDisabled();
    await dialog.getByRole("button", { name: "Select all" }).click();
    await expect(dialog.getByRole("button", { name: "Create Project" })).toBeEnabled();
  });

  await test.step("creates the project with the chosen tasks and assignee", async () => {
    const dialog = page.getByRole("dialog", { name: "AI Project Assistant" });
    await dialog.getByRole("checkbox", { name: "Skip me" }).uncheck();
    await dialog.getByRole("combobox", { name: "Assignee for Interview customers" }).click();
    await page
      .getByRole("option", { name: `${approvedUser.firstName} ${approvedUser.lastName} (You)` })
      .click();
    await dialog.getByRole("combobox", { name: "Department for Interview customers" }).click();
    await page.getByRole("option", { name: "No Department" }).click();
    await dialog.getByRole("button", { name: "Create Project" }).click();
    await expect(toast(page)).toContainText("Project Created Successfully");
    await expect(toast(page)).toContainText(
      "Your AI-generated project has been created with the selected tasks.",
    );
    await expect(dialog).toBeHidden();
    const projects = (await (await page.request.get("/api/projects")).json()) as {
      id: number;
      name: string;
    }[];
    const created = projects.find((p) => p.name === "Customer Portal");
    expect(created).toBeDefined();
    const mine = (await (await page.request.get("/api/tasks/user")).json()) as { title: string }[];
    expect(mine.map((t) => t.title)).toEqual(["Interview customers"]);
    const all = (await (await page.request.get("/api/projects/tasks")).json()) as {
      title: string;
      projectId: number;
    }[];
    expect(
      all
        .filter((t) => t.projectId === created!.id)
        .map((t) => t.title)
        .sort(),
    ).toEqual(["Design screens", "Interview customers"]);
  });

  await test.step("reopening starts from an empty form", async () => {
    await page.getByRole("button", { name: "AI Assistant" }).click();
    const dialog = page.getByRole("dialog", { name: "AI Project Assistant" });
    await expect(dialog.getByLabel("Project Name")).toHaveValue("");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });
});
