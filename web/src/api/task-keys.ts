import { MAX_RESOLVED_KEYS, type ResolvedTaskKey } from "@contract/task-keys";
import { queryOptions } from "@tanstack/react-query";
import { getJson } from "./http";
import { rootKeys } from "./keys";

/** Query keys of task-key lookups (under ["tasks"]: a task write refreshes them). */
export const taskKeyKeys = {
  one: (key: string) => [...rootKeys.tasks, "by-key", key] as const,
};

type Waiter = { key: string; resolve: (task: ResolvedTaskKey | null) => void; reject: (e: unknown) => void };
let waiting: Waiter[] = [];
let scheduled = false;

/** Sends the keys asked for within one tick as one GET /api/tasks/keys (at most 50 a call). */
function flush() {
  scheduled = false;
  const batch = waiting;
  waiting = [];
  const keys = [...new Set(batch.map((w) => w.key))];
  for (let i = 0; i < keys.length; i += MAX_RESOLVED_KEYS) {
    const chunk = keys.slice(i, i + MAX_RESOLVED_KEYS);
    getJson<ResolvedTaskKey[]>(`/api/tasks/keys?keys=${encodeURIComponent(chunk.join(","))}`).then(
      (found) => {
        const byKey = new Map(found.map((t) => [t.key, t]));
        for (const w of batch) if (chunk.includes(w.key)) w.resolve(byKey.get(w.key) ?? null);
      },
      (err) => {
        for (const w of batch) if (chunk.includes(w.key)) w.reject(err);
      },
    );
  }
}

/**
 * A task key (WEB-42) as the task it names, or null when it names none the reader may see. Keys
 * asked for together (every comment of a thread) are resolved by one request.
 */
export function taskKeyQuery(key: string) {
  return queryOptions({
    queryKey: taskKeyKeys.one(key),
    queryFn: () =>
      new Promise<ResolvedTaskKey | null>((resolve, reject) => {
        waiting.push({ key, resolve, reject });
        if (!scheduled) {
          scheduled = true;
          setTimeout(flush, 10);
        }
      }),
    staleTime: 60_000,
  });
}
