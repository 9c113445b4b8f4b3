import type { Task } from "@contract/tasks";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { parentTaskQuery, taskChildrenQuery, useAddSubtask, useSetParent } from "@/api/hierarchy";
import { boardTasksQuery } from "@/api/tasks";
import { TaskSearchPicker } from "@/components/task-search-picker";
import { TaskTypeIcon } from "@/components/task-type-icon";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { showTaskError } from "@/features/tasks/task-feedback";
import { toast } from "@/lib/toast";

/**
 * The task dialog's tree (product rules §35): the parent (found by key or title through the
 * server's search among the project's tasks, or cleared), the children with their status, 'Add an
 * existing task' as a child (the same search) and 'Add sub-task' (a title creates a child).
 */
export function TaskHierarchySection({ task: opened, boardId }: { task: Task; boardId: number }) {
  const id = useId();
  const board = useQuery(boardTasksQuery(boardId));
  // The board's copy, so a parent set here shows at once (the dialog holds the task as opened).
  const task = board.data?.find((t) => t.id === opened.id) ?? opened;
  const children = useQuery(taskChildrenQuery(task.id));
  const setParent = useSetParent(boardId);
  const addSubtask = useAddSubtask(boardId);
  const [title, setTitle] = useState("");
  const onBoard = task.parentId === null ? undefined : board.data?.find((t) => t.id === task.parentId);
  // A parent on another board of the project is read on its own.
  const offBoard = useQuery({
    ...parentTaskQuery(task.parentId ?? 0),
    enabled: task.parentId !== null && board.isSuccess && !onBoard,
  });
  const parent = onBoard ?? (task.parentId !== null ? offBoard.data : undefined);
  const childIds = (children.data ?? []).map((c) => c.id);

  const chooseParent = (parentId: number) =>
    setParent.mutateAsync({ taskId: task.id, parentId }).catch((error: unknown) => {
      showTaskError(error, "Failed to set the parent");
      throw error;
    });
  const adopt = (child: { id: number; key: string }) =>
    setParent.mutateAsync({ taskId: child.id, parentId: task.id }).then(
      () => toast({ title: "Sub-task added", description: `${child.key} is now under ${task.key}` }),
      (error: unknown) => {
        showTaskError(error, "Failed to add the task as a sub-task");
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
        onError: (error) => showTaskError(error, "Failed to add the sub-task"),
      },
    );
  };

  return (
    <section className="grid gap-3 rounded-md border p-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-sm font-medium">
        {task.type === "epic" ? "Epic" : "Parent and sub-tasks"}
      </h3>
      {task.type !== "epic" &&
        (task.parentId !== null ? (
          <div className="flex items-center justify-between gap-2 text-sm" data-testid="task-parent">
            <span className="flex min-w-0 items-center gap-1.5">
              <span className="text-muted-foreground">Parent:</span>
              {parent && <TaskTypeIcon type={parent.type} />}
              <span className="truncate">
                {parent ? `${parent.key} ${parent.title}` : `#${task.parentId}`}
              </span>
            </span>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={setParent.isPending}
              onClick={() =>
                setParent.mutate(
                  { taskId: task.id, parentId: null },
                  { onError: (error) => showTaskError(error, "Failed to clear the parent") },
                )
              }
            >
              Remove parent
            </Button>
          </div>
        ) : (
          <TaskSearchPicker
            id={`${id}-parent`}
            label="Set parent"
            filters={{ projectId: task.projectId }}
            exclude={[task.id, ...childIds]}
            disabled={setParent.isPending}
            onPick={(found) => chooseParent(found.id)}
          />
        ))}
      <ul className="grid gap-1 text-sm" aria-label={task.type === "epic" ? "Children" : "Sub-tasks"}>
        {(children.data ?? []).map((child) => (
          <li key={child.id} className="flex items-center gap-1.5" data-testid="task-child">
            <TaskTypeIcon type={child.type} />
            <span className="font-mono text-xs text-muted-foreground">{child.key}</span>
            <span className={child.completedAt ? "truncate line-through" : "truncate"}>{child.title}</span>
          </li>
        ))}
        {children.data?.length === 0 && <li className="text-muted-foreground">No sub-tasks yet.</li>}
      </ul>
      <TaskSearchPicker
        id={`${id}-adopt`}
        label="Add an existing task"
        filters={{ projectId: task.projectId }}
        exclude={[task.id, ...childIds, ...(task.parentId === null ? [] : [task.parentId])]}
        disabled={setParent.isPending}
        onPick={adopt}
      />
      <div className="flex gap-2">
        <label htmlFor={`${id}-add`} className="sr-only">
          New sub-task
        </label>
        <Input
          id={`${id}-add`}
          placeholder="New sub-task"
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
          Add sub-task
        </Button>
      </div>
    </section>
  );
}
