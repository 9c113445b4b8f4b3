import type { Task } from "@contract/tasks";

/*
 * The local copy of boards (issue 26, product rules §37): each board the client has shown, with the
 * version the server named, kept in IndexedDB per user, so the next visit renders at once and then asks
 * only for the changes since that version. Signing out and a session that ended clear it all. Storage
 * is best effort: without IndexedDB (or when it fails) every read misses and the board loads in full.
 */

/** A board as the server last sent it: its tasks at `version`. */
export type LocalBoard = { version: number; tasks: Task[] };

/** The few operations the store needs of a key-value backend (IndexedDB in the browser). */
export type LocalBoardsBackend = {
  get: (key: string) => Promise<unknown>;
  put: (key: string, value: unknown) => Promise<void>;
  delete: (key: string) => Promise<void>;
  clear: () => Promise<void>;
};

/** How many boards each browser keeps (the least recently saved go first). */
export const LOCAL_BOARDS_KEPT = 12;

type Stored = LocalBoard & { savedAt: number };

/** The key of the index: when each kept board was saved (so eviction reads no board). */
const INDEX_KEY = "index";
type Index = Record<string, number>;

const DB_NAME = "sprintboard";
const STORE = "boards";

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** The IndexedDB backend: one object store of the `sprintboard` database, opened on first use. */
export function indexedDbBackend(factory: IDBFactory = indexedDB): LocalBoardsBackend {
  let opened: Promise<IDBDatabase> | null = null;
  const open = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = factory.open(DB_NAME, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(STORE);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    opened.catch(() => {
      opened = null;
    });
    return opened;
  };
  const run = async <T>(mode: IDBTransactionMode, fn: (store: IDBObjectStore) => IDBRequest<T>) => {
    const db = await open();
    const tx = db.transaction(STORE, mode);
    const result = await request(fn(tx.objectStore(STORE)));
    if (mode === "readwrite") {
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
        tx.onabort = () => reject(tx.error);
      });
    }
    return result;
  };
  return {
    get: (key) => run("readonly", (s) => s.get(key)),
    put: async (key, value) => void (await run("readwrite", (s) => s.put(value, key))),
    delete: async (key) => void (await run("readwrite", (s) => s.delete(key))),
    clear: async () => void (await run("readwrite", (s) => s.clear())),
  };
}

/** A backend in memory (tests, and browsers without IndexedDB keep nothing across visits anyway). */
export function memoryBackend(): LocalBoardsBackend {
  const map = new Map<string, unknown>();
  return {
    get: async (key) => structuredClone(map.get(key)),
    put: async (key, value) => void map.set(key, structuredClone(value)),
    delete: async (key) => void map.delete(key),
    clear: async () => map.clear(),
  };
}

let backend: LocalBoardsBackend | null = null;

function current(): LocalBoardsBackend | null {
  if (!backend && typeof indexedDB !== "undefined") backend = indexedDbBackend();
  return backend;
}

/** Replaces the backend (tests). */
export function setLocalBoardsBackend(next: LocalBoardsBackend | null): void {
  backend = next;
}

const keyOf = (userId: number, boardId: number) => `board:${userId}:${boardId}`;

function isStored(value: unknown): value is Stored {
  const v = value as Stored | undefined;
  return !!v && Number.isSafeInteger(v.version) && Array.isArray(v.tasks) && typeof v.savedAt === "number";
}

/** The board `boardId` as user `userId` last got it in this browser, or null. */
export async function readLocalBoard(userId: number, boardId: number): Promise<LocalBoard | null> {
  try {
    const value = await current()?.get(keyOf(userId, boardId));
    return isStored(value) ? { version: value.version, tasks: value.tasks } : null;
  } catch {
    return null;
  }
}

/** Keeps `board` as user `userId`'s copy of board `boardId`; drops the oldest boards over the limit. */
export async function saveLocalBoard(userId: number, boardId: number, board: LocalBoard): Promise<void> {
  const store = current();
  if (!store) return;
  try {
    const key = keyOf(userId, boardId);
    const savedAt = Date.now();
    await store.put(key, { ...board, savedAt } satisfies Stored);
    const index = { ...((await store.get(INDEX_KEY)) as Index | undefined), [key]: savedAt };
    const oldest = Object.entries(index).sort((a, b) => a[1] - b[1]);
    for (const [gone] of oldest.slice(0, Math.max(0, oldest.length - LOCAL_BOARDS_KEPT))) {
      await store.delete(gone);
      delete index[gone];
    }
    await store.put(INDEX_KEY, index);
  } catch {
    // Best effort: a full or blocked store only costs the next visit a full load.
  }
}

/** Forgets one board (it is gone, or no longer visible). */
export async function forgetLocalBoard(userId: number, boardId: number): Promise<void> {
  try {
    await current()?.delete(keyOf(userId, boardId));
  } catch {
    // Best effort, as above.
  }
}

/** Forgets every board of every user in this browser: on sign-out and when the session ended. */
export async function clearLocalBoards(): Promise<void> {
  try {
    await current()?.clear();
  } catch {
    // Best effort, as above.
  }
}
