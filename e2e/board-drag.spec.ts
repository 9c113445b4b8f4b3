import { createApprovedUser } from "./fixtures/auth.ts";
import {
  card,
  cardTitles,
  column,
  drag,
  dragAnnouncement,
  keyboardMove,
  seedBoard,
  serverTasks,
} from "./fixtures/board.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures/test.ts";

// Moving cards on the kanban board: with the mouse, the keyboard, and live in a second browser.

test("board: drag between columns and reorder with the mouse and the keyboard", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const { projectId, boardId } = await seedBoard(page, "Drag board", [
    ["Alpha", "todo"],
    ["Bravo", "todo"],
    ["Charlie", "todo"],
    ["Delta", "review"],
  ]);
  await page.goto(`/projects/${projectId}`);
  await expect(card(page, "Charlie")).toBeVisible();

  await test.step("drags a card to another column with the mouse", async () => {
    const saved = page.waitForResponse(
      (r) => r.url().includes("/position") && r.request().method() === "PUT",
    );
    await drag(
      page,
      card(page, "Alpha"),
      column(page, "in_progress").getByTestId("column-scroll"),
      /^Moved "Alpha" to In Progress/,
    );
    expect((await saved).status()).toBe(200);
    await expect(card(column(page, "in_progress"), "Alpha")).toBeVisible();
    const server = await serverTasks(page, boardId);
    expect(server.find((t) => t.title === "Alpha")).toMatchObject({ status: "in_progress", position: 0 });
  });

  await test.step("reorders within a column", async () => {
    const saved = page.waitForResponse((r) => r.url().includes("/position"));
    await drag(
      page,
      card(page, "Charlie"),
      card(page, "Bravo"),
      /^Moved "Charlie" to To Do, position 1 /,
      -10,
    );
    await saved;
    await expect.poll(() => cardTitles(page, "todo")).toEqual(["Charlie", "Bravo"]);
    const server = await serverTasks(page, boardId);
    expect(
      server
        .filter((t) => t.status === "todo")
        .sort((a, b) => a.position - b.position)
        .map((t) => t.title),
    ).toEqual(["Charlie", "Bravo"]);
  });

  await test.step("moves a card with the keyboard: Space, arrow right, Space", async () => {
    const saved = page.waitForResponse((r) => r.url().includes("/position"));
    await card(page, "Bravo").focus();
    // dnd-kit listens for the arrow keys from the frame after the drag starts.
    await page.keyboard.press("Space");
    await expect(dragAnnouncement(page)).toHaveText(/^Picked up "Bravo"/);
    await keyboardMove(page, "ArrowRight", /^Moved "Bravo" to In Progress/);
    await page.keyboard.press("Space");
    expect((await saved).status()).toBe(200);
    await expect(card(column(page, "in_progress"), "Bravo")).toBeVisible();
    const server = await serverTasks(page, boardId);
    expect(server.find((t) => t.title === "Bravo")?.status).toBe("in_progress");
  });

  await test.step("a drop at the same place sends nothing", async () => {
    let requests = 0;
    page.on("request", (r) => {
      if (r.url().includes("/position")) requests += 1;
    });
    await page.getByTestId("kanban-board").evaluate((el) => {
      el.scrollLeft = 0;
    });
    await drag(page, card(page, "Charlie"), card(page, "Charlie"), /^Picked up "Charlie"/);
    // The drop has been handled (a move would have been sent from that handler) and has settled.
    await expect(dragAnnouncement(page)).toHaveText(/^Dropped "Charlie" in To Do/);
    expect((await serverTasks(page, boardId)).find((t) => t.title === "Charlie")?.status).toBe("todo");
    expect(requests).toBe(0);
    await expectNoSeriousA11yViolations(page);
  });
});
/**
 * How soon the second browser must show a change. Nothing refetches on a timer or on focus
 * (product rules §16), so anything that appears came over the socket; the bound only has to hold
 * on a busy 2-core CI machine.
 */
const LIVE_MS = 3000;

test("board: a second browser sees moves, new tasks, edits and deletions live", async ({
  browser,
  approvedUser,
}) => {
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signIn(owner, approvedUser);
  const { projectId, boardId, tasks } = await seedBoard(owner, "Live board", [["Shared task", "todo"]]);

  const mate = await createApprovedUser({ firstName: "Mia", lastName: "Mate" });
  // Assigning a task adds the assignee to the project (product rules §5).
  await owner.request.put(`/api/tasks/${tasks[0]!.id}`, { data: { assignedTo: mate.id } });
  const mateContext = await browser.newContext();
  const other = await mateContext.newPage();
  await signIn(other, mate);

  try {
    await owner.goto(`/projects/${projectId}`);
    await other.goto(`/projects/${projectId}`);
    await expect(card(owner, "Shared task")).toBeVisible();
    await expect(card(other, "Shared task")).toBeVisible();
    await expect(owner.getByTestId("presence-avatars").getByRole("img", { name: "Mia Mate" })).toBeVisible();
    await expectNoSeriousA11yViolations(owner);

    const moved = owner.waitForResponse((r) => r.url().includes("/position"));
    await drag(
      owner,
      card(owner, "Shared task"),
      column(owner, "done").getByTestId("column-scroll"),
      /^Moved "Shared task" to Done/,
    );
    await moved;
    await expect(card(column(other, "done"), "Shared task")).toBeVisible({ timeout: LIVE_MS });

    await owner.request.post(`/api/boards/${boardId}/tasks`, {
      data: { title: "Fresh task", status: "review" },
    });
    await expect(card(column(other, "review"), "Fresh task")).toBeVisible({ timeout: LIVE_MS });

    await card(other, "Fresh task").click();
    await other.getByLabel("Title").fill("Fresh task edited");
    await other.getByRole("button", { name: "Update Task" }).click();
    await expect(card(owner, "Fresh task edited")).toBeVisible({ timeout: LIVE_MS });

    const all = await serverTasks(owner, boardId);
    await owner.request.delete(`/api/tasks/${all.find((t) => t.title === "Fresh task edited")!.id}`);
    await expect(card(other, "Fresh task edited")).toHaveCount(0, { timeout: LIVE_MS });
  } finally {
    await ownerContext.close();
    await mateContext.close();
  }
});
