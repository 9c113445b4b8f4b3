// The probes below run in the page; their DOM types come from this lib.
/// <reference lib="dom" />
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { apiContext, createApprovedUser, uniqueEmail } from "./fixtures/auth.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./fixtures/env.ts";
import { expect, signIn, test } from "./fixtures/test.ts";

/**
 * Issue 9, defect 1: every text a user types wraps or is truncated with its full text on hover, at
 * every width from 360 px up, and nothing but the board's columns (and wide data in its own scroll
 * container) scrolls sideways. One seeded data set with 100-character unbroken values in every
 * user-typed field; one page walks every signed-in route at each width; axe runs once per screen.
 */

const WIDTHS = [360, 390, 768, 1024, 1440] as const;
const HEIGHT = 800;

/** A 100-character value with no break opportunity (W is the widest letter). */
const long = (label: string) => `${label}_${"W".repeat(99 - label.length)}`;

type Problem = string;

/**
 * Layout problems on the current screen: the page scrolls sideways; an element's content spills out
 * of it (overflow visible); text is clipped without an ellipsis; or text cut with an ellipsis has no
 * full text on hover (a title on it or an ancestor). Scroll containers (overflow-x auto/scroll) may
 * hold wider content; what is inside them is still checked.
 */
async function layoutProblems(page: Page, scope?: string): Promise<Problem[]> {
  return page.evaluate((scopeSelector) => {
    const problems: string[] = [];
    const root = document.scrollingElement as HTMLElement;
    if (root.scrollWidth > window.innerWidth) {
      // Name the innermost elements that reach past the right edge.
      const past = Array.from(document.body.querySelectorAll("*")).filter(
        (e) =>
          e.getBoundingClientRect().right > window.innerWidth + 1 &&
          !Array.from(e.children).some((c) => c.getBoundingClientRect().right > window.innerWidth + 1),
      );
      const names = past
        .slice(0, 3)
        .map(
          (e) =>
            `<${e.tagName.toLowerCase()} class="${e.getAttribute("class")?.slice(0, 80)}"> "${(e.textContent ?? "").trim().slice(0, 20)}"`,
        );
      problems.push(`page scrollWidth ${root.scrollWidth} > ${window.innerWidth}: ${names.join(", ")}`);
    }
    const label = (el: Element) => {
      const id = el.id ? `#${el.id}` : "";
      const testId = el.getAttribute("data-testid");
      const text = (el.textContent ?? "").trim().slice(0, 30);
      return `<${el.tagName.toLowerCase()}${id}${testId ? ` data-testid=${testId}` : ""}> "${text}"`;
    };
    // A search box keeps room to type in.
    for (const input of Array.from(document.querySelectorAll<HTMLInputElement>("input[type=search]"))) {
      const width = input.getBoundingClientRect().width;
      if (width > 0 && width < 200)
        problems.push(`search box "${input.getAttribute("aria-label")}" is ${Math.round(width)}px wide`);
    }
    const insideHidden = (el: Element) => {
      for (let a = el.parentElement; a; a = a.parentElement) {
        if (a.clientWidth <= 1 && getComputedStyle(a).position === "absolute") return true;
      }
      return false;
    };
    const scopeEl = scopeSelector ? document.querySelector(scopeSelector) : document.body;
    if (!scopeEl) return [...problems, `no ${scopeSelector}`];
    for (const el of Array.from(scopeEl.querySelectorAll<HTMLElement>("*"))) {
      if (!(el instanceof HTMLElement)) continue;
      if (["INPUT", "TEXTAREA", "SELECT", "OPTION", "SCRIPT", "STYLE", "BR"].includes(el.tagName)) continue;
      const style = getComputedStyle(el);
      if (style.display === "inline" || style.display === "none" || style.display === "contents") continue;
      if (el.clientWidth === 0 || el.getClientRects().length === 0) continue;
      // Visually hidden text (sr-only) is clipped on purpose.
      if (style.position === "absolute" && el.clientWidth <= 1) continue;
      if (el.closest("[aria-hidden='true']")) continue;
      // Text cut after some lines (line-clamp) also needs its full text on hover.
      const clamp = style.getPropertyValue("-webkit-line-clamp");
      if (clamp && clamp !== "none" && el.scrollHeight - el.clientHeight > 1 && !el.closest("[title]")) {
        problems.push(`clamped without the full text on hover: ${label(el)}`);
      }
      const over = el.scrollWidth - el.clientWidth;
      if (over <= 1) continue;
      // Inside visually hidden text (sr-only, Radix VisuallyHidden: a 1 px absolute box).
      if (insideHidden(el)) continue;
      const overflowX = style.overflowX;
      if (overflowX === "auto" || overflowX === "scroll") continue;
      if (overflowX === "visible") {
        // Content that sticks out of its box; only report the innermost such box.
        const child = Array.from(el.children).some(
          (c) => c instanceof HTMLElement && c.scrollWidth - c.clientWidth > 1 && c.clientWidth > 0,
        );
        if (!child) problems.push(`spills out by ${over}px: ${label(el)}`);
        continue;
      }
      // overflow hidden or clip: an ellipsis with the full text on hover, else clipped.
      if (style.textOverflow !== "ellipsis") {
        problems.push(`clipped by ${over}px without an ellipsis: ${label(el)}`);
      } else if (!el.closest("[title]")) {
        problems.push(`truncated without the full text on hover: ${label(el)}`);
      }
    }
    return problems;
  }, scope);
}

