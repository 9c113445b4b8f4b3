import type { CustomStatus } from "@contract/statuses";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { customStatusesQuery, statusUsage, useDeleteStatus, useReorderStatuses } from "@/api/statuses";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { plural } from "@/lib/plural";
import { toast } from "@/lib/toast";
import { fail, StatusForm, useStatusForm } from "./status-form";
import { StatusRow } from "./status-row";

/** 'Manage Custom Statuses': create or edit a status (name and colour, default blue) and the user's list. */
export function StatusesDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const statuses = useQuery({ ...customStatusesQuery, enabled: open });
  const form = useStatusForm(statuses.data);
  const remove = useDeleteStatus();
  const reorder = useReorderStatuses();
  const [deleting, setDeleting] = useState<{ status: CustomStatus; taskCount: number | null } | null>(null);

  const onDelete = (status: CustomStatus) =>
    remove.mutate(status.id, {
      onSuccess: () => {
        toast({ title: "Status Deleted", description: `"${status.name}" has been deleted.` });
        if (form.editing?.id === status.id) form.reset();
        setDeleting(null);
      },
      onError: (err) => fail(err, "Failed to delete status"),
    });
  // Ask first, saying how many tasks have the status: the server keeps them (product rules §3).
  const askDelete = (status: CustomStatus) => {
    setDeleting({ status, taskCount: null });
    statusUsage(status.id).then(
      (usage) =>
        setDeleting((current) =>
          current?.status.id === status.id ? { status, taskCount: usage.taskCount } : current,
        ),
      () => {},
    );
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = (statuses.data ?? []).map((s) => s.id);
    const target = index + by;
    if (target < 0 || target >= ids.length) return;
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    reorder.mutate(ids, { onError: (err) => fail(err, "Failed to reorder statuses") });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-lg" isDirty={form.isDirty}>
        <DialogHeader>
          <DialogTitle>Manage Custom Statuses</DialogTitle>
          <DialogDescription>Your statuses are the columns of the boards of your projects.</DialogDescription>
        </DialogHeader>
        <StatusForm form={form} />
        <section aria-labelledby="your-statuses" className="grid gap-2">
          <h3 id="your-statuses" className="font-semibold">
            Your Custom Statuses
          </h3>
          {statuses.isPending ? (
            <p className="text-sm text-muted-foreground">Loading statuses...</p>
          ) : !statuses.data || statuses.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No custom statuses yet. Create your first one above!
            </p>
          ) : (
            <ul className="grid gap-2">
              {statuses.data.map((s, index, all) => (
                <StatusRow
                  key={s.id}
                  status={s}
                  isFirst={index === 0}
                  isLast={index === all.length - 1}
                  isReordering={reorder.isPending}
                  isDeleting={remove.isPending}
                  onMove={(by) => move(index, by)}
                  onEdit={() => form.startEdit(s)}
                  onDelete={() => askDelete(s)}
                />
              ))}
            </ul>
          )}
        </section>
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(next) => !next && setDeleting(null)}
          title={`Delete "${deleting?.status.name ?? ""}"?`}
          description={deleting ? deleteWarning(deleting.status, deleting.taskCount) : ""}
          confirmLabel="Delete"
          onConfirm={() => deleting && onDelete(deleting.status)}
          isPending={remove.isPending}
          isDisabled={deleting?.taskCount === null}
        />
      </DialogContent>
    </Dialog>
  );
}

/** What happens to the status's tasks: the server keeps them, and boards show them in an extra column. */
function deleteWarning(status: CustomStatus, taskCount: number | null): string {
  if (taskCount === null) return "Counting the tasks with this status...";
  if (taskCount === 0) return "No task on your boards has this status. The column disappears from them.";
  const tasks = `${plural(taskCount, "task has", "tasks have")} this status`;
  return `${tasks} on your boards. They are not deleted: each board shows them in an extra column titled "${status.value}" until you move them to another column.`;
}
