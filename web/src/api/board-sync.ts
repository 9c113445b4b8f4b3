import { applyBoardChanges, type BoardTasksSince } from "@contract/board-changes";
import type { Task } from "@contract/tasks";
import type { CurrentUser } from "@contract/users";
import type { QueryClient } from "@tanstack/react-query";
import {
  clearLocalBoards,
  forgetLocalBoard,
  type LocalBoard,
  readLocalBoard,
  saveLocalBoard,
} from "@/lib/local-boards";
import { currentUserKey } from "./auth";
import { apiRequest, errorStatus, getJson } from "./http";

/*
 * How the client gets a board's tasks (issue 26, product rules §37): the full list only the first
 * time; after that, the changes since the version it holds (`?since=`), applied to that list. The list
 * the server last sent is kept in memory and in the browser (IndexedDB), so a later visit renders
 * the kept copy at once and then brings it up to date.
 */

/** The list each recently fetched board last got from the server, with its version (not local edits). */
const held = new Map<string, LocalBoard>();
const heldKey = (userId: number | undefined, boardId: number) => `${userId ?? "-"}:${boardId}`;
const HELD_KEPT = 8;

/** Saves wait this long, so a burst of refetches writes a big board to IndexedDB once. */
const SAVE_DELAY_MS = 250;
const pendingSaves = new Map<string, ReturnType<typeof setTimeout>>();

function remember(userId: number | undefined, boardId: number, board: LocalBoard): Task[] {
  const key = heldKey(userId, boardId);
  held.delete(key);
  held.set(key, board);
  if (held.size > HELD_KEPT) held.delete(held.keys().next().value!);
  if (userId !== undefined) {
    clearTimeout(pendingSaves.get(key));
    pendingSaves.set(
      key,
      setTimeout(() => {
        pendingSaves.delete(key);
        void saveLocalBoard(userId, boardId, board);
      }, SAVE_DELAY_MS),
    );
  }
  return board.tasks;
}

/** Forgets the lists held in memory and kept in the browser: on sign-out and when the session ended. */
export async function forgetBoards(): Promise<void> {
  for (const timer of pendingSaves.values()) clearTimeout(timer);
  pendingSaves.clear();
  held.clear();
  await clearLocalBoards();
}

/** GET the full list and the version it names (X-Board-Version, else its ETag). */
async function fetchFull(boardId: number): Promise<LocalBoard> {
  const response = await apiRequest("GET", `/api/boards/${boardId}/tasks`);
  const named =
    response.headers.get("x-board-version") ?? /-v(\d+)"$/.exec(response.headers.get("etag") ?? "")?.[1];
  const tasks = (await response.json()) as Task[];
  return { version: Number(named ?? 0), tasks };
}

/** The changes since `base` applied to it; null when they do not add up (then the full list). */
async function fetchSince(boardId: number, base: LocalBoard): Promise<LocalBoard | null> {
  const answer = await getJson<BoardTasksSince>(`/api/boards/${boardId}/tasks?since=${base.version}`);
  if ("reset" in answer) return { version: answer.version, tasks: answer.tasks };
  const tasks = applyBoardChanges(base.tasks, answer.changed, answer.removedIds);
  return tasks ? { version: answer.version, tasks } : null;
}

/**
 * The board's tasks for its query: since the held version when there is one (first showing a copy
 * kept in the browser through `show`), else in full. A failed since-fetch falls back to the full list,
 * so a kept copy is never shown for long without the server's word; a 401, 403 or 404 ends there.
 */
export async function loadBoardTasks(
  queryClient: QueryClient,
  boardId: number,
  show: (tasks: Task[]) => void,
): Promise<Task[]> {
  const userId = queryClient.getQueryData<CurrentUser | null>(currentUserKey)?.id;
  let base = held.get(heldKey(userId, boardId)) ?? null;
  if (!base && userId !== undefined) {
    base = await readLocalBoard(userId, boardId);
    if (base) show(base.tasks);
  }
  if (base) {
    try {
      const next = await fetchSince(boardId, base);
      if (next) return remember(userId, boardId, next);
    } catch (error) {
      const status = errorStatus(error);
      if (status === 401 || status === 403 || status === 404) {
        held.delete(heldKey(userId, boardId));
        clearTimeout(pendingSaves.get(heldKey(userId, boardId)));
        if (userId !== undefined) void forgetLocalBoard(userId, boardId);
        throw error;
      }
    }
  }
  return remember(userId, boardId, await fetchFull(boardId));
}
