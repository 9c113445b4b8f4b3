import type { Task } from "@contract/tasks";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { getJson, HttpError } from "@/api/http";
import { defineMessages, translator } from "@/i18n";
import { toast } from "@/lib/toast";

const MESSAGES = defineMessages({
  gone: {
    id: "board.openTask.gone",
    defaultMessage: "This task no longer exists or you can no longer see it",
  },
});

/** The toast of a task link that no longer opens (deleted, or in a project the reader left). */
function sayGone(error: unknown): void {
  if (error !== null && !(error instanceof HttpError && error.status === 404)) return;
  toast({ variant: "destructive", title: translator()(MESSAGES.gone) });
}

/**
 * `?taskId=` opens that task's dialog once the tasks are loaded, then leaves the address; a task that
 * is gone or hidden (404, or no task id at all) says so instead (issue 32).
 */
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
      getJson<Task>(`/api/tasks/${taskId}`).then(open, sayGone).finally(clear);
    } else {
      sayGone(null);
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
