import { TASK_TYPES } from "@contract/tasks";
import type { ReactNode } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import { fieldError } from "@/api/field-messages";
import { TASK_TYPE_NAMES } from "@/components/task-type-icon";
import { DateField } from "@/components/ui/date-field";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { FormSelectField } from "@/components/ui/form-select-field";
import { Input } from "@/components/ui/input";
import type { SelectOption } from "@/components/ui/select-field";
import { Textarea } from "@/components/ui/textarea";
import { COMMON, defineMessages, type Translate, useT } from "@/i18n";
import { PRIORITY_LABELS, TASK_PRIORITIES } from "@/lib/statuses";
import { storyPointOptions } from "@/lib/story-points";
import { type TaskFormValues, UNASSIGNED } from "./task-form-schema";

const typeOptions = (t: Translate) =>
  TASK_TYPES.map((value) => ({ value, label: t(TASK_TYPE_NAMES[value]) }));

/** The form's labels, shared with other task forms. */
export const TASK_FIELD_LABELS = defineMessages({
  title: { id: "tasks.field.title", defaultMessage: "Title" },
  description: { id: "tasks.field.description", defaultMessage: "Description" },
  status: { id: "tasks.field.status", defaultMessage: "Status" },
  priority: { id: "tasks.field.priority", defaultMessage: "Priority" },
  assignee: { id: "tasks.field.assignee", defaultMessage: "Assignee" },
  dueDate: { id: "tasks.field.dueDate", defaultMessage: "Due Date" },
  startDate: { id: "tasks.field.startDate", defaultMessage: "Start Date" },
  storyPoints: { id: "tasks.field.storyPoints", defaultMessage: "Story points" },
  type: { id: "tasks.field.type", defaultMessage: "Type" },
});

/**
 * The task form's fields, shared by the board's task dialog and My Tasks' Edit Task: title,
 * description, then status, priority, assignee (with Unassigned), due date and story points (with
 * None, product rules §19), and on the board Start Date beside Due Date; `children` go after.
 */
export function TaskFormFields({
  form,
  idPrefix,
  statuses,
  assignees,
  autoFocusTitle = false,
  withType = false,
  withStartDate = false,
  children,
}: {
  /** Whether the form shows Start Date beside Due Date (the board's dialog; product rules, tasks). */
  withStartDate?: boolean;
  /** Whether the form shows the Type select (the board's dialog; product rules §35). */
  withType?: boolean;
  form: UseFormReturn<TaskFormValues>;
  /** Prefix of the inputs' ids, one per form on the page. */
  idPrefix: string;
  statuses: readonly SelectOption[];
  /** The people a task may go to, Unassigned excluded. */
  assignees: readonly SelectOption[];
  autoFocusTitle?: boolean;
  children?: ReactNode;
}) {
  const t = useT();
  const L = TASK_FIELD_LABELS;
  const { errors } = form.formState;
  const startError = errors.startDate?.message;
  const id = (field: string) => `${idPrefix}-${field}`;
  // Story points come before the dates when there is a start date, after the due date otherwise.
  const storyPoints = (
    <FormSelectField
      control={form.control}
      name="storyPoints"
      id={id("story-points")}
      label={t(L.storyPoints)}
      options={storyPointOptions(t)}
    />
  );
  return (
    <>
      <FormField id={id("title")} label={t(L.title)} error={fieldError(t, errors.title?.message)}>
        <Input
          id={id("title")}
          autoFocus={autoFocusTitle}
          maxLength={255}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={fieldDescribedBy(id("title"), { error: errors.title })}
          {...form.register("title")}
        />
      </FormField>
      <FormField id={id("description")} label={t(L.description)}>
        <Textarea id={id("description")} rows={3} {...form.register("description")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelectField
          control={form.control}
          name="status"
          id={id("status")}
          label={t(L.status)}
          options={statuses}
        />
        <FormSelectField
          control={form.control}
          name="priority"
          id={id("priority")}
          label={t(L.priority)}
          options={TASK_PRIORITIES.map((p) => ({ ...p, label: t(PRIORITY_LABELS[p.value]) }))}
        />
        <FormSelectField
          control={form.control}
          name="assignedTo"
          id={id("assignee")}
          label={t(L.assignee)}
          options={[{ value: UNASSIGNED, label: t(COMMON.unassigned) }, ...assignees]}
        />
        {withStartDate ? (
          <>
            {storyPoints}
            <FormField id={id("start-date")} label={t(L.startDate)} error={fieldError(t, startError)}>
              <Controller
                control={form.control}
                name="startDate"
                render={({ field }) => (
                  <DateField
                    id={id("start-date")}
                    name={field.name}
                    value={field.value ?? ""}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    aria-invalid={startError ? true : undefined}
                    aria-describedby={fieldDescribedBy(id("start-date"), { error: errors.startDate })}
                  />
                )}
              />
            </FormField>
            <DueDateField form={form} id={id("due-date")} label={t(L.dueDate)} />
          </>
        ) : (
          <>
            <DueDateField form={form} id={id("due-date")} label={t(L.dueDate)} />
            {storyPoints}
          </>
        )}
        {withType && (
          <FormSelectField
            control={form.control}
            name="type"
            id={id("type")}
            label={t(L.type)}
            options={typeOptions(t)}
          />
        )}
      </div>
      {children}
    </>
  );
}

/** The due date, as a day in the app's language (issue 32). */
function DueDateField({
  form,
  id,
  label,
}: {
  form: UseFormReturn<TaskFormValues>;
  id: string;
  label: string;
}) {
  return (
    <FormField id={id} label={label}>
      <Controller
        control={form.control}
        name="dueDate"
        render={({ field }) => (
          <DateField
            id={id}
            name={field.name}
            value={field.value ?? ""}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
    </FormField>
  );
}
