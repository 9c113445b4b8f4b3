import type { BoardColumn, Task } from "@contract/tasks";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { taskLinksQuery } from "@/api/links";
import type { LanePatch, MoveInput } from "@/api/tasks";
import type { BlockedPrompt } from "@/components/blocked-confirm-dialog";
import type { ChildrenPrompt } from "@/components/open-children-confirm-dialog";
import type { WipPrompt } from "@/components/wip-confirm-dialog";
import { doneStatusOf } from "@/lib/board-model";
import { completeParentQuestion } from "@/lib/hierarchy-model";

/**
 * What a move sends: the task, its new column and place, whether to pass a full column's limit, and
 * the field a drop into another swimlane changes (product rules §35).
 */
export type MoveRequest = MoveInput;

/**
 * The board's move: a parent with open children going into the completed column asks first
 * (`childrenPrompt`, product rules §35); so does a blocked task (`blockedPrompt`, naming its
 * unfinished blockers, §36); into a column at its WIP limit it asks (`wipPrompt`), then sends with
 * the override (product rules §24); any other move is sent at once. Each sent move is announced.
 */
export function useWipMove(
  send: (request: MoveRequest) => void,
  columns: readonly BoardColumn[],
  allTasks: readonly Task[],
) {
  const queryClient = useQueryClient();
  const [wipPrompt, setWipPrompt] = useState<WipPrompt | null>(null);
  const [blockedPrompt, setBlockedPrompt] = useState<BlockedPrompt | null>(null);
  const [childrenPrompt, setChildrenPrompt] = useState<ChildrenPrompt | null>(null);
  const onMove = useCallback(
    (task: Task, status: string, index: number, lane?: LanePatch) => {
      const go = (overrideWipLimit?: boolean) => {
        send({ taskId: task.id, status, position: index, overrideWipLimit, lane });
      };
      const checkWip = () => {
        const limit = columns.find((c) => c.id === status)?.wipLimit ?? null;
        const full = limit !== null && allTasks.filter((t) => t.status === status).length >= limit;
        if (task.status !== status && full) setWipPrompt({ limit, proceed: () => go(true) });
        else go();
      };
      const checkBlocked = () => {
        if (task.blocked && task.status !== status && status === doneStatusOf(columns)) {
          void queryClient
            .fetchQuery({ ...taskLinksQuery(task.id), staleTime: 0 })
            .then((links) =>
              links.flatMap((l) =>
                l.type === "blocked_by" && l.task && l.task.completedAt === null ? [l.task.key] : [],
              ),
            )
            .catch(() => [])
            .then((blockers) => setBlockedPrompt({ blockers, proceed: checkWip }));
          return;
        }
        checkWip();
      };
      const question = completeParentQuestion(task, status, columns);
      if (question) setChildrenPrompt({ question, proceed: checkBlocked });
      else checkBlocked();
    },
    [send, columns, allTasks, queryClient],
  );
  return {
    onMove,
    wipPrompt,
    closeWipPrompt: () => setWipPrompt(null),
    blockedPrompt,
    closeBlockedPrompt: () => setBlockedPrompt(null),
    childrenPrompt,
    closeChildrenPrompt: () => setChildrenPrompt(null),
  };
}
