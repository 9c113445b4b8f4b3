import type { Page, Request, Response, WebSocket } from "@playwright/test";
import { expect, signIn, test } from "./fixtures/test.ts";

/*
 * Issue 14: every signed-in screen fetches at most 150 KB of API data (decoded) in its first
 * seconds, apart from the board page's own task list, on an instance where the user sees 3,000
 * tasks, and sends no request twice. The test prints each screen's total so that a regression
 * shows before it fails.
 */

const BUDGET = 150 * 1024;
const PROJECTS = 6;
const TASKS_PER_PROJECT = 500;
const DAY = 86_400_000;
const description = "Steps to reproduce, expected and actual behaviour, and the logs. ".repeat(5);

/** One /api answer a screen received: when (ms after the screen was asked for), from which page, how big. */
type Answer = { url: string; bytes: number; at: number; from: string };

/**
 * Decoded bytes of every /api response the page receives while `run` goes and settles, and a
 * timeline of the answers and of the socket's openings and closings (printed when a screen sends
 * a request twice, so that the cause shows in the failure).
 */
async function apiBytes(page: Page, run: () => Promise<void>, skip: RegExp | null) {
  const started = Date.now();
  const sizes: Promise<Answer>[] = [];
  const socket: string[] = [];
  // Only what this screen asked for: an answer to a request the previous screen sent before the
  // navigation (it arrives a moment later) is that screen's, not this one's.
  // Each with the page that sent it (the frame's address when it left).
  const sent = new Map<Request, string>();
  const onRequest = (request: Request) => void sent.set(request, new URL(request.frame().url()).pathname);
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith("/api/") || skip?.test(url.pathname)) return;
    if (!sent.has(response.request())) return;
    const at = Date.now() - started;
    const from = sent.get(response.request()) ?? "";
    sizes.push(
      response
        .body()
        .then((body) => ({ url: `${url.pathname}${url.search}`, bytes: body.length, at, from }))
        .catch(() => ({ url: url.pathname, bytes: 0, at, from })),
    );
  };
  const onSocket = (ws: WebSocket) => {
    socket.push(`${Date.now() - started} ms socket opened`);
    ws.on("close", () => socket.push(`${Date.now() - started} ms socket closed`));
  };
  page.on("request", onRequest);
  page.on("response", onResponse);
  page.on("websocket", onSocket);
  try {
    await run();
    // "Its first seconds": until the page has sent nothing for half a second (Playwright's
    // network idle), so whatever a screen asks for once it has drawn counts too.
    await page.waitForLoadState("networkidle");
  } finally {
    page.off("request", onRequest);
    page.off("response", onResponse);
    page.off("websocket", onSocket);
  }
  const all = await Promise.all(sizes);
  const timeline = [...all.map((a) => `${a.at} ms ${a.url} (page ${a.from})`), ...socket];
  return { total: all.reduce((sum, r) => sum + r.bytes, 0), requests: all, timeline };
}

test("every signed-in screen fetches at most 150 KB of API data on a 3,000-task instance", async ({
  page,
  approvedUser,
}) => {
  test.setTimeout(300_000);
  await signIn(page, approvedUser);
  const api = page.request;

  const sprint = await api.post("/api/sprints", {
    data: { name: "Release train", status: "active", startDate: "2026-11-01", endDate: "2026-12-31" },
  });
  expect(sprint.status(), await sprint.text()).toBe(201);
  const sprintId = ((await sprint.json()) as { id: number }).id;
  const projectIds: number[] = [];
  const now = Date.now();
  for (let p = 0; p < PROJECTS; p++) {
    const res = await api.post("/api/projects", {
      data: {
        name: `Product line ${p + 1}`,
        description,
        sprintId,
        tasks: Array.from({ length: TASKS_PER_PROJECT }, (_, i) => ({
          title: `Task ${p + 1}-${i + 1}: tidy the release notes and the changelog`,
          description,
          priority: ["low", "medium", "high"][i % 3],
          assignedTo: approvedUser.id,
          dueDate: new Date(now + ((i % 120) - 60) * DAY).toISOString().slice(0, 10),
        })),
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    projectIds.push(((await res.json()) as { id: number }).id);
  }
  const team = await api.post("/api/teams", { data: { name: "Platform", description } });
  expect(team.status(), await team.text()).toBe(201);
  const teamId = ((await team.json()) as { id: number }).id;

  const routes: [string, RegExp | null][] = [
    ["/dashboard", null],
    ["/sprints", null],
    [`/sprints/${sprintId}`, null],
    [`/sprints/${sprintId}/backlog`, null],
    [`/sprints/${sprintId}/ceremonies`, null],
    ["/projects", null],
    // The Table view: a page of each project's tasks, as its section nears the screen.
    ["/projects?view=table", null],
    ["/projects/new", null],
    ["/projects/import", null],
    [`/projects/${projectIds[0]}/settings`, null],
    [`/projects/${projectIds[0]}/activity`, null],
    // The board's own task list is the page's content and has its own budget (issue 8).
    [`/projects/${projectIds[0]}`, /^\/api\/boards\/\d+\/tasks$/],
    ["/teams", null],
    [`/teams/${teamId}`, null],
    ["/chat", null],
    ["/calendar", null],
    ["/calendar?view=week", null],
    ["/calendar?view=day", null],
    ["/tasks", null],
    ["/reports", null],
    ["/team-members", null],
    ["/profile", null],
    ["/notifications", null],
    ["/settings", null],
  ];
  const totals: Record<string, number> = {};
  const over: string[] = [];
  const duplicates: string[] = [];
  for (const [route, skip] of routes) {
    const { total, requests, timeline } = await apiBytes(
      page,
      async () => {
        await page.goto(route);
      },
      skip,
    );
    // Only the answers of the page the screen is on: the screen being left can still send a few as
    // it goes (its socket reopening, say), and those are not this screen's.
    const path = new URL(route, "http://localhost").pathname;
    const mine = requests.filter((r) => r.from === path);
    totals[route] = total;
    const seen = new Set<string>();
    for (const { url } of mine) {
      if (seen.has(url)) duplicates.push(`${route}: ${url}`);
      seen.add(url);
    }
    if (mine.length > seen.size) console.log(`${route} sent a request twice:\n  ${timeline.join("\n  ")}`);
    if (total > BUDGET) {
      const detail = requests.map((r) => `${r.url} ${(r.bytes / 1024).toFixed(1)} KB`).join(", ");
      over.push(`${route}: ${(total / 1024).toFixed(1)} KB (${detail})`);
    }
  }
  console.log(
    `API bytes per screen (${PROJECTS * TASKS_PER_PROJECT} tasks):\n${Object.entries(totals)
      .map(([route, bytes]) => `  ${route.padEnd(22)} ${(bytes / 1024).toFixed(1).padStart(7)} KB`)
      .join("\n")}`,
  );
  expect(over, "screens over the 150 KB budget").toEqual([]);
  expect(duplicates, "the same request sent twice by one screen").toEqual([]);
});
