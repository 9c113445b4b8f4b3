import type { Task } from "@contract/tasks";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { getJson } from "@/api/http";

/** `?taskId=` opens that task's dialog once the tasks are loaded, then leaves the address. */
export function useOpenTaskFromQuery(tasks: Task[] | undefined, open: (task: Task) => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const taskId = Number(searchParams.get("taskId"));
  useEffect(() => {
    if (!searchParams.has("taskId") || !tasks) return;
    const clear = () =>
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete("taskId");
          return next;
        },
        { replace: true },
      );
    const found = tasks.find((t) => t.id === taskId);
    if (found) {
      open(found);
      clear();
    } else if (Number.isInteger(taskId) && taskId > 0) {
      getJson<Task>(`/api/tasks/${taskId}`)
        .then(open, () => {})
        .finally(clear);
    } else {
      clear();
    }
  }, [tasks, taskId, searchParams, setSearchParams, open]);
}

/**
 * `?new=1` (the command palette's 'New task') opens the board's create-task dialog once the board is
 * loaded, then leaves the address.
 */
export function useOpenNewTaskFromQuery(ready: boolean, openNew: () => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const wanted = searchParams.get("new") === "1";
  const latest = useRef(openNew);
  latest.current = openNew;
  useEffect(() => {
    if (!wanted || !ready) return;
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete("new");
        return next;
      },
      { replace: true },
    );
    latest.current();
  }, [wanted, ready, setSearchParams]);
}
