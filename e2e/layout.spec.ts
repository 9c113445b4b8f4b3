import type { Locator, Page } from "@playwright/test";
import { apiContext, createApprovedUser, uniqueEmail } from "./fixtures/auth.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./fixtures/env.ts";
import {
  animationsDone,
  axeProblems,
  HEIGHT,
  layoutProblems,
  long,
  ok,
  type Problem,
  seed,
  settle,
  WIDTHS,
} from "./fixtures/layout.ts";
import { expect, signIn, test } from "./fixtures/test.ts";

/**
 * Issue 9, defect 1: every text a user types wraps or is truncated with its full text on hover, at
 * every width from 360 px up, and nothing but the board's columns (and wide data in its own scroll
 * container) scrolls sideways. One seeded data set with 100-character unbroken values in every
 * user-typed field; one page walks every signed-in route at each width; axe runs once per screen.
 * The signed-out screens are in layout-signed-out.spec.ts; the probes in fixtures/layout.ts.
 */

/** The last signed-in screens, visited in this order, with their level-1 headings. */
const LAST_SCREENS: [string, string | RegExp][] = [
  ["/team-members", "Team Members"],
  ["/profile", /Profile/],
  ["/notifications", "Notifications"],
  ["/settings", "Settings"],
  ["/no-such-page", /Not Found/],
];

/** Builds the probes one layout walk shares; each records what is wrong into `problems`. */
function probes(page: Page, problems: Problem[]) {
  /** Checks the screen at every width (axe once, at the first), collecting what is wrong. */
  const walk = async (
    label: string,
    ready: () => Promise<void>,
    scope?: string,
    atWidth?: (width: number) => Promise<void>,
  ) => {
    for (const [i, width] of WIDTHS.entries()) {
      await page.setViewportSize({ width, height: HEIGHT });
      await settle(page);
      if (i === 0) await ready();
      for (const p of await layoutProblems(page, scope)) problems.push(`${label} @${width}: ${p}`);
      if (i === 0) for (const p of await axeProblems(page)) problems.push(`${label}: ${p}`);
      await atWidth?.(width);
    }
  };
  const visit = async (path: string, ready: () => Locator) => {
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    await page.goto(path);
    await walk(path, async () => {
      await expect(ready()).toBeVisible();
      // Lists and skeletons finish loading.
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
    });
  };
  const h1 = (name: string | RegExp) => () => page.getByRole("heading", { level: 1, name });
  /** Opens a dialog, checks it (fits the viewport, its buttons inside it) at every width, then closes it. */
  const dialog = async (label: string, open: () => Promise<void>, name: string | RegExp, alert = false) => {
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    await open();
    const d = page.getByRole(alert ? "alertdialog" : "dialog", { name });
    await expect(d).toBeVisible();
    await animationsDone(d);
    const boxes = async (width: number) => {
      const box = (await d.boundingBox())!;
      if (box.x < 0 || box.x + box.width > width) {
        problems.push(
          `${label} dialog @${width}: spans ${Math.round(box.x)}..${Math.round(box.x + box.width)}`,
        );
      }
      for (const button of await d.getByRole("button").all()) {
        const b = await button.boundingBox();
        if (b && (b.x < box.x - 1 || b.x + b.width > box.x + box.width + 1)) {
          const text = (await button.textContent())?.trim() || (await button.getAttribute("aria-label"));
          problems.push(`${label} dialog @${width}: button "${text}" outside the dialog`);
        }
      }
    };
    await walk(`${label} dialog`, async () => {}, alert ? "[role=alertdialog]" : "[role=dialog]", boxes);
    await page.keyboard.press("Escape");
    await expect(d).toBeHidden();
  };
  return { page, problems, walk, visit, h1, dialog };
}

/** The probes the walk's parts share. */
type Probes = ReturnType<typeof probes>;
/** What the walk seeded: a sprint, a project with tasks and a department. */
type Seeded = Awaited<ReturnType<typeof seed>>;

