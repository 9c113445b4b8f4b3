import type { BoardColumn, Task } from "@contract/tasks";
import { useQuery } from "@tanstack/react-query";
import { Controller, type UseFormReturn } from "react-hook-form";
import { fieldError } from "@/api/field-messages";
import { assignableUsersQuery } from "@/api/projects";
import { departmentsQuery } from "@/api/reports";
import { BlockedConfirmDialog } from "@/components/blocked-confirm-dialog";
import { OpenChildrenConfirmDialog } from "@/components/open-children-confirm-dialog";
import { TaskTypeIcon } from "@/components/task-type-icon";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { WipConfirmDialog } from "@/components/wip-confirm-dialog";
import { useT } from "@/i18n";
import { doneStatusOf } from "@/lib/board-model";
import { columnTitleText } from "@/lib/statuses";
import { DeleteTaskDialog } from "./delete-task-dialog";
import { TAGS, TagInput } from "./tag-input";
import { TaskActivity } from "./task-activity";
import { TaskDialogFooter } from "./task-dialog-footer";
import { TaskFormFields } from "./task-form-fields";
import { assigneeOptions, type TaskFormValues } from "./task-form-schema";
import { TaskSavedAtOnce } from "./task-saved-at-once";
import { useTaskDialog } from "./use-task-dialog";

/** What the dialog edits: a task, where id 0 is a new, unsaved one in `status` (product rules §17). */
export type TaskDraft = { task: Task | null; status: string };

/** The department chosen for the task (AI assistant review, issue 9), read-only; its name from the cached list. */
function TaskDepartment({ departmentId }: { departmentId: number }) {
  const t = useT();
  const departments = useQuery(departmentsQuery);
  const name = departments.data?.find((d) => d.id === departmentId)?.name;
  return (
    <p className="text-sm wrap-anywhere text-muted-foreground" data-testid="task-department">
      {t.rich(
        { id: "tasks.dialog.department", defaultMessage: "<b>Department:</b> {name}" },
        {
          b: (chunks) => (
            <span key="b" className="font-medium text-foreground">
              {chunks}
            </span>
          ),
          name:
            name ??
            (departments.isPending
              ? t({ id: "tasks.dialog.departmentLoading", defaultMessage: "Loading..." })
              : t({ id: "tasks.dialog.departmentUnknown", defaultMessage: "Unknown department" })),
        },
      )}
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
  const t = useT();
  const existing = draft.task && draft.task.id !== 0 ? draft.task : null;
  const isNew = existing === null;
  const {
    form,
    isSaving,
    onSubmit,
    confirmDelete,
    setConfirmDelete,
    onDelete,
    isDeleting,
    wipPrompt,
    closeWipPrompt,
    blockedPrompt,
    closeBlockedPrompt,
    childrenChoice,
    setChildrenChoice,
    childrenPrompt,
    closeChildrenPrompt,
  } = useTaskDialog({
    existing,
    status: draft.status,
    boardId,
    doneStatus: doneStatusOf(columns),
    onClose,
    columns,
  });
  const assignable = useQuery(assignableUsersQuery(projectId));
  const statusOptions = columns.some((c) => c.id === form.getValues("status"))
    ? columns
    : [
        ...columns,
        { id: form.getValues("status"), title: form.getValues("status"), color: "gray", wipLimit: null },
      ];

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl" isDirty={form.formState.isDirty}>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            {existing && <TaskTypeIcon type={existing.type} className="size-4" />}
            {isNew
              ? t({ id: "tasks.dialog.createTitle", defaultMessage: "Create Task" })
              : t({ id: "tasks.dialog.editTitle", defaultMessage: "Edit Task" })}
          </DialogTitle>
          <DialogDescription>
            {isNew ? (
              t({ id: "tasks.dialog.createDescription", defaultMessage: "Add a task to this board." })
            ) : (
              <>
                {draft.task?.key && (
                  <span className="me-1 whitespace-nowrap font-mono">{draft.task.key}</span>
                )}
                {t({
                  id: "tasks.dialog.editDescription",
                  defaultMessage: "Change the task's details and save.",
                })}
              </>
            )}
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={onSubmit}>
          <TaskFormFields
            form={form}
            idPrefix="task"
            autoFocusTitle
            statuses={statusOptions.map((c) => ({ value: c.id, label: columnTitleText(t, c) }))}
            assignees={assigneeOptions(existing?.assignee, assignable.data ?? [])}
            withType
            withStartDate
          />
          {existing?.departmentId != null && <TaskDepartment departmentId={existing.departmentId} />}
          <TaskProgressFields form={form} withChecklistSwitch={existing !== null} />
          <FormField id="task-tags" label={t(TAGS)}>
            <Controller
              control={form.control}
              name="tags"
              render={({ field }) => (
                <TagInput id="task-tags" value={field.value} onChange={field.onChange} />
              )}
            />
          </FormField>
          <TaskDialogFooter
            existing={existing}
            isSaving={isSaving}
            onDelete={() => setConfirmDelete(true)}
            onCancel={onClose}
          />
        </form>
        {existing && <TaskSavedAtOnce task={existing} boardId={boardId} projectId={projectId} />}
        {existing && <TaskActivity taskId={existing.id} updatedAt={existing.updatedAt} columns={columns} />}
        <WipConfirmDialog prompt={wipPrompt} onClose={closeWipPrompt} />
        <BlockedConfirmDialog prompt={blockedPrompt} onClose={closeBlockedPrompt} />
        <OpenChildrenConfirmDialog prompt={childrenPrompt} onClose={closeChildrenPrompt} />
        {existing && (
          <DeleteTaskDialog
            title={existing.title}
            childCount={existing.childCounts?.total ?? 0}
            choice={childrenChoice}
            onChoice={setChildrenChoice}
            open={confirmDelete}
            onOpenChange={setConfirmDelete}
            onConfirm={onDelete}
            isPending={isDeleting}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Progress (%), read-only while it follows the checklist, and (for a saved task) the switch that makes it. */
function TaskProgressFields({
  form,
  withChecklistSwitch,
}: {
  form: UseFormReturn<TaskFormValues>;
  withChecklistSwitch: boolean;
}) {
  const t = useT();
  const { errors } = form.formState;
  const followsChecklist = form.watch("progressFromChecklist");
  return (
    <>
      <FormField
        id="task-progress"
        label={t({ id: "tasks.field.progressPercent", defaultMessage: "Progress (%)" })}
        error={fieldError(t, errors.progress?.message)}
      >
        <Input
          id="task-progress"
          type="number"
          min={0}
          max={100}
          step={1}
          readOnly={followsChecklist}
          aria-invalid={errors.progress ? true : undefined}
          {...form.register("progress", { valueAsNumber: true })}
        />
      </FormField>
      {withChecklistSwitch && (
        <div className="flex items-center gap-2">
          <Controller
            control={form.control}
            name="progressFromChecklist"
            render={({ field }) => (
              <Switch id="task-progress-checklist" checked={field.value} onCheckedChange={field.onChange} />
            )}
          />
          <Label htmlFor="task-progress-checklist">
            {t({ id: "tasks.field.progressFromChecklist", defaultMessage: "Progress follows the checklist" })}
          </Label>
        </div>
      )}
    </>
  );
}