/** Runs axe on the current screen; returns its serious and critical violations. */
async function axeProblems(page: Page): Promise<Problem[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `axe ${v.impact} ${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .join(", ")
          .slice(0, 300)}`,
    );
}

/** Waits for the layout to settle after a resize (two frames). */
async function settle(page: Page) {
  await page.evaluate(
    () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
  );
}

/** The created entity of a successful request (fails with the response body otherwise). */
async function ok(
  res: Awaited<ReturnType<APIRequestContext["post"]>>,
  what: string,
): Promise<{ id: number }> {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as { id: number };
}

/** The data set: one user with long names owning one of everything, and an actor who notifies them. */
async function seed(request: APIRequestContext, actor: APIRequestContext, userId: number) {
  const sprint = await ok(
    await request.post("/api/sprints", {
      data: { name: long("Sprint"), description: long("SprintDescription"), status: "active" },
    }),
    "sprint",
  );
  const project = await ok(
    await request.post("/api/projects", {
      data: { name: long("Project"), description: long("ProjectDescription"), sprintId: sprint.id },
    }),
    "project",
  );
  await ok(
    await request.post("/api/custom-statuses", { data: { name: long("Status"), color: "purple" } }),
    "status",
  );
  const team = await ok(
    await request.post("/api/teams", { data: { name: long("Department"), description: long("DeptDesc") } }),
    "department",
  );
  await ok(
    await request.post("/api/personal-team-members", {
      data: { email: `${"w".repeat(60)}${uniqueEmail("invite")}`, departmentId: team.id },
    }),
    "invite",
  );
  const boards = (await (await request.get(`/api/projects/${project.id}/boards`)).json()) as { id: number }[];
  const boardId = boards[0]!.id;
  const today = new Date();
  today.setHours(18, 0, 0, 0);
  const overdue = new Date(Date.now() - 3 * 86_400_000);
  const tags = [long("Tag").slice(0, 50), `${long("Tag2").slice(0, 49)}X`, "short"];
  const tasks: { id: number }[] = [];
  for (const [label, status, dueDate] of [
    ["Task", "todo", today],
    ["TaskInProgress", "in_progress", overdue],
    ["TaskCustom", long("Status"), today],
  ] as const) {
    tasks.push(
      await ok(
        await request.post(`/api/boards/${boardId}/tasks`, {
          data: {
            title: long(label),
            description: long(`${label}Description`),
            status,
            priority: "high",
            tags,
            assignedTo: userId,
            dueDate: dueDate.toISOString(),
          },
        }),
        `task ${label}`,
      ),
    );
  }
  // The longest title the schema allows.
  tasks.push(
    await ok(
      await request.post(`/api/boards/${boardId}/tasks`, {
        data: { title: "T".repeat(255), status: "review", assignedTo: userId, dueDate: today.toISOString() },
      }),
      "255-character task",
    ),
  );
  await ok(
    await request.post(`/api/tasks/${tasks[0].id}/comments`, { data: { content: long("Comment") } }),
    "comment",
  );
  // Another long-named user assigns a task in a project of theirs: notifications and activity.
  const other = await ok(
    await actor.post("/api/projects", {
      data: { name: long("OtherProject"), description: long("OtherDesc") },
    }),
    "other project",
  );
  const otherBoards = (await (await actor.get(`/api/projects/${other.id}/boards`)).json()) as {
    id: number;
  }[];
  await ok(
    await actor.post(`/api/boards/${otherBoards[0]!.id}/tasks`, {
      data: { title: long("AssignedTask"), assignedTo: userId, dueDate: today.toISOString() },
    }),
    "assigned task",
  );
  return { sprintId: sprint.id as number, projectId: project.id as number, teamId: team.id as number, tasks };
}

