import {
  type CustomStatus,
  STATUS_COLOR_VALUES,
  type StatusColorValue,
  statusValue,
} from "@contract/statuses";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeftIcon, ArrowRightIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { messageOr } from "@/api/http";
import {
  customStatusesQuery,
  statusUsage,
  useCreateStatus,
  useDeleteStatus,
  useReorderStatuses,
  useUpdateStatus,
} from "@/api/statuses";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { colorClasses } from "@/lib/statuses";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const fail = (error: unknown, fallback: string) =>
  toast({ variant: "destructive", title: "Error", description: messageOr(error, fallback) });

/** The name and colour being created or edited, their checks, and the save. */
function useStatusForm(statuses: CustomStatus[] | undefined) {
  const create = useCreateStatus();
  const update = useUpdateStatus();
  const [editing, setEditing] = useState<CustomStatus | null>(null);
  const [name, setName] = useState("");
  const [color, setColor] = useState<StatusColorValue>("blue");
  const [error, setError] = useState<string | undefined>();

  const reset = () => {
    setEditing(null);
    setName("");
    setColor("blue");
    setError(undefined);
  };

  const startEdit = (s: CustomStatus) => {
    setEditing(s);
    setName(s.name);
    setColor(
      (STATUS_COLOR_VALUES as readonly string[]).includes(s.color) ? (s.color as StatusColorValue) : "blue",
    );
    setError(undefined);
  };

  const isDirty = name.trim() !== (editing?.name ?? "") || color !== (editing?.color ?? "blue");
  const isSaving = create.isPending || update.isPending;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError("Name is required");
    if (trimmed.length > 100) return setError("Name must be at most 100 characters");
    // Mirrors the server: two names with the same value (case, spaces, aliases) are the same status.
    if ((statuses ?? []).some((s) => s.id !== editing?.id && statusValue(s.name) === statusValue(trimmed))) {
      return setError("A status with this name already exists");
    }
    setError(undefined);
    if (editing) {
      update.mutate(
        { id: editing.id, name: trimmed, color },
        {
          onSuccess: (s) => {
            toast({ title: "Status Updated", description: `"${s.name}" has been updated.` });
            reset();
          },
          onError: (err) => fail(err, "Failed to update status"),
        },
      );
    } else {
      create.mutate(
        { name: trimmed, color },
        {
          onSuccess: (s) => {
            toast({ title: "Status Created", description: `"${s.name}" has been created.` });
            reset();
          },
          onError: (err) => fail(err, "Failed to create status"),
        },
      );
    }
  };

  return { editing, name, setName, color, setColor, error, reset, startEdit, isDirty, isSaving, onSubmit };
}

type StatusFormState = ReturnType<typeof useStatusForm>;

function StatusForm({ form }: { form: StatusFormState }) {
  const { editing, name, setName, color, setColor, error, reset, isSaving, onSubmit } = form;
  return (
    <form className="grid gap-3 rounded-lg border p-4" noValidate onSubmit={onSubmit}>
      <h3 className="font-semibold">{editing ? "Edit Status" : "Create New Status"}</h3>
      <FormField id="status-name" label="Name" error={error}>
        <Input
          id="status-name"
          value={name}
          maxLength={100}
          placeholder="e.g. QA Check"
          aria-invalid={error ? true : undefined}
          onChange={(e) => setName(e.target.value)}
        />
      </FormField>
      <SelectField<StatusColorValue>
        id="status-color"
        label="Color"
        value={color}
        onValueChange={setColor}
        options={STATUS_COLOR_VALUES.map((c) => ({
          value: c,
          label: (
            <>
              <span aria-hidden="true" className={cn("size-3 rounded-full", colorClasses(c).dot)} />
              {capitalise(c)}
            </>
          ),
        }))}
      />
      <div className="flex justify-end gap-2">
        {editing && (
          <Button type="button" variant="outline" onClick={reset}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={isSaving}>
          {isSaving && <Spinner />}
          {editing ? "Update Status" : "Create Status"}
        </Button>
      </div>
    </form>
  );
}

function StatusRow({
  status: s,
  isFirst,
  isLast,
  isReordering,
  isDeleting,
  onMove,
  onEdit,
  onDelete,
}: {
  status: CustomStatus;
  isFirst: boolean;
  isLast: boolean;
  isReordering: boolean;
  isDeleting: boolean;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="flex items-center gap-3 rounded-md border px-3 py-2">
      <span aria-hidden="true" className={cn("size-3 shrink-0 rounded-full", colorClasses(s.color).dot)} />
      <span className="min-w-0 flex-1 truncate text-sm font-medium" title={s.name}>
        {s.name}
      </span>
      {s.isDefault && <Badge variant="secondary">Default</Badge>}
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Move ${s.name} left`}
        title="Move the column left"
        disabled={isFirst || isReordering}
        onClick={() => onMove(-1)}
      >
        <ArrowLeftIcon aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Move ${s.name} right`}
        title="Move the column right"
        disabled={isLast || isReordering}
        onClick={() => onMove(1)}
      >
        <ArrowRightIcon aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Edit ${s.name}`} onClick={onEdit}>
        <PencilIcon aria-hidden="true" />
      </Button>
      {!s.isDefault && (
        <Button
          variant="ghost"
          size="icon"
          className="text-destructive"
          aria-label={`Delete ${s.name}`}
          disabled={isDeleting}
          onClick={onDelete}
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      )}
    </li>
  );
}

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
  const tasks = taskCount === 1 ? "1 task has this status" : `${taskCount} tasks have this status`;
  return `${tasks} on your boards. They are not deleted: each board shows them in an extra column titled "${status.value}" until you move them to another column.`;
}