/** Walks the dashboard with its drawer and AI assistant, and the sprint screens and dialogs. */
async function dashboardAndSprints({ page, problems, visit, h1, dialog }: Probes, { sprintId }: Seeded) {
  await visit("/dashboard", h1("Dashboard"));
  // The navigation drawer of narrow screens, with Recent Tasks and the user block.
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  await page.getByRole("button", { name: "Open navigation" }).click();
  await expect(page.getByRole("dialog", { name: "Navigation" })).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("link", { name: /WWWW/ }).first()).toBeVisible();
  await animationsDone(page.getByRole("dialog", { name: "Navigation" }));
  for (const p of await layoutProblems(page, "[role=dialog]")) problems.push(`navigation drawer @360: ${p}`);
  await page.keyboard.press("Escape");
  await dialog(
    "AI assistant",
    () => page.getByRole("button", { name: "AI Assistant" }).click(),
    /AI Project Assistant/,
  );
  await visit("/", h1("Dashboard"));
  await visit("/sprints", h1("Sprints"));
  await dialog(
    "Create Sprint",
    () => page.getByRole("button", { name: "Create Sprint" }).first().click(),
    "Create Sprint",
  );
  await visit(`/sprints/${sprintId}`, h1(long("Sprint")));
  await dialog("Edit Sprint", () => page.getByRole("button", { name: "Edit Sprint" }).click(), "Edit Sprint");
  await visit(`/sprints/${sprintId}/backlog`, h1("Backlog & planning"));
}

/** Walks the project list and a project in every view, with their dialogs. */
async function projects({ page, walk, visit, h1, dialog }: Probes, { projectId, tasks }: Seeded) {
  await visit("/projects", h1("All Projects"));
  for (const view of ["List", "Table", "Cards"]) {
    await page
      .getByRole("radio", { name: view })
      .or(page.getByRole("button", { name: view, exact: true }))
      .first()
      .click();
    await walk(`/projects ${view}`, async () => {});
  }
  await dialog(
    "Edit Project",
    () =>
      page
        .getByRole("button", { name: `Edit ${long("Project")}` })
        .first()
        .click(),
    "Edit Project",
  );
  await dialog(
    "Delete Project",
    async () => {
      await page
        .getByRole("button", { name: `Edit ${long("Project")}` })
        .first()
        .click();
      await page
        .getByRole("dialog", { name: "Edit Project" })
        .getByRole("button", { name: "Delete Project" })
        .click();
    },
    "Delete Project",
    true,
  );
  await page.keyboard.press("Escape");
  await visit("/projects/new", h1(/Create|New Project/));
  await visit("/projects/import", h1("Import Tasks"));
  await visit(`/projects/${projectId}`, h1(long("Project")));
  for (const view of ["Table", "Gantt", "Kanban"]) {
    await page.getByRole("button", { name: view, exact: true }).click();
    await walk(`/projects/${projectId} ${view}`, async () => {});
  }
  await dialog(
    "Manage Statuses",
    () => page.getByRole("button", { name: "Manage Statuses" }).click(),
    /Manage Custom Statuses/,
  );
  await dialog(
    "Task",
    () => page.goto(`/projects/${projectId}?taskId=${tasks[0].id}`).then(() => undefined),
    "Edit Task",
  );
  await dialog(
    "Task 255",
    () => page.goto(`/projects/${projectId}?taskId=${tasks[3].id}`).then(() => undefined),
    "Edit Task",
  );
  await dialog(
    "Comments",
    async () => {
      await page.goto(`/projects/${projectId}?taskId=${tasks[0]!.id}`);
      await page
        .getByRole("dialog", { name: "Edit Task" })
        .getByRole("button", { name: /Comments/ })
        .click();
    },
    /^Comments - /,
  );
  await visit(`/projects/${projectId}/settings`, h1("Project settings"));
  await visit(`/projects/${projectId}/activity`, h1("Activity"));
}

