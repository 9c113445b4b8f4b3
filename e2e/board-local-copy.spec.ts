import type { Page } from "@playwright/test";
import { card, seedBoard } from "./fixtures/board.ts";
import { seedTask } from "./fixtures/seed.ts";
import { expect, signIn, test, toast } from "./fixtures/test.ts";

// Issue 26: the board stays on the client. A board shown once is kept in IndexedDB with its version;
// the next visit renders it at once and then asks only for the changes since (product rules §37).

/** The keys of the boards this browser keeps (`board:<user>:<board>`). */
async function keptBoards(page: Page): Promise<string[]> {
  // A string script: the e2e project has no DOM types.
  return page.evaluate(`new Promise((resolve, reject) => {
    const open = indexedDB.open("sprintboard", 1);
    open.onupgradeneeded = () => open.result.createObjectStore("boards");
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const keys = db.transaction("boards").objectStore("boards").getAllKeys();
      keys.onerror = () => reject(keys.error);
      keys.onsuccess = () => {
        db.close();
        resolve(keys.result.map(String).filter((k) => k.startsWith("board:")));
      };
    };
  })`);
}

test("a revisited board renders from the kept copy, then shows a change made meanwhile", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const { projectId, boardId } = await seedBoard(page, "Kept board", [
    ["Kept one", "todo"],
    ["Kept two", "in_progress"],
  ]);
  await page.goto(`/projects/${projectId}`);
  await expect(card(page, "Kept two")).toBeVisible();
  await expect.poll(() => keptBoards(page)).toEqual([`board:${approvedUser.id}:${boardId}`]);

  // Away (a full navigation: nothing stays in memory), and a change through the API meanwhile.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await seedTask(page, boardId, { title: "Made meanwhile", status: "todo" });

  // The changes are held until the kept copy has been seen on the screen.
  const asked: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/boards/${boardId}/tasks**`, async (route) => {
    const url = new URL(route.request().url());
    asked.push(`${url.pathname}${url.search}`);
    if (url.searchParams.has("since")) await released;
    await route.continue();
  });
  await page.goto(`/projects/${projectId}`);
  await expect(card(page, "Kept one")).toBeVisible();
  await expect(card(page, "Kept two")).toBeVisible();
  await expect(card(page, "Made meanwhile")).toHaveCount(0);
  release();
  await expect(card(page, "Made meanwhile")).toBeVisible();
  expect(asked.length).toBeGreaterThan(0);
  expect(
    asked.every((path) => /\?since=\d+$/.test(path)),
    asked.join(", "),
  ).toBe(true);
});

test("signing out clears the kept boards", async ({ page, approvedUser }) => {
  await signIn(page, approvedUser);
  const { projectId } = await seedBoard(page, "Sign-out board", [["Soon forgotten", "todo"]]);
  await page.goto(`/projects/${projectId}`);
  await expect(card(page, "Soon forgotten")).toBeVisible();
  await expect.poll(async () => (await keptBoards(page)).length).toBe(1);
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await keptBoards(page)).toEqual([]);
});

test("a session ended elsewhere (the socket closes with 4401) clears the kept boards", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const { projectId } = await seedBoard(page, "Ended board", [["Ended card", "todo"]]);
  await page.goto(`/projects/${projectId}`);
  await expect(card(page, "Ended card")).toBeVisible();
  await expect.poll(async () => (await keptBoards(page)).length).toBe(1);
  expect((await page.request.post("/api/auth/logout")).status()).toBeLessThan(300);
  await expect(toast(page)).toContainText("Unauthorized");
  await expect.poll(() => keptBoards(page)).toEqual([]);
});
