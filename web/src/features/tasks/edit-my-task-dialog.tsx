import type { MyTask } from "@contract/my-tasks";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { wipLimitOf } from "@/api/checklists";
import { type MyTaskUpdate, useDeleteMyTask, useUpdateMyTask } from "@/api/my-tasks";
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
import { WipConfirmDialog, type WipPrompt } from "@/components/wip-confirm-dialog";
import { COMMON, useT } from "@/i18n";
import { statusText, TASK_STATUSES } from "@/lib/statuses";
import { toast } from "@/lib/toast";
import { DeleteTaskDialog } from "./delete-task-dialog";
import { showTaskError } from "./task-feedback";
import { TaskFormFields } from "./task-form-fields";
import {
  assigneeOptions,
  initialValues,
  TaskFormSchema,
  type TaskFormValues,
  toDueDate,
  toTaskPayload,
} from "./task-form-schema";

/** The Edit Task dialog of My Tasks (product rules §13, 'My Tasks'); the project is shown read-only. */
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
  const [confirming, setConfirming] = useState(false);
  const [wipPrompt, setWipPrompt] = useState<WipPrompt | null>(null);
  const assignable = useQuery(assignableUsersQuery(task.project.id));
  const update = useUpdateMyTask();
  const t = useT();
  const remove = useDeleteMyTask();
  // The board's form: the contract's title rule, checked as the user types (Update waits for a title).
  const form = useForm<TaskFormValues>({
    resolver: zodResolver(TaskFormSchema),
    mode: "onChange",
    defaultValues: initialValues(task, task.status),
  });
  const hasTitle = form.watch("title").trim() !== "";

  const statuses = (
    TASK_STATUSES.some((s) => s.value === task.status)
      ? TASK_STATUSES
      : [...TASK_STATUSES, { value: task.status }]
  ).map((s) => ({ value: s.value, label: statusText(t, s.value) }));

  const save = (body: MyTaskUpdate) =>
    update.mutate(body, {
      onSuccess: () => {
        toast({
          title: t(COMMON.success),
          description: t({ id: "myTasks.edit.updated", defaultMessage: "Task updated successfully" }),
        });
        onClose();
      },
      // A column at its WIP limit answers 409: ask, then send again with the override (product rules §24).
      onError: (error) => {
        const limit = wipLimitOf(error);
        if (limit !== null) setWipPrompt({ limit, proceed: () => save({ ...body, overrideWipLimit: true }) });
        else
          showTaskError(
            error,
            t({ id: "myTasks.edit.updateFailed", defaultMessage: "Failed to update task" }),
          );
      },
    });
  const onSubmit = form.handleSubmit((values) => {
    const { progress: _progress, tags: _tags, ...body } = toTaskPayload(values);
    save({ id: task.id, ...body, dueDate: toDueDate(values.dueDate, task.dueDate) });
  });

  const onDelete = () =>
    remove.mutate(task, {
      onSuccess: () => {
        toast({
          title: t(COMMON.success),
          description: t({ id: "myTasks.edit.deleted", defaultMessage: "Task deleted successfully" }),
        });
        setConfirming(false);
        onClose();
      },
      onError: (error) =>
        showTaskError(error, t({ id: "myTasks.edit.deleteFailed", defaultMessage: "Failed to delete task" })),
    });

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t({ id: "myTasks.edit.title", defaultMessage: "Edit Task" })}</DialogTitle>
        <DialogDescription>
          {t({ id: "myTasks.edit.description", defaultMessage: "Change the task's details, or delete it." })}
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <TaskFormFields
          form={form}
          idPrefix="my-task"
          statuses={statuses}
          assignees={assigneeOptions(task.assignee, assignable.data ?? [])}
        >
          <FormField
            id="my-task-project"
            label={t({ id: "myTasks.card.project", defaultMessage: "Project" })}
          >
            <Input
              id="my-task-project"
              value={task.project.name}
              readOnly
              aria-readonly="true"
              className="bg-muted"
            />
          </FormField>
        </TaskFormFields>
        <DialogFooter className="gap-2 sm:justify-between">
          <Button type="button" variant="destructive" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" /> {t({ id: "myTasks.edit.delete", defaultMessage: "Delete Task" })}
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button type="button" variant="outline" onClick={onClose}>
              {t(COMMON.cancel)}
            </Button>
            <Button type="submit" disabled={!hasTitle || update.isPending}>
              {update.isPending
                ? t({ id: "myTasks.edit.updating", defaultMessage: "Updating..." })
                : t({ id: "myTasks.edit.update", defaultMessage: "Update Task" })}
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
      <WipConfirmDialog prompt={wipPrompt} onClose={() => setWipPrompt(null)} />
    </>
  );
}
