import type { Page } from "@playwright/test";
import { STATUS_COLOR_VALUES } from "../contract/statuses.ts";
import { apiContext, createApprovedUser } from "./fixtures/auth.ts";
import { seriousViolationsInPage } from "./fixtures/axe.ts";
import { long, ok, type Problem, seed } from "./fixtures/layout.ts";
import { expect, signIn, test } from "./fixtures/test.ts";

// Dark mode (product rules: dark mode): chosen from the user menu, saved per user, painted before
// the app's code runs, and every screen legible (axe, colour contrast included) in both themes.

const htmlClass = (page: Page) => page.locator("html");

test("dark from the user menu with the keyboard: kept on reload with no light paint, and on another device", async ({
  page,
  browser,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(htmlClass(page)).not.toHaveClass(/\bdark\b/);

  const themeButton = page.getByRole("button", { name: "Theme: System" });
  await themeButton.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu", { name: "Theme" });
  await expect(menu).toBeVisible();
  // The menu opens on the chosen theme.
  const system = menu.getByRole("menuitemradio", { name: "System" });
  await expect(system).toHaveAttribute("aria-checked", "true");
  await expect(system).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(menu.getByRole("menuitemradio", { name: "Dark" })).toBeFocused();
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/user/theme") && r.ok());
  await page.keyboard.press("Enter");
  await saved;
  await expect(htmlClass(page)).toHaveClass(/\bdark\b/);
  await expect(page.getByRole("button", { name: "Theme: Dark" })).toBeFocused();
  expect(((await (await page.request.get("/api/auth/user")).json()) as { theme: string }).theme).toBe("dark");

  // Reloaded with none of the app's code allowed to run: index.html's inline script alone (allowed
  // by the CSP) paints dark from the first frame.
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.reload();
  await expect(htmlClass(page)).toHaveClass(/\bdark\b/);
  await page.unroute("**/assets/*.js");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(htmlClass(page)).toHaveClass(/\bdark\b/);

  // Another browser (no local copy) gets the theme from the server.
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await signIn(second, approvedUser);
    await second.goto("/dashboard");
    await expect(second.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(htmlClass(second)).toHaveClass(/\bdark\b/);
    expect(await second.evaluate(() => localStorage.getItem("sprintboard:theme"))).toBe("dark");
    // Back to light there: this device's menu choice is saved for the user.
    await second.getByRole("button", { name: "Theme: Dark" }).focus();
    await second.keyboard.press("Enter");
    await second.getByRole("menuitemradio", { name: "Light" }).focus();
    await second.keyboard.press("Enter");
    await expect(htmlClass(second)).not.toHaveClass(/\bdark\b/);
    await expect
      .poll(
        async () => ((await (await page.request.get("/api/auth/user")).json()) as { theme: string }).theme,
      )
      .toBe("light");
  } finally {
    await other.close();
  }
});

/** A screen of the walk: its address, what shows once it has loaded, and an optional step on it. */
type Screen = [label: string, path: string, ready: (page: Page) => Promise<void>];

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
};
const tab = (h1: string | RegExp, name: string) => async (page: Page) => {
  await heading(h1)(page);
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
};
const viewButton = (name: string) => async (page: Page) => {
  await heading("All Projects")(page);
  await page
    .getByRole("radio", { name })
    .or(page.getByRole("button", { name, exact: true }))
    .first()
    .click();
};
const taskDialog = async (page: Page) => {
  await expect(page.getByRole("dialog", { name: "Edit Task" })).toBeVisible();
};

