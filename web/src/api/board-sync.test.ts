import type { Task } from "@contract/tasks";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { memoryBackend, readLocalBoard, saveLocalBoard, setLocalBoardsBackend } from "@/lib/local-boards";
import { currentUserKey } from "./auth";
import { forgetBoards, loadBoardTasks } from "./board-sync";

const task = (id: number, status: string, position: number, title = `t${id}`) =>
  ({ id, status, position, title }) as unknown as Task;

/** Stubs fetch with answers given in order; returns the URLs asked. */
function stubFetch(...answers: (() => Response)[]) {
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      urls.push(url);
      const next = answers.shift();
      if (!next) throw new Error(`no answer stubbed for ${url}`);
      return next();
    }),
  );
  return urls;
}

const json =
  (body: unknown, headers: Record<string, string> = {}, status = 200) =>
  () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json", ...headers },
    });

let client: QueryClient;

beforeEach(async () => {
  setLocalBoardsBackend(memoryBackend());
  await forgetBoards();
  client = new QueryClient();
  client.setQueryData(currentUserKey, { id: 5 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setLocalBoardsBackend(null);
});

describe("loading a board's tasks", () => {
  it("gets the full list the first time and keeps it with its version", async () => {
    const urls = stubFetch(json([task(1, "todo", 0)], { "x-board-version": "4" }));
    const show = vi.fn();
    expect(await loadBoardTasks(client, 9, show)).toEqual([task(1, "todo", 0)]);
    expect(urls).toEqual(["/api/boards/9/tasks"]);
    expect(show).not.toHaveBeenCalled();
    await vi.waitFor(async () =>
      expect(await readLocalBoard(5, 9)).toEqual({ version: 4, tasks: [task(1, "todo", 0)] }),
    );
  });

  it("shows the kept copy at once, then applies the changes since its version", async () => {
    await saveLocalBoard(5, 9, {
      version: 4,
      tasks: [task(1, "todo", 0), task(2, "todo", 1), task(3, "done", 0)],
    });
    const urls = stubFetch(
      json({ version: 6, changed: [task(2, "todo", 0, "moved up"), task(4, "done", 0)], removedIds: [3] }),
    );
    const show = vi.fn();
    const tasks = await loadBoardTasks(client, 9, show);
    expect(show).toHaveBeenCalledWith([task(1, "todo", 0), task(2, "todo", 1), task(3, "done", 0)]);
    expect(urls).toEqual(["/api/boards/9/tasks?since=4"]);
    expect(tasks).toEqual([task(2, "todo", 0, "moved up"), task(1, "todo", 1), task(4, "done", 0)]);
    // The next refetch asks since the new version, from memory.
    const next = stubFetch(json({ version: 6, changed: [], removedIds: [] }));
    await loadBoardTasks(client, 9, show);
    expect(next).toEqual(["/api/boards/9/tasks?since=6"]);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it("takes a reset as the new list", async () => {
    await saveLocalBoard(5, 9, { version: 4, tasks: [task(1, "todo", 0)] });
    stubFetch(json({ version: 90, reset: true, tasks: [task(7, "todo", 0)] }));
    expect(await loadBoardTasks(client, 9, () => {})).toEqual([task(7, "todo", 0)]);
  });

  it("fetches the full list when the since-fetch fails or its changes do not add up", async () => {
    await saveLocalBoard(5, 9, { version: 4, tasks: [task(1, "todo", 0)] });
    const urls = stubFetch(
      json({ message: "boom" }, {}, 500),
      json([task(1, "todo", 0, "fresh")], { "x-board-version": "8" }),
    );
    expect(await loadBoardTasks(client, 9, () => {})).toEqual([task(1, "todo", 0, "fresh")]);
    expect(urls).toEqual(["/api/boards/9/tasks?since=4", "/api/boards/9/tasks"]);

    const again = stubFetch(
      json({ version: 9, changed: [task(2, "todo", 5)], removedIds: [] }),
      json([task(1, "todo", 0)], { "x-board-version": "9" }),
    );
    await loadBoardTasks(client, 9, () => {});
    expect(again).toEqual(["/api/boards/9/tasks?since=8", "/api/boards/9/tasks"]);
  });

  it("forgets the kept copy when the board is gone (404) and throws", async () => {
    await saveLocalBoard(5, 9, { version: 4, tasks: [task(1, "todo", 0)] });
    stubFetch(json({ message: "Board not found" }, {}, 404));
    await expect(loadBoardTasks(client, 9, () => {})).rejects.toMatchObject({ status: 404 });
    await vi.waitFor(async () => expect(await readLocalBoard(5, 9)).toBeNull());
  });

  it("forgetBoards clears memory and the browser's copy: the next load is a full one", async () => {
    stubFetch(json([task(1, "todo", 0)], { "x-board-version": "4" }));
    await loadBoardTasks(client, 9, () => {});
    await vi.waitFor(async () => expect(await readLocalBoard(5, 9)).not.toBeNull());
    await forgetBoards();
    expect(await readLocalBoard(5, 9)).toBeNull();
    const urls = stubFetch(json([], { "x-board-version": "5" }));
    await loadBoardTasks(client, 9, () => {});
    expect(urls).toEqual(["/api/boards/9/tasks"]);
  });

  it("a save still waiting when the boards are forgotten never lands (sign-out right after a load)", async () => {
    vi.useFakeTimers();
    try {
      stubFetch(json([task(1, "todo", 0)], { "x-board-version": "4" }));
      await loadBoardTasks(client, 9, () => {});
      await forgetBoards();
      await vi.runAllTimersAsync();
      expect(await readLocalBoard(5, 9)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
