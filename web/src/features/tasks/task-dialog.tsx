import type { BoardColumn, Task } from "@contract/tasks";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Trash2Icon } from "lucide-react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { assignableUsersQuery } from "@/api/projects";
import { departmentsQuery } from "@/api/reports";
import { useCreateTask, useDeleteTask, useUpdateTask } from "@/api/tasks";
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
import { CommentsButton } from "@/features/comments/comments-button";
import { toast } from "@/lib/toast";
import { DeleteTaskDialog } from "./delete-task-dialog";
import { TagInput } from "./tag-input";
import { showTaskError } from "./task-feedback";
import { TaskFormFields } from "./task-form-fields";
import {
  assigneeOptions,
  initialValues,
  TaskFormSchema,
  type TaskFormValues,
  toTaskPayload,
} from "./task-form-schema";

/** What the dialog edits: a task, where id 0 is a new, unsaved one in `status` (product rules §17). */
export type TaskDraft = { task: Task | null; status: string };

/** The department chosen for the task (AI assistant review, issue 9), read-only; its name from the cached list. */
function TaskDepartment({ departmentId }: { departmentId: number }) {
  const departments = useQuery(departmentsQuery);
  const name = departments.data?.find((d) => d.id === departmentId)?.name;
  return (
    <p className="text-sm wrap-anywhere text-muted-foreground" data-testid="task-department">
      <span className="font-medium text-foreground">Department:</span>{" "}
      {name ?? (departments.isPending ? "Loading..." : "Unknown department")}
    </p>
  );
}

/** Create Task / Edit Task dialog with delete confirmation. Remount it (key) per task. */
export function TaskDialog({
  draft,
  boardId,
  projectId,
  columns,
  onClose,
}: {
  draft: TaskDraft;
  boardId: number;
  projectId: number;
  columns: readonly BoardColumn[];
  onClose: () => void;
}) {
  const existing = draft.task && draft.task.id !== 0 ? draft.task : null;
  const isNew = existing === null;
  const create = useCreateTask(boardId);
  const update = useUpdateTask(boardId);
  const remove = useDeleteTask(boardId);
  const assignable = useQuery(assignableUsersQuery(projectId));
  const [confirmDelete, setConfirmDelete] = useState(false);
  const form = useForm<TaskFormValues>({
    resolver: zodResolver(TaskFormSchema),
    defaultValues: initialValues(existing, draft.status),
  });
  const { errors } = form.formState;
  const statusOptions = columns.some((c) => c.id === form.getValues("status"))
    ? columns
    : [...columns, { id: form.getValues("status"), title: form.getValues("status"), color: "gray" }];
  const isSaving = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit((values) => {
    const body = toTaskPayload(values);
    if (isNew) {
      create.mutate(body, {
        onSuccess: () => {
          toast({ title: "Success", description: "Task created successfully" });
          onClose();
        },
        onError: (error) => showTaskError(error, "Failed to create task"),
      });
    } else {
      update.mutate(
        { id: existing.id, ...body },
        {
          onSuccess: () => {
            toast({ title: "Success", description: "Task updated successfully" });
            onClose();
          },
          onError: (error) => showTaskError(error, "Failed to update task"),
        },
      );
    }
  });

  const onDelete = () => {
    if (!existing) return;
    remove.mutate(existing, {
      onSuccess: () => {
        toast({ title: "Success", description: "Task deleted successfully" });
        setConfirmDelete(false);
        onClose();
      },
      onError: (error) => showTaskError(error, "Failed to delete task"),
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl" isDirty={form.formState.isDirty}>
        <DialogHeader>
          <DialogTitle>{isNew ? "Create Task" : "Edit Task"}</DialogTitle>
          <DialogDescription>
            {isNew ? "Add a task to this board." : "Change the task's details and save."}
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={onSubmit}>
          <TaskFormFields
            form={form}
            idPrefix="task"
            autoFocusTitle
            statuses={statusOptions.map((c) => ({ value: c.id, label: c.title }))}
            assignees={assigneeOptions(existing?.assignee, assignable.data ?? [])}
          />
          {existing?.departmentId != null && <TaskDepartment departmentId={existing.departmentId} />}
          <FormField id="task-progress" label="Progress (%)" error={errors.progress?.message}>
            <Input
              id="task-progress"
              type="number"
              min={0}
              max={100}
              step={1}
              aria-invalid={errors.progress ? true : undefined}
              {...form.register("progress", { valueAsNumber: true })}
            />
          </FormField>
          <FormField id="task-tags" label="Tags">
            <Controller
              control={form.control}
              name="tags"
              render={({ field }) => (
                <TagInput id="task-tags" value={field.value} onChange={field.onChange} />
              )}
            />
          </FormField>
          <DialogFooter className="sm:justify-between">
            {existing ? (
              <div className="flex flex-col-reverse gap-2 sm:flex-row">
                <Button
                  type="button"
                  variant="outline"
                  className="text-destructive"
                  onClick={() => setConfirmDelete(true)}
                >
                  <Trash2Icon aria-hidden="true" />
                  Delete
                </Button>
                {/* Comments (features/comments): the thread of this task in its own dialog. */}
                <CommentsButton task={existing} />
              </div>
            ) : (
              <span />
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button type="button" variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={isSaving}>
                {isSaving ? "Saving..." : isNew ? "Create Task" : "Update Task"}
              </Button>
            </div>
          </DialogFooter>
        </form>
        {existing && (
          <DeleteTaskDialog
            title={existing.title}
            open={confirmDelete}
            onOpenChange={setConfirmDelete}
            onConfirm={onDelete}
            isPending={remove.isPending}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