/** Walks departments, the calendar in every mode, My Tasks and the reports' tabs. */
async function teamsCalendarTasksReports({ page, walk, visit, h1, dialog }: Probes, { teamId }: Seeded) {
  await visit("/teams", h1("Departments"));
  await visit(`/teams/${teamId}`, h1(long("Department")));
  await visit("/calendar", h1("Calendar"));
  for (const mode of ["Week", "Day", "Month"]) {
    await page
      .getByRole("button", { name: mode, exact: true })
      .or(page.getByRole("radio", { name: mode }))
      .first()
      .click();
    await walk(`/calendar ${mode}`, async () => {});
  }
  await visit("/tasks", h1(/Tasks/));
  await dialog(
    "Edit My Task",
    () => page.getByRole("button", { name: `Edit ${long("Task")}` }).click(),
    "Edit Task",
  );
  await visit("/reports", h1(/Reports/));
  for (const tab of ["Projects", "Tasks", "Team Performance"]) {
    await page.getByRole("tab", { name: tab }).click();
    await walk(`/reports ${tab}`, async () => {});
  }
}

// The walk's parts run as tests of their own, spread over the workers (one walk took four minutes).
test.describe.configure({ mode: "parallel" });

/**
 * Seeds the long-named data set for a new long-named user, signs the page in as them, runs `part`
 * with the probes, and fails listing every problem it found.
 */
async function walkAs(page: Page, part: (p: Probes, seeded: Seeded) => Promise<void>) {
  const user = await createApprovedUser({
    email: `${"w".repeat(60)}${uniqueEmail("layout")}`,
    firstName: long("First"),
    lastName: long("Last"),
  });
  const actorUser = await createApprovedUser({ firstName: long("ActorFirst"), lastName: long("ActorLast") });
  const request = await apiContext();
  const actor = await apiContext();
  const problems: Problem[] = [];
  try {
    await request.post("/api/auth/login", { data: { email: user.email, password: user.password } });
    await actor.post("/api/auth/login", { data: { email: actorUser.email, password: actorUser.password } });
    const seeded = await seed(request, actor, user.id);
    await ok(
      await request.post(`/api/teams/${seeded.teamId}/members`, { data: { userId: actorUser.id } }),
      "member",
    );
    await signIn(page, user);
    await part(probes(page, problems), seeded);
  } finally {
    await request.dispose();
    await actor.dispose();
  }
  expect(problems).toEqual([]);
}

// Every screen and dialog at five widths with axe once per screen, 100-character names in every field.
test("layout: the dashboard, its drawer and assistant, and the sprint screens fit 360-1440 px", async ({
  page,
}) => {
  await walkAs(page, dashboardAndSprints);
});

test("layout: the projects, a project in every view, and their dialogs fit 360-1440 px", async ({ page }) => {
  await walkAs(page, projects);
});

test("layout: departments, the calendar, My Tasks and the reports fit 360-1440 px", async ({ page }) => {
  await walkAs(page, teamsCalendarTasksReports);
});

test("layout: the last screens and the administrator's user list fit 360-1440 px", async ({ page }) => {
  await walkAs(page, async (p) => {
    for (const [path, name] of LAST_SCREENS) await p.visit(path, p.h1(name));
    // The administrator's screen lists the long-named users.
    await page.request.post("/api/auth/logout");
    await signIn(page, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    await p.visit("/admin", p.h1(/Admin/));
  });
});

test("the signed-in shell starts with a 'Skip to content' link to the main region", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  await page.goto("/sprints");
  await expect(page.getByRole("heading", { level: 1, name: "Sprints" })).toBeVisible();
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press("Tab");
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  // The next Tab goes on from the page's content, not from the navigation.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("navigation", { name: "Main" }).locator(":focus")).toHaveCount(0);
});