test("layout: every screen and dialog fits 360-1440 px with 100-character names; axe clean", async ({
  page,
}) => {
  test.setTimeout(240_000);
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
    const { sprintId, projectId, teamId, tasks } = await seed(request, actor, user.id);
    await ok(
      await request.post(`/api/teams/${teamId}/members`, { data: { userId: actorUser.id } }),
      "member",
    );
    await signIn(page, user);

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
      await page.waitForTimeout(250); // the opening animation
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

    await visit("/dashboard", h1("Dashboard"));
    // The navigation drawer of narrow screens, with Recent Tasks and the user block.
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    await page.getByRole("button", { name: "Open navigation" }).click();
    await expect(page.getByRole("dialog", { name: "Navigation" })).toBeVisible();
    await expect(page.getByRole("dialog").getByRole("link", { name: /WWWW/ }).first()).toBeVisible();
    await page.waitForTimeout(250); // the sliding animation
    for (const p of await layoutProblems(page, "[role=dialog]"))
      problems.push(`navigation drawer @360: ${p}`);
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
    await dialog(
      "Edit Sprint",
      () => page.getByRole("button", { name: "Edit Sprint" }).click(),
      "Edit Sprint",
    );
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
    await visit("/team-members", h1("Team Members"));
    await visit("/profile", h1(/Profile/));
    await visit("/notifications", h1("Notifications"));
    await visit("/settings", h1("Settings"));
    await visit("/no-such-page", h1(/Not Found/));

    // The administrator's screen lists the long-named users.
    await page.request.post("/api/auth/logout");
    await signIn(page, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    await visit("/admin", h1(/Admin/));
  } finally {
    await request.dispose();
    await actor.dispose();
  }
  expect(problems).toEqual([]);
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

test("signed-out screens fit 360 px with a long email address; axe clean", async ({ page }) => {
  test.setTimeout(120_000);
  const problems: Problem[] = [];
  const email = `${"w".repeat(60)}${uniqueEmail("signed-out")}`;
  const check = async (label: string) => {
    for (const width of [360, 390, 768]) {
      await page.setViewportSize({ width, height: HEIGHT });
      await settle(page);
      for (const p of await layoutProblems(page)) problems.push(`${label} @${width}: ${p}`);
    }
  };
  for (const path of [
    "/",
    "/login",
    "/register",
    "/forgot-password",
    "/reset-password?token=abc",
    "/nowhere",
  ]) {
    await page.setViewportSize({ width: 360, height: HEIGHT });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    for (const p of await axeProblems(page)) problems.push(`${path}: ${p}`);
    await check(path);
  }
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: /Send/ }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  await check("/forgot-password sent");
  // A pending account waits with its long address and name on screen.
  const request = await apiContext();
  try {
    await request.post("/api/auth/register", {
      data: {
        email,
        firstName: long("First"),
        lastName: long("Last"),
        password: "Pending-password-1",
        confirmPassword: "Pending-password-1",
      },
    });
  } finally {
    await request.dispose();
  }
  await signIn(page, { email, password: "Pending-password-1" });
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await check("pending approval");
  expect(problems).toEqual([]);
});
