import { TASK_TYPES } from "@contract/tasks";
import type { ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import { TASK_TYPE_META } from "@/components/task-type-icon";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { FormSelectField } from "@/components/ui/form-select-field";
import { Input } from "@/components/ui/input";
import type { SelectOption } from "@/components/ui/select-field";
import { Textarea } from "@/components/ui/textarea";
import { TASK_PRIORITIES } from "@/lib/statuses";
import { STORY_POINT_OPTIONS } from "@/lib/story-points";
import { type TaskFormValues, UNASSIGNED } from "./task-form-schema";

const TYPE_OPTIONS = TASK_TYPES.map((value) => ({ value, label: TASK_TYPE_META[value].label }));

/**
 * The task form's fields, shared by the board's task dialog and My Tasks' Edit Task: title,
 * description, then status, priority, assignee (with Unassigned), due date and story points (with
 * None, product rules §19); `children` go after.
 */
export function TaskFormFields({
  form,
  idPrefix,
  statuses,
  assignees,
  autoFocusTitle = false,
  withType = false,
  children,
}: {
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
  const { errors } = form.formState;
  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <>
      <FormField id={id("title")} label="Title" error={errors.title?.message}>
        <Input
          id={id("title")}
          autoFocus={autoFocusTitle}
          maxLength={255}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={fieldDescribedBy(id("title"), { error: errors.title })}
          {...form.register("title")}
        />
      </FormField>
      <FormField id={id("description")} label="Description">
        <Textarea id={id("description")} rows={3} {...form.register("description")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelectField
          control={form.control}
          name="status"
          id={id("status")}
          label="Status"
          options={statuses}
        />
        <FormSelectField
          control={form.control}
          name="priority"
          id={id("priority")}
          label="Priority"
          options={TASK_PRIORITIES}
        />
        <FormSelectField
          control={form.control}
          name="assignedTo"
          id={id("assignee")}
          label="Assignee"
          options={[{ value: UNASSIGNED, label: "Unassigned" }, ...assignees]}
        />
        <FormField id={id("due-date")} label="Due Date">
          <Input id={id("due-date")} type="date" {...form.register("dueDate")} />
        </FormField>
        <FormSelectField
          control={form.control}
          name="storyPoints"
          id={id("story-points")}
          label="Story points"
          options={STORY_POINT_OPTIONS}
        />
        {withType && (
          <FormSelectField
            control={form.control}
            name="type"
            id={id("type")}
            label="Type"
            options={TYPE_OPTIONS}
          />
        )}
      </div>
      {children}
    </>
  );
}
