import type { Page } from "@playwright/test";
import { addDays, endOfMonth, endOfWeek, format, startOfMonth, startOfWeek } from "date-fns";
import { recordRequests } from "./fixtures/requests.ts";
import { seedProject } from "./fixtures/seed.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures/test.ts";

/** A local time today (or `days` away) at `hour`:00, as the ISO string the API takes. */
const at = (days: number, hour: number) => {
  const d = addDays(new Date(), days);
  d.setHours(hour, 0, 0, 0);
  return d.toISOString();
};

const day = (page: Page, date: Date) =>
  page.locator(`[data-testid="calendar-day"][data-date="${format(date, "yyyy-MM-dd")}"]`);

/** What the first calendar test's steps share: the page, today, the seeded project and the API calls seen. */
type Journey = {
  page: Page;
  today: Date;
  projectId: number;
  apiCalls: URL[];
  calendarCalls: () => URL[];
};

/** Opens the calendar and checks the month grid: headers, today, chips, overdue ring. */
async function monthView({ page, today }: Journey) {
  await page.goto("/calendar");
  await expect(page.getByRole("heading", { name: "Calendar", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: format(today, "MMMM yyyy") })).toBeVisible();
  await expect(page.getByRole("button", { name: "Month", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const headers = page.getByRole("columnheader");
  await expect(headers.first()).toHaveText("Sun");
  await expect(headers.last()).toHaveText("Sat");
  const cell = day(page, today);
  await expect(cell.locator('[aria-current="date"]')).toBeVisible();
  await expect(cell.getByTestId("calendar-chip")).toHaveCount(3);
  await expect(cell.getByRole("button", { name: /\+1 more/ })).toBeVisible();
  // Yesterday may sit in last month's padding or in another month: only check it when shown.
  const late = day(page, addDays(today, -1)).getByTestId("calendar-chip");
  if (await late.count()) {
    await expect(late).toHaveAttribute("data-overdue", "true");
    await expect(late).toHaveClass(/ring-red-500/);
  }
  await expect(page.getByRole("main").getByText("Someday")).toHaveCount(0);
  await expect(page.getByText(/^\d+ tasks? scheduled$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

/** Checks the month fetched only its range and the sidebar asked for three tasks. */
async function monthRequests({ page, today, projectId, apiCalls, calendarCalls }: Journey) {
  const month = calendarCalls();
  expect(month.length).toBeGreaterThan(0);
  const first = startOfWeek(startOfMonth(today));
  const last = endOfWeek(endOfMonth(today));
  for (const url of month) {
    expect(url.searchParams.get("from")).toBe(format(addDays(first, -1), "yyyy-MM-dd"));
    expect(url.searchParams.get("to")).toBe(format(addDays(last, 1), "yyyy-MM-dd"));
  }
  const recent = apiCalls.filter((url) => url.pathname === "/api/tasks/recent");
  expect(recent.length).toBeGreaterThan(0);
  expect(recent.every((url) => url.searchParams.get("limit") === "3")).toBe(true);
  const sidebar = page.getByRole("region", { name: "Recent Tasks" });
  await expect(sidebar.getByRole("listitem")).toHaveCount(3);
  await expect(sidebar.getByRole("link", { name: /Someday/ })).toHaveAttribute(
    "href",
    new RegExp(`/projects/${projectId}\\?taskId=`),
  );
}

/** Clicks today's "+1 more" and checks the day view lists every task's details. */
async function moreOpensDay({ page, today }: Journey) {
  await day(page, today)
    .getByRole("button", { name: /\+1 more/ })
    .click();
  await expect(page.getByRole("button", { name: "Day", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByRole("heading", { name: format(today, "EEEE, MMMM d, yyyy") })).toBeVisible();
  await expect(page.getByText("4 tasks scheduled")).toBeVisible();
  const card = page.getByTestId("calendar-card").filter({ hasText: "Chip two" });
  await expect(card).toContainText("Second of four");
  await expect(card).toContainText("Low");
  await expect(card).toContainText("To Do");
  await expect(card).toContainText("Unassigned");
  await expect(card).toContainText("Launch");
  await expect(card).toContainText("11:00 PM");
  await expect(card.getByTestId("task-key")).toHaveText(/^[A-Z][A-Z0-9]{1,5}-\d+$/);
  await expectNoSeriousA11yViolations(page);
}

/** Moves two days ahead to the empty state, then back with Today. */
async function dayNavigation({ page, today }: Journey) {
  await page.getByRole("button", { name: "Next day" }).click();
  await page.getByRole("button", { name: "Next day" }).click();
  await expect(
    page.getByRole("heading", { name: format(addDays(today, 2), "EEEE, MMMM d, yyyy") }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "No tasks scheduled" })).toBeVisible();
  await expect(page.getByText("You have no tasks due on this date.")).toBeVisible();
  await page.getByRole("button", { name: "Today", exact: true }).click();
  await expect(page.getByRole("heading", { name: format(today, "EEEE, MMMM d, yyyy") })).toBeVisible();
}

/** Switches to the week view, checks it, and steps back and forward a week. */
async function weekView({ page, today, calendarCalls }: Journey) {
  await page.getByRole("button", { name: "Week", exact: true }).click();
  const sunday = startOfWeek(today);
  const saturday = addDays(sunday, 6);
  const title =
    sunday.getFullYear() === saturday.getFullYear()
      ? `${format(sunday, "MMM d")} - ${format(saturday, "MMM d, yyyy")}`
      : `${format(sunday, "MMM d, yyyy")} - ${format(saturday, "MMM d, yyyy")}`;
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByTestId("calendar-week-day")).toHaveCount(7);
  await expect(page.getByTestId("calendar-week-day").first()).toContainText("Sun");
  const card = page.getByTestId("calendar-card").filter({ hasText: "Chip one" });
  await expect(card).toContainText("Medium");
  await expect(card).toContainText("To Do");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Previous week" }).click();
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
  // Navigating fetches the week beyond the one now shown, ahead of the next click.
  const twoBack = addDays(sunday, -14);
  await expect
    .poll(() =>
      calendarCalls().some(
        (url) => url.searchParams.get("from") === format(addDays(twoBack, -1), "yyyy-MM-dd"),
      ),
    )
    .toBe(true);
  await page.getByRole("button", { name: "Next week" }).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
}

/** Clicks a task card and checks its board opens with the task dialog. */
async function openTaskOnBoard({ page, projectId }: Journey) {
  await page.getByTestId("calendar-card").filter({ hasText: "Chip one" }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}`));
  await expect(page.getByRole("dialog", { name: "Edit Task" })).toBeVisible();
}

test("calendar: month grid with chips and overdue rings, week and day views, navigation", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const projectId = await seedProject(page, {
    name: "Launch",
    tasks: [
      { title: "Late report", priority: "high", dueDate: at(-1, 9), assignedTo: approvedUser.id },
      { title: "Chip one", dueDate: at(0, 23) },
      { title: "Chip two", description: "Second of four", priority: "low", dueDate: at(0, 23) },
      { title: "Chip three", dueDate: at(0, 23) },
      { title: "Chip four", dueDate: at(0, 23) },
      { title: "Someday", priority: "low" },
    ],
  });
  const today = new Date();
  const apiCalls = recordRequests(page, (url) => url.pathname.startsWith("/api/tasks/"));
  const calendarCalls = () => apiCalls.filter((url) => url.pathname === "/api/tasks/calendar");
  const j: Journey = { page, today, projectId, apiCalls, calendarCalls };

  await test.step("month view: title, count, Sunday first, today highlighted, 3 chips and +N more", () =>
    monthView(j));

  await test.step("only the shown range is fetched (a day of margin each side); the sidebar asks for 3", () =>
    monthRequests(j));

  await test.step("+N more opens that day with every task's details", () => moreOpensDay(j));

  await test.step("day view: previous and next days, the empty state and Today", () => dayNavigation(j));

  await test.step("week view: seven columns from Sunday with title, priority, status and assignee", () =>
    weekView(j));

  await test.step("clicking a task opens it on its board", () => openTaskOnBoard(j));
});

test("calendar week: five cards a day from the server, '+N more' opens the day; the view is in the URL", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  await seedProject(page, {
    name: "Crowded",
    tasks: Array.from({ length: 7 }, (_, i) => ({
      title: `Crowd ${i + 1}`,
      description: `Details of crowd ${i + 1}`,
      dueDate: at(0, 10 + i),
    })),
  });
  const calls = recordRequests(page, "/api/tasks/calendar");
  await page.goto("/calendar?view=week");
  await expect(page.getByRole("button", { name: "Week", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const today = page.getByRole("region", { name: new RegExp(format(new Date(), "MMMM yyyy")) }).filter({
    has: page.locator('[aria-current="date"]'),
  });
  await expect(today.getByTestId("calendar-card")).toHaveCount(5);
  await expect(page.getByText("7 tasks scheduled")).toBeVisible();
  // The week asks for five tasks a day (and no descriptions) for its days and a day each side.
  const sunday = startOfWeek(new Date());
  const week = calls.filter(
    (url) => url.searchParams.get("from") === format(addDays(sunday, -1), "yyyy-MM-dd"),
  );
  expect(week.length).toBeGreaterThan(0);
  expect(week.every((url) => url.searchParams.get("perDay") === "5" && url.searchParams.has("tz"))).toBe(
    true,
  );
  expect(week[0]!.searchParams.get("to")).toBe(format(addDays(sunday, 7), "yyyy-MM-dd"));
  await expectNoSeriousA11yViolations(page);

  await today.getByRole("button", { name: /\+2 more/ }).click();
  await expect(page).toHaveURL(/[?&]view=day/);
  await expect(page.getByTestId("calendar-card")).toHaveCount(7);
  await expect(page.getByTestId("calendar-card").filter({ hasText: "Crowd 7" })).toContainText(
    "Details of crowd 7",
  );
  await page.goBack();
  await expect(page.getByRole("button", { name: "Week", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});
