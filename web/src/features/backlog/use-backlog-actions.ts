import type { BacklogItem } from "@contract/backlog";
import {
  type BacklogFilters,
  backlogQuery,
  usePlanTask,
  useRankBacklog,
  useStartSprint,
} from "@/api/backlog";
import { showError } from "@/components/feedback/show-error";
import { COMMON, defineMessages, translator } from "@/i18n";
import { toast } from "@/lib/toast";

const MESSAGES = defineMessages({
  added: { id: "backlog.toast.added", defaultMessage: "{title} added to the sprint" },
  removed: { id: "backlog.toast.removed", defaultMessage: "{title} removed from the sprint" },
  planFailed: { id: "backlog.toast.planFailed", defaultMessage: "Failed to change the sprint plan" },
  started: { id: "backlog.toast.started", defaultMessage: "Sprint started" },
  startFailed: { id: "backlog.toast.startFailed", defaultMessage: "Failed to start the sprint" },
  rankFailed: { id: "backlog.toast.rankFailed", defaultMessage: "Failed to rank the task" },
});

/** The backlog screen's writes with their toasts: plan in or out, rank, start. */
export function useBacklogActions(sprintId: number, filters: BacklogFilters) {
  const rank = useRankBacklog(sprintId);
  const plan = usePlanTask(sprintId);
  const start = useStartSprint(sprintId);
  const onPlan = (item: { id: number; title: string }, planned: boolean) =>
    plan.mutate(
      { taskId: item.id, planned },
      {
        onSuccess: () => {
          const t = translator();
          toast({
            title: t(COMMON.success),
            description: t(planned ? MESSAGES.added : MESSAGES.removed, { title: item.title }),
          });
        },
        onError: (error) => showError(error, translator()(MESSAGES.planFailed)),
      },
    );
  const onStart = () =>
    start.mutateAsync(undefined, {
      onSuccess: () => {
        const t = translator();
        toast({ title: t(COMMON.success), description: t(MESSAGES.started) });
      },
      onError: (error) => showError(error, translator()(MESSAGES.startFailed)),
    });
  const onRank = (taskId: number, afterTaskId: number | null, reordered: BacklogItem[]) =>
    rank.mutate(
      { taskId, afterTaskId, reorder: { key: backlogQuery(sprintId, filters).queryKey, items: reordered } },
      { onError: (error) => showError(error, translator()(MESSAGES.rankFailed)) },
    );
  const busyId = plan.isPending ? (plan.variables?.taskId ?? null) : null;
  return { onPlan, onStart, onRank, busyId };
}
