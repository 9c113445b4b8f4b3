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
import { Input } from "@/components/ui/input";
import { SelectField } from "@/components/ui/select-field";
import { WipConfirmDialog, type WipPrompt } from "@/components/wip-confirm-dialog";
import { TASK_PRIORITIES } from "@/lib/statuses";
import { toast } from "@/lib/toast";
import { displayName } from "@/lib/user";

const UNASSIGNED = "unassigned";
type BulkAction = BulkTasksInput["action"];
type BulkSet = Extract<BulkAction, { type: "update" }>["set"];

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
  const boards = useQuery(projectBoardsQuery(projectId));
  const users = useQuery(assignableUsersQuery(projectId));
  const [due, setDue] = useState("");
  const columns = boards.data?.[0]?.columns ?? [];
  const fields = [
    {
      key: "status",
      label: "Change status",
      width: "w-36",
      options: columns.map((c) => ({ value: c.id, label: c.title })),
      apply: (status: string) => onUpdate({ status }),
    },
    {
      key: "assignee",
      label: "Change assignee",
      width: "w-40",
      options: [
        { value: UNASSIGNED, label: "Unassigned" },
        ...(users.data ?? []).map((u) => ({ value: String(u.id), label: displayName(u) })),
      ],
      apply: (value: string) => onUpdate({ assignedTo: value === UNASSIGNED ? null : Number(value) }),
    },
    {
      key: "priority",
      label: "Change priority",
      width: "w-32",
      options: TASK_PRIORITIES.map((p) => ({ value: p.value, label: p.label })),
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
          placeholder={field.label.replace("Change ", "").replace(/^./, (c) => c.toUpperCase())}
          disabled={disabled}
          onValueChange={field.apply}
          options={field.options}
          triggerClassName={field.width}
        />
      ))}
      <div className="grid gap-2">
        <label htmlFor={`${idPrefix}-due`} className="text-sm leading-none font-medium">
          Due date
        </label>
        <div className="flex gap-2">
          <Input
            id={`${idPrefix}-due`}
            type="date"
            className="w-40"
            value={due}
            onChange={(e) => setDue(e.target.value)}
          />
          <Button
            type="button"
            variant="outline"
            disabled={!due || disabled}
            onClick={() => onUpdate({ dueDate: new Date(`${due}T00:00:00`).toISOString() })}
          >
            Set due date
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={disabled}
            onClick={() => onUpdate({ dueDate: null })}
          >
            Clear due date
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
  const bulk = useBulkTasks();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [wipPrompt, setWipPrompt] = useState<WipPrompt | null>(null);
  const count = taskIds.length;
  const noun = count === 1 ? "task" : "tasks";
  const idPrefix = `bulk-${projectId}`;

  const run = (action: BulkAction, success: string, overrideWipLimit?: boolean) =>
    bulk.mutateAsync({ taskIds: [...taskIds], action, overrideWipLimit }).then(
      () => {
        toast({ title: "Success", description: success });
        onDone();
      },
      (error: unknown) => {
        const limit = wipLimitOf(error);
        if (limit !== null) {
          setWipPrompt({ limit, proceed: () => run(action, success, true) });
          return;
        }
        toast({
          variant: "destructive",
          title: "Error",
          description: messageOr(error, "Failed to update tasks"),
        });
        throw error;
      },
    );
  const update = (set: BulkSet) =>
    void run({ type: "update", set }, `${count} ${noun} updated`).catch(() => {});

  return (
    <section
      aria-label={`Bulk actions for ${projectName}`}
      // Sticky under the phone header (h-14) or the window's top: in view while rows far down are chosen.
      className="sticky top-16 z-20 mt-4 flex flex-wrap items-end gap-3 rounded-lg border bg-muted p-3 shadow-sm lg:top-4"
      data-testid="bulk-bar"
    >
      <p className="self-center text-sm font-medium" aria-live="polite">
        {count} selected
      </p>
      <BulkFields idPrefix={idPrefix} projectId={projectId} disabled={bulk.isPending} onUpdate={update} />
      <Button
        type="button"
        variant="destructive"
        disabled={bulk.isPending}
        onClick={() => setConfirmDelete(true)}
      >
        <Trash2 aria-hidden="true" /> Delete
      </Button>
      <Button type="button" variant="ghost" onClick={onDone}>
        <X aria-hidden="true" /> Clear selection
      </Button>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={`Delete ${count} ${noun}?`}
        description={`This permanently deletes the selected ${noun} of ${projectName}. This cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={() => run({ type: "delete" }, `${count} ${noun} deleted`)}
      />
      <WipConfirmDialog prompt={wipPrompt} onClose={() => setWipPrompt(null)} />
    </section>
  );
}
