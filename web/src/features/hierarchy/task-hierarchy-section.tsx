import type { Task } from "@contract/tasks";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { taskChildrenQuery, useAddSubtask, useSetParent } from "@/api/hierarchy";
import { boardTasksQuery } from "@/api/tasks";
import { TaskTypeIcon } from "@/components/task-type-icon";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { showTaskError } from "@/features/tasks/task-feedback";

/**
 * The task dialog's tree (product rules §35): the parent (set by key or title from the board's
 * tasks, or cleared), the children with their status, and 'Add sub-task' (a title creates a child).
 */
export function TaskHierarchySection({ task, boardId }: { task: Task; boardId: number }) {
  const id = useId();
  const board = useQuery(boardTasksQuery(boardId));
  const children = useQuery(taskChildrenQuery(task.id));
  const setParent = useSetParent(boardId);
  const addSubtask = useAddSubtask(boardId);
  const [title, setTitle] = useState("");
  const [parentText, setParentText] = useState("");
  const all = board.data ?? [];
  const parent = task.parentId === null ? null : all.find((t) => t.id === task.parentId);
  // Candidates: tasks that are not this one nor under it (the server checks the rest).
  const candidates = all.filter((t) => t.id !== task.id && t.parentId !== task.id);

  const chooseParent = () => {
    const text = parentText.trim().toLowerCase();
    const match =
      candidates.find((t) => t.key.toLowerCase() === text.split(/\s+/)[0]) ??
      candidates.find((t) => t.title.toLowerCase() === text) ??
      candidates.find((t) => t.title.toLowerCase().includes(text));
    if (!text || !match) {
      showTaskError(new Error("No such task"), "No task on this board matches that key or title");
      return;
    }
    setParent.mutate(
      { taskId: task.id, parentId: match.id },
      {
        onSuccess: () => setParentText(""),
        onError: (error) => showTaskError(error, "Failed to set the parent"),
      },
    );
  };
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
      {task.type !== "epic" && (
        <div className="grid gap-2">
          {task.parentId !== null ? (
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
            <div className="flex gap-2">
              <label htmlFor={`${id}-parent`} className="sr-only">
                Parent task (key or name)
              </label>
              <Input
                id={`${id}-parent`}
                list={`${id}-parents`}
                placeholder="Parent: key or name"
                value={parentText}
                onChange={(e) => setParentText(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === "Enter") {
                    e.preventDefault();
                    chooseParent();
                  }
                }}
              />
              <datalist id={`${id}-parents`}>
                {candidates.slice(0, 200).map((t) => (
                  <option key={t.id} value={`${t.key} ${t.title}`} />
                ))}
              </datalist>
              <Button type="button" variant="outline" disabled={setParent.isPending} onClick={chooseParent}>
                Set parent
              </Button>
            </div>
          )}
        </div>
      )}
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
