import type { ProjectLink } from "@contract/links";
import type { Task } from "@contract/tasks";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { sendJson } from "@/api/http";
import { rootKeys } from "@/api/keys";
import { showError } from "@/components/feedback/show-error";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { defineMessages, translator, useT } from "@/i18n";
import { toast } from "@/lib/toast";
import { shortDayText } from "./board-messages";
import { dependentTaskIds } from "./gantt-links";

const MESSAGES = defineMessages({
  moved: {
    id: "board.gantt.moved",
    defaultMessage: "{count, plural, one {Task moved} other {# tasks moved}}",
  },
  by: { id: "board.gantt.by", defaultMessage: "By {days, plural, one {{sign}# day} other {{sign}# days}}" },
  undo: { id: "board.gantt.undo", defaultMessage: "Undo" },
  undoFailed: { id: "board.gantt.undoFailed", defaultMessage: "Could not undo the move" },
  moveFailed: { id: "board.gantt.moveFailed", defaultMessage: "Could not move the task" },
  ask: { id: "board.gantt.ask", defaultMessage: "Move the dependent tasks too?" },
  askDescription: {
    id: "board.gantt.askDescription",
    defaultMessage:
      "{key} moves by {days, plural, one {{sign}# day} other {{sign}# days}}. These tasks wait on it:",
  },
  only: { id: "board.gantt.only", defaultMessage: "Only this task" },
  all: {
    id: "board.gantt.all",
    defaultMessage: "{count, plural, one {Move # dependent task too} other {Move # dependent tasks too}}",
  },
  shift: { id: "board.gantt.shift", defaultMessage: "{from} → {to}" },
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day a bar ends on: its due date, else its start date (a bar without dates cannot be moved). */
function endOf(task: Task): Date {
  return new Date(task.dueDate ?? task.startDate ?? task.createdAt);
}

/** A date moved by whole days, or null for none. */
const shifted = (iso: string | null, days: number) =>
  iso === null ? null : new Date(new Date(iso).getTime() + days * DAY_MS).toISOString();

/** A pending move of a bar's end by `days`, with the tasks that depend on it. */
type Pending = { task: Task; days: number; dependents: Task[] };

type Dates = { dueDate: string | null; startDate: string | null };
/** The dates to write, and the ones to restore on Undo. */
type Change = { id: number; dates: Dates; previous: Dates };

/**
 * The new dates of a moved task: the dragged one's end moves (its start follows only when it would
 * come after the new end); a dependent moves whole, start and due date by the same days.
 */
function moveDates(task: Task, days: number, whole: boolean): Dates {
  const dueDate = new Date(endOf(task).getTime() + days * DAY_MS).toISOString();
  if (whole) return { dueDate, startDate: shifted(task.startDate, days) };
  const startDate =
    task.startDate && Date.parse(task.startDate) > Date.parse(dueDate) ? dueDate : task.startDate;
  return { dueDate, startDate };
}

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
        changes.map((c) => sendJson("PUT", `/api/tasks/${c.id}`, undo ? c.previous : c.dates)),
      );
    } finally {
      await queryClient.invalidateQueries({ queryKey: [...rootKeys.boards] });
    }
  };

  const apply = async (p: Pending, withDependents: boolean) => {
    const moved = [p.task, ...(withDependents ? p.dependents : [])];
    const changes = moved.map((t, i) => ({
      id: t.id,
      dates: moveDates(t, p.days, i > 0),
      previous: { dueDate: t.dueDate, startDate: t.startDate },
    }));
    setPending(null);
    try {
      await write(changes, false);
      const tr = translator();
      toast({
        title: tr(MESSAGES.moved, { count: moved.length }),
        description: tr(MESSAGES.by, { days: p.days, sign: p.days > 0 ? "+" : "" }),
        action: {
          label: tr(MESSAGES.undo),
          onClick: () =>
            void write(changes, true).catch((error: unknown) =>
              showError(error, translator()(MESSAGES.undoFailed)),
            ),
        },
      });
    } catch (error) {
      showError(error, translator()(MESSAGES.moveFailed));
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

  const t = useT();
  const dialog = pending && (
    <Dialog open onOpenChange={(open) => !open && setPending(null)}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t(MESSAGES.ask)}</DialogTitle>
          <DialogDescription>
            {t(MESSAGES.askDescription, {
              key: pending.task.key,
              days: pending.days,
              sign: pending.days > 0 ? "+" : "",
            })}
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-1 text-sm" data-testid="dependents-preview">
          {pending.dependents.map((task) => (
            <li key={task.id} className="wrap-anywhere">
              <span className="font-mono">{task.key}</span> {task.title}:{" "}
              <span className="text-muted-foreground">
                {t(MESSAGES.shift, {
                  from: shortDayText(endOf(task), t.locale),
                  to: shortDayText(new Date(endOf(task).getTime() + pending.days * DAY_MS), t.locale),
                })}
              </span>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => void apply(pending, false)}>
            {t(MESSAGES.only)}
          </Button>
          <Button type="button" onClick={() => void apply(pending, true)}>
            {t(MESSAGES.all, { count: pending.dependents.length })}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );

  return { reschedule, dialog };
}