/** Goes to `path` inside the app (no reload, so axe stays injected), closing a dialog left open. */
async function visit(page: Page, path: string) {
  if ((await page.getByRole("dialog").count()) > 0) {
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  }
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

/** Every signed-in screen with content, dialogs and tabs included. */
function screens(s: {
  sprintId: number;
  projectId: number;
  teamId: number;
  taskId: number;
  channelId: number;
}) {
  const list: Screen[] = [
    ["dashboard", "/dashboard", heading("Dashboard")],
    ["projects cards", "/projects", viewButton("Cards")],
    ["projects list", "/projects", viewButton("List")],
    ["projects table", "/projects", viewButton("Table")],
    ["sprints", "/sprints", heading("Sprints")],
    ["sprint detail", `/sprints/${s.sprintId}`, heading(long("Sprint"))],
    ["backlog", `/sprints/${s.sprintId}/backlog`, heading("Backlog & planning")],
    ["ceremonies", `/sprints/${s.sprintId}/ceremonies`, heading(/^Ceremonies/)],
    [
      "chat",
      `/chat/${s.channelId}`,
      async (page) => {
        await heading("Chat")(page);
        await expect(page.getByText("Dark mode message")).toBeVisible();
      },
    ],
    ["calendar", "/calendar", heading("Calendar")],
    ["my tasks", "/tasks", heading(/Tasks/)],
    ["teams", "/teams", heading("Departments")],
    ["team", `/teams/${s.teamId}`, heading(long("Department"))],
    ["team members", "/team-members", heading("Team Members")],
    ["notifications", "/notifications", heading("Notifications")],
    ["settings", "/settings", heading("Settings")],
    ["profile", "/profile", heading(/Profile/)],
  ];
  // The board itself: the Blocked badge and a status badge of every colour (issue 32, item 8).
  list.push([
    "board kanban",
    `/projects/${s.projectId}?view=kanban`,
    async (page) => {
      await expect(page.getByTestId("card-blocked").first()).toBeVisible();
    },
  ]);
  list.push([
    "board table",
    `/projects/${s.projectId}?view=table`,
    async (page) => {
      await expect(page.getByRole("table").getByText("orange status")).toBeVisible();
    },
  ]);
  for (const view of ["kanban", "table", "gantt"])
    list.push([
      `board ${view} with a task open`,
      `/projects/${s.projectId}?view=${view}&taskId=${s.taskId}`,
      taskDialog,
    ]);
  for (const name of ["Overview", "Projects", "Tasks", "Team Performance"])
    list.push([`reports ${name}`, "/reports", tab(/Reports/, name)]);
  return list;
}

test("every screen passes axe, colour contrast included, in light and in dark at 1280 px", async ({
  page,
}) => {
  // 29 screens twice with axe, moving inside the app: under 4 minutes beside other work on 2 cores.
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const user = await createApprovedUser({ firstName: long("First"), lastName: long("Last") });
  const actorUser = await createApprovedUser();
  const request = await apiContext();
  const actor = await apiContext();
  const problems: Problem[] = [];
  try {
    await ok(
      await request.post("/api/auth/login", { data: { email: user.email, password: user.password } }),
      "login",
    );
    await ok(
      await actor.post("/api/auth/login", { data: { email: actorUser.email, password: actorUser.password } }),
      "login",
    );
    const seeded = await seed(request, actor, user.id);
    // A blocked card, and a column and a task in each status colour.
    await ok(
      await request.post(`/api/tasks/${seeded.tasks[0]!.id}/links`, {
        data: { type: "blocked_by", taskId: seeded.tasks[1]!.id },
      }),
      "link",
    );
    const boards = (await (await request.get(`/api/projects/${seeded.projectId}/boards`)).json()) as {
      id: number;
    }[];
    for (const color of STATUS_COLOR_VALUES) {
      if (color === "purple") continue;
      await ok(
        await request.post("/api/custom-statuses", { data: { name: `${color} status`, color } }),
        `status ${color}`,
      );
      await ok(
        await request.post(`/api/boards/${boards[0]!.id}/tasks`, {
          data: { title: `A ${color} task`, status: `${color}_status` },
        }),
        `task ${color}`,
      );
    }
    const { channels } = (await (await request.get("/api/chat/channels")).json()) as {
      channels: { id: number }[];
    };
    const channelId = channels[0]!.id;
    await ok(
      await request.post(`/api/chat/channels/${channelId}/messages`, {
        data: { content: "Dark mode message" },
      }),
      "message",
    );
    await signIn(page, user);
    const all = screens({ ...seeded, taskId: seeded.tasks[0]!.id, channelId });

    for (const theme of ["light", "dark"] as const) {
      await ok(await page.request.patch("/api/user/theme", { data: { theme } }), `theme ${theme}`);
      await page.goto("/dashboard");
      for (const [label, path, ready] of all) {
        await visit(page, path);
        await ready(page);
        await expect(htmlClass(page)).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        for (const p of await seriousViolationsInPage(page)) problems.push(`${theme} ${label}: ${p}`);
      }
    }
    // Signed out, the login and landing pages follow this device's last theme.
    await page.request.post("/api/auth/logout");
    for (const theme of ["light", "dark"] as const) {
      await page.evaluate((t) => localStorage.setItem("sprintboard:theme", t), theme);
      for (const [path, name] of [
        ["/login", /sign in/i],
        ["/", /.+/],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
        await expect(htmlClass(page)).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        for (const p of await seriousViolationsInPage(page)) problems.push(`${theme} ${path}: ${p}`);
      }
    }
  } finally {
    await request.dispose();
    await actor.dispose();
  }
  expect(problems).toEqual([]);
});
