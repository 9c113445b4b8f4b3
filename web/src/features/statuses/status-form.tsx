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
import { COMMON, defineMessages, type MessageDescriptor, translator, useT } from "@/i18n";
import { colorClasses } from "@/lib/statuses";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";

/** The ten colours' names (issue 24), keyed by value. */
const COLOR_NAMES = defineMessages({
  gray: { id: "statuses.color.gray", defaultMessage: "Gray" },
  blue: { id: "statuses.color.blue", defaultMessage: "Blue" },
  green: { id: "statuses.color.green", defaultMessage: "Green" },
  amber: { id: "statuses.color.amber", defaultMessage: "Amber" },
  red: { id: "statuses.color.red", defaultMessage: "Red" },
  purple: { id: "statuses.color.purple", defaultMessage: "Purple" },
  pink: { id: "statuses.color.pink", defaultMessage: "Pink" },
  indigo: { id: "statuses.color.indigo", defaultMessage: "Indigo" },
  cyan: { id: "statuses.color.cyan", defaultMessage: "Cyan" },
  orange: { id: "statuses.color.orange", defaultMessage: "Orange" },
}) satisfies Record<StatusColorValue, MessageDescriptor>;

/** The statuses dialog's texts. */
export const STATUS_MESSAGES = defineMessages({
  nameRequired: { id: "statuses.form.nameRequired", defaultMessage: "Name is required" },
  nameTooLong: { id: "statuses.form.nameTooLong", defaultMessage: "Name must be at most 100 characters" },
  duplicate: { id: "statuses.form.duplicate", defaultMessage: "A status with this name already exists" },
  updated: { id: "statuses.toast.updated", defaultMessage: "Status Updated" },
  updatedDescription: {
    id: "statuses.toast.updatedDescription",
    defaultMessage: '"{name}" has been updated.',
  },
  updateFailed: { id: "statuses.toast.updateFailed", defaultMessage: "Failed to update status" },
  created: { id: "statuses.toast.created", defaultMessage: "Status Created" },
  createdDescription: {
    id: "statuses.toast.createdDescription",
    defaultMessage: '"{name}" has been created.',
  },
  createFailed: { id: "statuses.toast.createFailed", defaultMessage: "Failed to create status" },
  editTitle: { id: "statuses.form.editTitle", defaultMessage: "Edit Status" },
  createTitle: { id: "statuses.form.createTitle", defaultMessage: "Create New Status" },
  name: { id: "statuses.form.name", defaultMessage: "Name" },
  placeholder: { id: "statuses.form.placeholder", defaultMessage: "e.g. QA Check" },
  color: { id: "statuses.form.color", defaultMessage: "Color" },
  update: { id: "statuses.form.update", defaultMessage: "Update Status" },
  create: { id: "statuses.form.create", defaultMessage: "Create Status" },
});

/** The destructive 'Error' toast with the server's message, or the fallback (translated now). */
export const fail = (error: unknown, fallback: MessageDescriptor) => {
  const t = translator();
  toast({ variant: "destructive", title: t(COMMON.error), description: messageOr(error, t(fallback)) });
};

/** The name and colour being created or edited, their checks, and the save. */
export function useStatusForm(statuses: CustomStatus[] | undefined) {
  const t = useT();
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
    if (!trimmed) return setError(t(STATUS_MESSAGES.nameRequired));
    if (trimmed.length > 100) return setError(t(STATUS_MESSAGES.nameTooLong));
    // Mirrors the server: two names with the same value (case, spaces, aliases) are the same status.
    if ((statuses ?? []).some((s) => s.id !== editing?.id && statusValue(s.name) === statusValue(trimmed))) {
      return setError(t(STATUS_MESSAGES.duplicate));
    }
    setError(undefined);
    if (editing) {
      update.mutate(
        { id: editing.id, name: trimmed, color },
        {
          onSuccess: (s) => {
            toast({
              title: t(STATUS_MESSAGES.updated),
              description: t(STATUS_MESSAGES.updatedDescription, { name: s.name }),
            });
            reset();
          },
          onError: (err) => fail(err, STATUS_MESSAGES.updateFailed),
        },
      );
    } else {
      create.mutate(
        { name: trimmed, color },
        {
          onSuccess: (s) => {
            toast({
              title: t(STATUS_MESSAGES.created),
              description: t(STATUS_MESSAGES.createdDescription, { name: s.name }),
            });
            reset();
          },
          onError: (err) => fail(err, STATUS_MESSAGES.createFailed),
        },
      );
    }
  };

  return { editing, name, setName, color, setColor, error, reset, startEdit, isDirty, isSaving, onSubmit };
}

type StatusFormState = ReturnType<typeof useStatusForm>;

/** The Create New Status (or Edit Status) form: name, colour, and Cancel while editing. */
export function StatusForm({ form }: { form: StatusFormState }) {
  const t = useT();
  const { editing, name, setName, color, setColor, error, reset, isSaving, onSubmit } = form;
  return (
    <form className="grid gap-3 rounded-lg border p-4" noValidate onSubmit={onSubmit}>
      <h3 className="font-semibold">
        {t(editing ? STATUS_MESSAGES.editTitle : STATUS_MESSAGES.createTitle)}
      </h3>
      <FormField id="status-name" label={t(STATUS_MESSAGES.name)} error={error}>
        <Input
          id="status-name"
          value={name}
          maxLength={100}
          placeholder={t(STATUS_MESSAGES.placeholder)}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setName(e.target.value)}
        />
      </FormField>
      <SelectField<StatusColorValue>
        id="status-color"
        label={t(STATUS_MESSAGES.color)}
        value={color}
        onValueChange={setColor}
        options={STATUS_COLOR_VALUES.map((c) => ({
          value: c,
          label: (
            <>
              <span aria-hidden="true" className={cn("size-3 rounded-full", colorClasses(c).dot)} />
              {t(COLOR_NAMES[c])}
            </>
          ),
        }))}
      />
      <div className="flex justify-end gap-2">
        {editing && (
          <Button type="button" variant="outline" onClick={reset}>
            {t(COMMON.cancel)}
          </Button>
        )}
        <Button type="submit" disabled={isSaving}>
          {isSaving && <Spinner />}
          {t(editing ? STATUS_MESSAGES.update : STATUS_MESSAGES.create)}
        </Button>
      </div>
    </form>
  );
}
