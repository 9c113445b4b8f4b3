import type { Task } from "@contract/tasks";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { parentTaskQuery, taskChildrenQuery, useAddSubtask, useSetParent } from "@/api/hierarchy";
import { boardTasksQuery } from "@/api/tasks";
import { TaskSearchPicker } from "@/components/task-search-picker";
import { TASK_TYPE_NAMES, TaskTypeIcon } from "@/components/task-type-icon";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { defineMessages, useT } from "@/i18n";
import { HIERARCHY_MESSAGES } from "@/lib/hierarchy-messages";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { showTaskError } from "./task-feedback";

const MESSAGES = defineMessages({
  setParentFailed: { id: "hierarchy.section.setParentFailed", defaultMessage: "Failed to set the parent" },
  subtaskAdded: { id: "hierarchy.section.subtaskAdded", defaultMessage: "Sub-task added" },
  nowUnder: { id: "hierarchy.section.nowUnder", defaultMessage: "{child} is now under {parent}" },
  adoptFailed: {
    id: "hierarchy.section.adoptFailed",
    defaultMessage: "Failed to add the task as a sub-task",
  },
  addFailed: { id: "hierarchy.section.addFailed", defaultMessage: "Failed to add the sub-task" },
  heading: { id: "hierarchy.section.heading", defaultMessage: "Parent and sub-tasks" },
  parent: { id: "hierarchy.section.parent", defaultMessage: "Parent:" },
  removeParent: { id: "hierarchy.section.removeParent", defaultMessage: "Remove parent" },
  clearParentFailed: {
    id: "hierarchy.section.clearParentFailed",
    defaultMessage: "Failed to clear the parent",
  },
  setParent: { id: "hierarchy.section.setParent", defaultMessage: "Set parent" },
  noSubtasks: { id: "hierarchy.section.noSubtasks", defaultMessage: "No sub-tasks yet." },
  addExisting: { id: "hierarchy.section.addExisting", defaultMessage: "Add an existing task" },
  newSubtask: { id: "hierarchy.section.newSubtask", defaultMessage: "New sub-task" },
  addSubtask: { id: "hierarchy.section.addSubtask", defaultMessage: "Add sub-task" },
});

/**
 * The task dialog's tree (product rules §35): the parent (found by key or title through the
 * server's search among the project's tasks, or cleared), the children with their status, 'Add an
 * existing task' as a child (the same search) and 'Add sub-task' (a title creates a child).
 */
