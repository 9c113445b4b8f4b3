import type { BacklogItem } from "@contract/backlog";
import {
  type BacklogFilters,
  backlogQuery,
  usePlanTask,
  useRankBacklog,
  useStartSprint,
} from "@/api/backlog";
import { showError } from "@/components/feedback/show-error";
import { toast } from "@/lib/toast";

/** The backlog screen's writes with their toasts: plan in or out, rank, start. */
export function useBacklogActions(sprintId: number, filters: BacklogFilters) {
  const rank = useRankBacklog(sprintId);
  const plan = usePlanTask(sprintId);
  const start = useStartSprint(sprintId);
  const onPlan = (item: { id: number; title: string }, planned: boolean) =>
    plan.mutate(
      { taskId: item.id, planned },
      {
        onSuccess: () =>
          toast({
            title: "Success",
            description: planned
              ? `${item.title} added to the sprint`
              : `${item.title} removed from the sprint`,
          }),
        onError: (error) => showError(error, "Failed to change the sprint plan"),
      },
    );
  const onStart = () =>
    start.mutateAsync(undefined, {
      onSuccess: () => toast({ title: "Success", description: "Sprint started" }),
      onError: (error) => showError(error, "Failed to start the sprint"),
    });
  const onRank = (taskId: number, afterTaskId: number | null, reordered: BacklogItem[]) =>
    rank.mutate(
      { taskId, afterTaskId, reorder: { key: backlogQuery(sprintId, filters).queryKey, items: reordered } },
      { onError: (error) => showError(error, "Failed to rank the task") },
    );
  const busyId = plan.isPending ? (plan.variables?.taskId ?? null) : null;
  return { onPlan, onStart, onRank, busyId };
}
