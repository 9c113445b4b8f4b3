import type { MyTask } from "@contract/my-tasks";
import { useQuery } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useDeleteMyTask, useUpdateMyTask } from "@/api/my-tasks";
import { assignableUsersQuery } from "@/api/projects";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { DeleteTaskDialog } from "@/features/tasks/delete-task-dialog";
import { showTaskError } from "@/features/tasks/task-feedback";
import { toDateInput, UNASSIGNED } from "@/features/tasks/task-form-schema";
import { statusLabel, TASK_PRIORITIES, TASK_STATUSES } from "@/lib/statuses";
import { toast } from "@/lib/toast";
import { displayName } from "@/lib/user";

/** The Edit Task dialog of My Tasks (spec part 2 'My Tasks'); the project is shown read-only. */
export function EditMyTaskDialog({ task, onClose }: { task: MyTask | null; onClose: () => void }) {
  return (
    <Dialog open={task !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        {task && <EditForm key={task.id} task={task} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function EditForm({ task, onClose }: { task: MyTask; onClose: () => void }) {
  const [title, setTitle] = useState(task.title);
  const [description, setDescription] = useState(task.description ?? "");
  const [status, setStatus] = useState(task.status);
  const [priority, setPriority] = useState(task.priority);
  const [assignee, setAssignee] = useState(task.assignedTo != null ? String(task.assignedTo) : UNASSIGNED);
  const initialDue = toDateInput(task.dueDate);
  const [dueDate, setDueDate] = useState(initialDue);
  const [confirming, setConfirming] = useState(false);
  const assignable = useQuery(assignableUsersQuery(task.project.id));
  const update = useUpdateMyTask();
  const remove = useDeleteMyTask();

  const statuses = TASK_STATUSES.some((s) => s.value === status)
    ? TASK_STATUSES
    : [...TASK_STATUSES, { value: status, label: statusLabel(status) }];
  const users = assignable.data ?? [];
  const people =
    task.assignee && !users.some((u) => u.id === task.assignee!.id) ? [task.assignee, ...users] : users;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return;
    update.mutate(
      {
        id: task.id,
        title: title.trim(),
        description: description.trim() ? description : null,
        status,
        priority: priority as (typeof TASK_PRIORITIES)[number]["value"],
        assignedTo: assignee === UNASSIGNED ? null : Number.parseInt(assignee, 10),
        // An untouched date keeps its time of day; a new one is local midnight, as on the board.
        dueDate: !dueDate
          ? null
          : dueDate === initialDue
            ? task.dueDate
            : new Date(`${dueDate}T00:00:00`).toISOString(),
      },
      {
        onSuccess: () => {
          toast({ title: "Success", description: "Task updated successfully" });
          onClose();
        },
        onError: (error) => showTaskError(error, "Failed to update task"),
      },
    );
  };

  const onDelete = () =>
    remove.mutate(task, {
      onSuccess: () => {
        toast({ title: "Success", description: "Task deleted successfully" });
        setConfirming(false);
        onClose();
      },
      onError: (error) => showTaskError(error, "Failed to delete task"),
    });

  return (
    <>
      <DialogHeader>
        <DialogTitle>Edit Task</DialogTitle>
        <DialogDescription>Change the task's details, or delete it.</DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <FormField id="my-task-title" label="Title" error={title.trim() ? undefined : "Title is required"}>
          <Input
            id="my-task-title"
            value={title}
            maxLength={255}
            aria-invalid={!title.trim() || undefined}
            aria-describedby={title.trim() ? undefined : "my-task-title-error"}
            onChange={(e) => setTitle(e.target.value)}
          />
        </FormField>
        <FormField id="my-task-description" label="Description">
          <Textarea
            id="my-task-description"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="my-task-status" label="Status">
            <Select value={status} onValueChange={setStatus}>
              <SelectTrigger id="my-task-status">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {statuses.map((s) => (
                  <SelectItem key={s.value} value={s.value}>
                    {s.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          <FormField id="my-task-priority" label="Priority">
            <Select value={priority} onValueChange={setPriority}>
              <SelectTrigger id="my-task-priority">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {TASK_PRIORITIES.map((p) => (
                  <SelectItem key={p.value} value={p.value}>
                    {p.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          <FormField id="my-task-assignee" label="Assignee">
            <Select value={assignee} onValueChange={setAssignee}>
              <SelectTrigger id="my-task-assignee">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={UNASSIGNED}>Unassigned</SelectItem>
                {people.map((user) => (
                  <SelectItem key={user.id} value={String(user.id)}>
                    {displayName(user)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          <FormField id="my-task-due" label="Due Date">
            <Input
              id="my-task-due"
              type="date"
              value={dueDate}
              onChange={(e) => setDueDate(e.target.value)}
            />
          </FormField>
        </div>
        <FormField id="my-task-project" label="Project">
          <Input
            id="my-task-project"
            value={task.project.name}
            readOnly
            aria-readonly="true"
            className="bg-muted"
          />
        </FormField>
        <DialogFooter className="gap-2 sm:justify-between">
          <Button type="button" variant="destructive" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" /> Delete Task
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!title.trim() || update.isPending}>
              {update.isPending ? "Updating..." : "Update Task"}
            </Button>
          </div>
        </DialogFooter>
      </form>
      <DeleteTaskDialog
        title={task.title}
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={onDelete}
        isPending={remove.isPending}
      />
    </>
  );
}
