import type { BulkTasksInput } from "@contract/bulk-tasks";
import { useQuery } from "@tanstack/react-query";
import { Trash2, X } from "lucide-react";
import { useState } from "react";
import { projectBoardsQuery } from "@/api/boards";
import { useBulkTasks, wipLimitOf } from "@/api/checklists";
import { messageOr } from "@/api/http";
import { assignableUsersQuery } from "@/api/projects";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DateField } from "@/components/ui/date-field";
import { SelectField } from "@/components/ui/select-field";
import { WipConfirmDialog, type WipPrompt } from "@/components/wip-confirm-dialog";
import { COMMON, defineMessages, type MessageDescriptor, translator, useT } from "@/i18n";
import { columnTitleText, labelOf, PRIORITY_LABELS, TASK_PRIORITIES } from "@/lib/statuses";
import { toast } from "@/lib/toast";
import { displayName } from "@/lib/user";

const UNASSIGNED = "unassigned";
type BulkAction = BulkTasksInput["action"];
type BulkSet = Extract<BulkAction, { type: "update" }>["set"];

const MESSAGES = defineMessages({
  changeStatus: { id: "projects.bulk.changeStatus", defaultMessage: "Change status" },
  status: { id: "projects.bulk.status", defaultMessage: "Status" },
  changeAssignee: { id: "projects.bulk.changeAssignee", defaultMessage: "Change assignee" },
  assignee: { id: "projects.bulk.assignee", defaultMessage: "Assignee" },
  changePriority: { id: "projects.bulk.changePriority", defaultMessage: "Change priority" },
  priority: { id: "projects.bulk.priority", defaultMessage: "Priority" },
  dueDate: { id: "projects.bulk.dueDate", defaultMessage: "Due date" },
  setDueDate: { id: "projects.bulk.setDueDate", defaultMessage: "Set due date" },
  clearDueDate: { id: "projects.bulk.clearDueDate", defaultMessage: "Clear due date" },
  updated: {
    id: "projects.bulk.updated",
    defaultMessage: "{count, plural, one {# task updated} other {# tasks updated}}",
  },
  deleted: {
    id: "projects.bulk.deleted",
    defaultMessage: "{count, plural, one {# task deleted} other {# tasks deleted}}",
  },
  failed: { id: "projects.bulk.failed", defaultMessage: "Failed to update tasks" },
  region: { id: "projects.bulk.region", defaultMessage: "Bulk actions for {name}" },
  selected: { id: "projects.bulk.selected", defaultMessage: "{count} selected" },
  clearSelection: { id: "projects.bulk.clearSelection", defaultMessage: "Clear selection" },
  confirmTitle: {
    id: "projects.bulk.confirmTitle",
    defaultMessage: "{count, plural, one {Delete # task?} other {Delete # tasks?}}",
  },
  confirmText: {
    id: "projects.bulk.confirmText",
    defaultMessage:
      "{count, plural, one {This permanently deletes the selected task of {name}. This cannot be undone.} other {This permanently deletes the selected tasks of {name}. This cannot be undone.}}",
  },
});

