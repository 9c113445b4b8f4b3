import type { ProjectLink } from "@contract/links";
import type { Task } from "@contract/tasks";
import { useQueryClient } from "@tanstack/react-query";
import { format } from "date-fns";
import { useState } from "react";
import { sendJson } from "@/api/http";
import { rootKeys } from "@/api/keys";
import { showError } from "@/components/feedback/show-error";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/lib/toast";
import { dependentTaskIds } from "./gantt-links";
import { GANTT_DEFAULT_DAYS } from "./gantt-model";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A task's due date as the Gantt draws its end (creation + 7 days when it has none). */
function endOf(task: Task): Date {
  return task.dueDate
    ? new Date(task.dueDate)
    : new Date(new Date(task.createdAt).getTime() + GANTT_DEFAULT_DAYS * DAY_MS);
}

/** A pending move of a bar's end by `days`, with the tasks that depend on it. */
type Pending = { task: Task; days: number; dependents: Task[] };

/** One due date to write, and the one to restore on Undo. */
type Change = { id: number; dueDate: string | null; previous: string | null };

/**
 * Moving or resizing a bar on the Gantt (product rules §36): its due date moves by whole days; when
 * tasks depend on it (blocks links, transitively), a preview offers to move them by the same amount
 * ('Move 3 dependent tasks too' / 'Only this task'). The writes go through the API; a toast's Undo
 * puts every date back.
 */
export function useGanttReschedule(tasks: readonly Task[], links: readonly ProjectLink[]) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);

  const write = async (changes: Change[], undo: boolean) => {
    try {
      await Promise.all(
        changes.map((c) => sendJson("PUT", `/api/tasks/${c.id}`, { dueDate: undo ? c.previous : c.dueDate })),
      );
    } finally {
      await queryClient.invalidateQueries({ queryKey: [...rootKeys.boards] });
    }
  };

  const apply = async (p: Pending, withDependents: boolean) => {
    const moved = [p.task, ...(withDependents ? p.dependents : [])];
    const changes = moved.map((t) => ({
      id: t.id,
      dueDate: new Date(endOf(t).getTime() + p.days * DAY_MS).toISOString(),
      previous: t.dueDate,
    }));
    setPending(null);
    try {
      await write(changes, false);
      toast({
        title: moved.length === 1 ? "Task moved" : `${moved.length} tasks moved`,
        description: `By ${p.days > 0 ? "+" : ""}${p.days} day${Math.abs(p.days) === 1 ? "" : "s"}`,
        action: {
          label: "Undo",
          onClick: () =>
            void write(changes, true).catch((error: unknown) => showError(error, "Could not undo the move")),
        },
      });
    } catch (error) {
      showError(error, "Could not move the task");
    }
  };

  /** A bar's end was moved by `days`: ask when others depend on it, else move it at once. */
  const reschedule = (task: Task, days: number) => {
    if (days === 0) return;
    const byId = new Map(tasks.map((t) => [t.id, t]));
    const dependents = dependentTaskIds(task.id, links).flatMap((id) => {
      const t = byId.get(id);
      return t ? [t] : [];
    });
    const p = { task, days, dependents };
    if (dependents.length === 0) void apply(p, false);
    else setPending(p);
  };

  const dialog = pending && (
    <Dialog open onOpenChange={(open) => !open && setPending(null)}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Move the dependent tasks too?</DialogTitle>
          <DialogDescription>
            {pending.task.key} moves by {pending.days > 0 ? "+" : ""}
            {pending.days} day{Math.abs(pending.days) === 1 ? "" : "s"}. These tasks wait on it:
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-1 text-sm" data-testid="dependents-preview">
          {pending.dependents.map((t) => (
            <li key={t.id} className="wrap-anywhere">
              <span className="font-mono">{t.key}</span> {t.title}:{" "}
              <span className="text-muted-foreground">
                {format(endOf(t), "MMM d")} →{" "}
                {format(new Date(endOf(t).getTime() + pending.days * DAY_MS), "MMM d")}
              </span>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => void apply(pending, false)}>
            Only this task
          </Button>
          <Button type="button" onClick={() => void apply(pending, true)}>
            Move {pending.dependents.length} dependent task{pending.dependents.length === 1 ? "" : "s"} too
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );

  return { reschedule, dialog };
}
