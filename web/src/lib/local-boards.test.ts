import type { Task } from "@contract/tasks";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  clearLocalBoards,
  forgetLocalBoard,
  LOCAL_BOARDS_KEPT,
  memoryBackend,
  readLocalBoard,
  saveLocalBoard,
  setLocalBoardsBackend,
} from "./local-boards";

const task = (id: number) => ({ id, status: "todo", position: 0, title: `t${id}` }) as unknown as Task;

beforeEach(() => setLocalBoardsBackend(memoryBackend()));
afterEach(() => {
  setLocalBoardsBackend(null);
  vi.useRealTimers();
});

describe("the local copy of boards", () => {
  it("gives back a saved board with its version, per user", async () => {
    await saveLocalBoard(1, 10, { version: 7, tasks: [task(1)] });
    expect(await readLocalBoard(1, 10)).toEqual({ version: 7, tasks: [task(1)] });
    expect(await readLocalBoard(2, 10)).toBeNull();
    expect(await readLocalBoard(1, 11)).toBeNull();
  });

  it("keeps only the most recently saved boards", async () => {
    vi.useFakeTimers();
    for (let board = 1; board <= LOCAL_BOARDS_KEPT + 2; board++) {
      vi.setSystemTime(1_000 * board);
      await saveLocalBoard(1, board, { version: board, tasks: [] });
    }
    expect(await readLocalBoard(1, 1)).toBeNull();
    expect(await readLocalBoard(1, 2)).toBeNull();
    expect(await readLocalBoard(1, 3)).toEqual({ version: 3, tasks: [] });
    expect(await readLocalBoard(1, LOCAL_BOARDS_KEPT + 2)).not.toBeNull();
  });

  it("forgets one board, or every board of every user when cleared", async () => {
    await saveLocalBoard(1, 10, { version: 1, tasks: [] });
    await saveLocalBoard(1, 11, { version: 1, tasks: [] });
    await saveLocalBoard(2, 10, { version: 1, tasks: [] });
    await forgetLocalBoard(1, 10);
    expect(await readLocalBoard(1, 10)).toBeNull();
    expect(await readLocalBoard(1, 11)).not.toBeNull();
    await clearLocalBoards();
    expect(await readLocalBoard(1, 11)).toBeNull();
    expect(await readLocalBoard(2, 10)).toBeNull();
  });

  it("misses, never throws, without storage or when the storage fails", async () => {
    setLocalBoardsBackend(null);
    await saveLocalBoard(1, 10, { version: 1, tasks: [] });
    expect(await readLocalBoard(1, 10)).toBeNull();
    const broken = memoryBackend();
    broken.get = async () => {
      throw new Error("blocked");
    };
    broken.put = async () => {
      throw new Error("blocked");
    };
    setLocalBoardsBackend(broken);
    await expect(saveLocalBoard(1, 10, { version: 1, tasks: [] })).resolves.toBeUndefined();
    expect(await readLocalBoard(1, 10)).toBeNull();
    await expect(clearLocalBoards()).resolves.toBeUndefined();
  });

  it("ignores what is not a kept board", async () => {
    const backend = memoryBackend();
    setLocalBoardsBackend(backend);
    await backend.put("board:1:10", { version: "x", tasks: [] });
    expect(await readLocalBoard(1, 10)).toBeNull();
  });
});
