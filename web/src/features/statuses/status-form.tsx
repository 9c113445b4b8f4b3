import {
  type CustomStatus,
  STATUS_COLOR_VALUES,
  type StatusColorValue,
  statusValue,
} from "@contract/statuses";
import { type FormEvent, useState } from "react";
import { messageOr } from "@/api/http";
import { useCreateStatus, useUpdateStatus } from "@/api/statuses";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { colorClasses } from "@/lib/statuses";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The destructive 'Error' toast with the server's message, or the fallback. */
export const fail = (error: unknown, fallback: string) =>
  toast({ variant: "destructive", title: "Error", description: messageOr(error, fallback) });

/** The name and colour being created or edited, their checks, and the save. */
export function useStatusForm(statuses: CustomStatus[] | undefined) {
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

/** The Create New Status (or Edit Status) form: name, colour, and Cancel while editing. */
export function StatusForm({ form }: { form: StatusFormState }) {
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