/** The bar's fields: status, assignee and priority selects (applied on choice), and the due date. */
function BulkFields({
  idPrefix,
  projectId,
  disabled,
  onUpdate,
}: {
  idPrefix: string;
  projectId: number;
  disabled: boolean;
  onUpdate: (set: BulkSet) => void;
}) {
  const t = useT();
  const boards = useQuery(projectBoardsQuery(projectId));
  const users = useQuery(assignableUsersQuery(projectId));
  const [due, setDue] = useState("");
  const columns = boards.data?.[0]?.columns ?? [];
  const fields = [
    {
      key: "status",
      label: t(MESSAGES.changeStatus),
      placeholder: t(MESSAGES.status),
      width: "w-36",
      options: columns.map((c) => ({ value: c.id, label: columnTitleText(t, c) })),
      apply: (status: string) => onUpdate({ status }),
    },
    {
      key: "assignee",
      label: t(MESSAGES.changeAssignee),
      placeholder: t(MESSAGES.assignee),
      width: "w-40",
      options: [
        { value: UNASSIGNED, label: t(COMMON.unassigned) },
        ...(users.data ?? []).map((u) => ({ value: String(u.id), label: displayName(u) })),
      ],
      apply: (value: string) => onUpdate({ assignedTo: value === UNASSIGNED ? null : Number(value) }),
    },
    {
      key: "priority",
      label: t(MESSAGES.changePriority),
      placeholder: t(MESSAGES.priority),
      width: "w-32",
      options: TASK_PRIORITIES.map((p) => ({
        value: p.value,
        label: labelOf(t, PRIORITY_LABELS, p.value, p.label),
      })),
      apply: (priority: string) => onUpdate({ priority }),
    },
  ];
  return (
    <>
      {fields.map((field) => (
        <SelectField
          key={field.key}
          id={`${idPrefix}-${field.key}`}
          label={field.label}
          value={undefined}
          placeholder={field.placeholder}
          disabled={disabled}
          onValueChange={field.apply}
          options={field.options}
          triggerClassName={field.width}
        />
      ))}
      <div className="grid gap-2">
        <label htmlFor={`${idPrefix}-due`} className="text-sm leading-none font-medium">
          {t(MESSAGES.dueDate)}
        </label>
        <div className="flex gap-2">
          <DateField id={`${idPrefix}-due`} className="w-40" value={due} onChange={setDue} />
          <Button
            type="button"
            variant="outline"
            disabled={!due || disabled}
            onClick={() => onUpdate({ dueDate: new Date(`${due}T00:00:00`).toISOString() })}
          >
            {t(MESSAGES.setDueDate)}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={disabled}
            onClick={() => onUpdate({ dueDate: null })}
          >
            {t(MESSAGES.clearDueDate)}
          </Button>
        </div>
      </div>
    </>
  );
}

/**
 * The Table view's bulk bar for one project's selected tasks (product rules §24): 'N selected',
 * change status, assignee, priority or due date (or clear it), and delete after a confirmation.
 * Each change is one request for every selected task, all or nothing.
 */
export function BulkTaskBar({
  projectId,
  projectName,
  taskIds,
  onDone,
}: {
  projectId: number;
  projectName: string;
  taskIds: readonly number[];
  /** The action succeeded: clear the selection. */
  onDone: () => void;
}) {
  const t = useT();
  const bulk = useBulkTasks();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [wipPrompt, setWipPrompt] = useState<WipPrompt | null>(null);
  const count = taskIds.length;
  const idPrefix = `bulk-${projectId}`;

  // The toast is worded when it is shown: the language may change while the request runs.
  const run = (action: BulkAction, success: MessageDescriptor, overrideWipLimit?: boolean) =>
    bulk.mutateAsync({ taskIds: [...taskIds], action, overrideWipLimit }).then(
      () => {
        const tr = translator();
        toast({ title: tr(COMMON.success), description: tr(success, { count }) });
        onDone();
      },
      (error: unknown) => {
        const limit = wipLimitOf(error);
        if (limit !== null) {
          setWipPrompt({ limit, proceed: () => run(action, success, true) });
          return;
        }
        const tr = translator();
        toast({
          variant: "destructive",
          title: tr(COMMON.error),
          description: messageOr(error, tr(MESSAGES.failed)),
        });
        throw error;
      },
    );
  const update = (set: BulkSet) => void run({ type: "update", set }, MESSAGES.updated).catch(() => {});

  return (
    <section
      aria-label={t(MESSAGES.region, { name: projectName })}
      // Sticky under the phone header (h-14) or the window's top: in view while rows far down are chosen.
      className="sticky top-16 z-20 mt-4 flex flex-wrap items-end gap-3 rounded-lg border bg-muted p-3 shadow-sm lg:top-4"
      data-testid="bulk-bar"
    >
      <p className="self-center text-sm font-medium" aria-live="polite">
        {t(MESSAGES.selected, { count })}
      </p>
      <BulkFields idPrefix={idPrefix} projectId={projectId} disabled={bulk.isPending} onUpdate={update} />
      <Button
        type="button"
        variant="destructive"
        disabled={bulk.isPending}
        onClick={() => setConfirmDelete(true)}
      >
        <Trash2 aria-hidden="true" /> {t(COMMON.delete)}
      </Button>
      <Button type="button" variant="ghost" onClick={onDone}>
        <X aria-hidden="true" /> {t(MESSAGES.clearSelection)}
      </Button>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t(MESSAGES.confirmTitle, { count })}
        description={t(MESSAGES.confirmText, { count, name: projectName })}
        confirmLabel={t(COMMON.delete)}
        onConfirm={() => run({ type: "delete" }, MESSAGES.deleted)}
      />
      <WipConfirmDialog prompt={wipPrompt} onClose={() => setWipPrompt(null)} />
    </section>
  );
}