export function TaskHierarchySection({ task: opened, boardId }: { task: Task; boardId: number }) {
  const t = useT();
  const id = useId();
  const board = useQuery(boardTasksQuery(boardId));
  // The board's copy, so a parent set here shows at once (the dialog holds the task as opened).
  const task = board.data?.find((item) => item.id === opened.id) ?? opened;
  const children = useQuery(taskChildrenQuery(task.id));
  const setParent = useSetParent(boardId);
  const addSubtask = useAddSubtask(boardId);
  const [title, setTitle] = useState("");
  const onBoard = task.parentId === null ? undefined : board.data?.find((item) => item.id === task.parentId);
  // A parent on another board of the project is read on its own.
  const offBoard = useQuery({
    ...parentTaskQuery(task.parentId ?? 0),
    enabled: task.parentId !== null && board.isSuccess && !onBoard,
  });
  const parent = onBoard ?? (task.parentId !== null ? offBoard.data : undefined);
  const childIds = (children.data ?? []).map((c) => c.id);

  const chooseParent = (parentId: number) =>
    setParent.mutateAsync({ taskId: task.id, parentId }).catch((error: unknown) => {
      showTaskError(error, MESSAGES.setParentFailed);
      throw error;
    });
  const adopt = (child: { id: number; key: string }) =>
    setParent.mutateAsync({ taskId: child.id, parentId: task.id }).then(
      () =>
        toast({
          title: t(MESSAGES.subtaskAdded),
          description: t(MESSAGES.nowUnder, { child: child.key, parent: task.key }),
        }),
      (error: unknown) => {
        showTaskError(error, MESSAGES.adoptFailed);
        throw error;
      },
    );
  const add = () => {
    const text = title.trim();
    if (!text) return;
    addSubtask.mutate(
      { parentId: task.id, title: text },
      {
        onSuccess: () => setTitle(""),
        onError: (error) => showTaskError(error, MESSAGES.addFailed),
      },
    );
  };

  return (
    <section className="grid gap-3 rounded-md border p-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-sm font-medium">
        {t(task.type === "epic" ? TASK_TYPE_NAMES.epic : MESSAGES.heading)}
      </h3>
      {task.type !== "epic" &&
        (task.parentId !== null ? (
          <div
            className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 text-sm"
            data-testid="task-parent"
          >
            {/* The label and the key keep their words whole; only the title gives way, and on a
                phone the button takes a line of its own (issue 32). */}
            <span className="flex min-w-0 flex-[1_1_12rem] items-center gap-1.5">
              <span className="shrink-0 whitespace-nowrap text-muted-foreground">{t(MESSAGES.parent)}</span>
              {parent && <TaskTypeIcon type={parent.type} />}
              {parent ? (
                <span className="min-w-0 truncate" title={`${parent.key} ${parent.title}`}>
                  <span className="whitespace-nowrap font-mono text-xs">{parent.key}</span> {parent.title}
                </span>
              ) : (
                <span className="truncate">{`#${task.parentId}`}</span>
              )}
            </span>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="shrink-0"
              disabled={setParent.isPending}
              onClick={() =>
                setParent.mutate(
                  { taskId: task.id, parentId: null },
                  { onError: (error) => showTaskError(error, MESSAGES.clearParentFailed) },
                )
              }
            >
              {t(MESSAGES.removeParent)}
            </Button>
          </div>
        ) : (
          <TaskSearchPicker
            id={`${id}-parent`}
            label={t(MESSAGES.setParent)}
            filters={{ projectId: task.projectId }}
            exclude={[task.id, ...childIds]}
            disabled={setParent.isPending}
            onPick={(found) => chooseParent(found.id)}
          />
        ))}
      <ul
        className="grid gap-1 text-sm"
        aria-label={t(task.type === "epic" ? HIERARCHY_MESSAGES.children : HIERARCHY_MESSAGES.subtasks)}
      >
        {(children.data ?? []).map((child) => (
          <li key={child.id} className="flex min-w-0 items-center gap-1.5" data-testid="task-child">
            <TaskTypeIcon type={child.type} />
            <span className="shrink-0 whitespace-nowrap font-mono text-xs text-muted-foreground">
              {child.key}
            </span>
            <span className={cn("min-w-0 truncate", child.completedAt && "line-through")} title={child.title}>
              {child.title}
            </span>
          </li>
        ))}
        {children.data?.length === 0 && <li className="text-muted-foreground">{t(MESSAGES.noSubtasks)}</li>}
      </ul>
      <TaskSearchPicker
        id={`${id}-adopt`}
        label={t(MESSAGES.addExisting)}
        filters={{ projectId: task.projectId }}
        exclude={[task.id, ...childIds, ...(task.parentId === null ? [] : [task.parentId])]}
        disabled={setParent.isPending}
        onPick={adopt}
      />
      <div className="flex gap-2">
        <label htmlFor={`${id}-add`} className="sr-only">
          {t(MESSAGES.newSubtask)}
        </label>
        <Input
          id={`${id}-add`}
          placeholder={t(MESSAGES.newSubtask)}
          maxLength={255}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button
          type="button"
          variant="outline"
          disabled={addSubtask.isPending || !title.trim()}
          onClick={add}
        >
          {t(MESSAGES.addSubtask)}
        </Button>
      </div>
    </section>
  );
}
