import type { CustomStatus } from "@contract/statuses";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { customStatusesQuery, statusUsage, useDeleteStatus, useReorderStatuses } from "@/api/statuses";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { COMMON, defineMessages, type Translate, useT } from "@/i18n";
import { toast } from "@/lib/toast";
import { fail, StatusForm, useStatusForm } from "./status-form";

const MESSAGES = defineMessages({
  deleted: { id: "statuses.toast.deleted", defaultMessage: "Status Deleted" },
  deletedDescription: {
    id: "statuses.toast.deletedDescription",
    defaultMessage: '"{name}" has been deleted.',
  },
  deleteFailed: { id: "statuses.toast.deleteFailed", defaultMessage: "Failed to delete status" },
  reorderFailed: { id: "statuses.toast.reorderFailed", defaultMessage: "Failed to reorder statuses" },
  title: { id: "statuses.dialog.title", defaultMessage: "Manage Custom Statuses" },
  description: {
    id: "statuses.dialog.description",
    defaultMessage: "Your statuses are the columns of the boards of your projects.",
  },
  yours: { id: "statuses.dialog.yours", defaultMessage: "Your Custom Statuses" },
  loading: { id: "statuses.dialog.loading", defaultMessage: "Loading statuses..." },
  empty: {
    id: "statuses.dialog.empty",
    defaultMessage: "No custom statuses yet. Create your first one above!",
  },
  deleteTitle: { id: "statuses.delete.title", defaultMessage: 'Delete "{name}"?' },
  counting: { id: "statuses.delete.counting", defaultMessage: "Counting the tasks with this status..." },
  unused: {
    id: "statuses.delete.unused",
    defaultMessage: "No task on your boards has this status. The column disappears from them.",
  },
  used: {
    id: "statuses.delete.used",
    defaultMessage:
      '{count, plural, one {# task has} other {# tasks have}} this status on your boards. They are not deleted: each board shows them in an extra column titled "{value}" until you move them to another column.',
  },
});

import { StatusRow } from "./status-row";

/** 'Manage Custom Statuses': create or edit a status (name and colour, default blue) and the user's list. */
export function StatusesDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const statuses = useQuery({ ...customStatusesQuery, enabled: open });
  const form = useStatusForm(statuses.data);
  const remove = useDeleteStatus();
  const reorder = useReorderStatuses();
  const [deleting, setDeleting] = useState<{ status: CustomStatus; taskCount: number | null } | null>(null);

  const onDelete = (status: CustomStatus) =>
    remove.mutate(status.id, {
      onSuccess: () => {
        toast({
          title: t(MESSAGES.deleted),
          description: t(MESSAGES.deletedDescription, { name: status.name }),
        });
        if (form.editing?.id === status.id) form.reset();
        setDeleting(null);
      },
      onError: (err) => fail(err, MESSAGES.deleteFailed),
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
    reorder.mutate(ids, { onError: (err) => fail(err, MESSAGES.reorderFailed) });
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
          <DialogTitle>{t(MESSAGES.title)}</DialogTitle>
          <DialogDescription>{t(MESSAGES.description)}</DialogDescription>
        </DialogHeader>
        <StatusForm form={form} />
        <section aria-labelledby="your-statuses" className="grid gap-2">
          <h3 id="your-statuses" className="font-semibold">
            {t(MESSAGES.yours)}
          </h3>
          {statuses.isPending ? (
            <p className="text-sm text-muted-foreground">{t(MESSAGES.loading)}</p>
          ) : !statuses.data || statuses.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t(MESSAGES.empty)}</p>
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
          title={t(MESSAGES.deleteTitle, { name: deleting?.status.name ?? "" })}
          description={deleting ? deleteWarning(t, deleting.status, deleting.taskCount) : ""}
          confirmLabel={t(COMMON.delete)}
          onConfirm={() => deleting && onDelete(deleting.status)}
          isPending={remove.isPending}
          isDisabled={deleting?.taskCount === null}
        />
      </DialogContent>
    </Dialog>
  );
}

/** What happens to the status's tasks: the server keeps them, and boards show them in an extra column. */
function deleteWarning(t: Translate, status: CustomStatus, taskCount: number | null): string {
  if (taskCount === null) return t(MESSAGES.counting);
  if (taskCount === 0) return t(MESSAGES.unused);
  return t(MESSAGES.used, { count: taskCount, value: status.value });
}
