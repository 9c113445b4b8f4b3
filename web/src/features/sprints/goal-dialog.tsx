import { MAX_GOAL_TEXT, type SprintGoal } from "@contract/sprint-goals";
import { VALIDATION_MESSAGES } from "@contract/validation";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useDeferredValue, useEffect, useId, useState } from "react";
import { sprintTasksQuery, useCreateGoal, useUpdateGoal } from "@/api/sprint-goals";
import { showError } from "@/components/feedback/show-error";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { COMMON, defineMessages, useT } from "@/i18n";
import { toast } from "@/lib/toast";

const MESSAGES = defineMessages({
  linkedTasks: { id: "sprints.goalDialog.linkedTasks", defaultMessage: "Linked tasks ({count})" },
  search: { id: "sprints.goalDialog.search", defaultMessage: "Search the sprint's tasks" },
  searchPlaceholder: {
    id: "sprints.goalDialog.searchPlaceholder",
    defaultMessage: "Search the sprint's tasks...",
  },
  loadFailed: {
    id: "sprints.goalDialog.loadFailed",
    defaultMessage: "The sprint's tasks could not be loaded.",
  },
  noMatch: { id: "sprints.goalDialog.noMatch", defaultMessage: "No tasks in this sprint match." },
  tooLong: { id: "sprints.goalDialog.tooLong", defaultMessage: "Goal text must be at most {max} characters" },
  updated: { id: "sprints.goalDialog.updated", defaultMessage: "Goal updated successfully" },
  added: { id: "sprints.goalDialog.added", defaultMessage: "Goal added successfully" },
  updateFailed: { id: "sprints.goalDialog.updateFailed", defaultMessage: "Failed to update goal" },
  addFailed: { id: "sprints.goalDialog.addFailed", defaultMessage: "Failed to add goal" },
  editTitle: { id: "sprints.goalDialog.editTitle", defaultMessage: "Edit Goal" },
  addTitle: { id: "sprints.goalDialog.addTitle", defaultMessage: "Add Goal" },
  description: {
    id: "sprints.goalDialog.description",
    defaultMessage: "What this sprint should achieve; link the tasks whose completion shows the progress.",
  },
  goal: { id: "sprints.goalDialog.goal", defaultMessage: "Goal" },
  placeholder: {
    id: "sprints.goalDialog.placeholder",
    defaultMessage: "e.g. Customers can reset their password",
  },
  save: { id: "sprints.goalDialog.save", defaultMessage: "Save Goal" },
});

/** The goal dialog's title and the section's Add Goal button. */
export const ADD_GOAL = MESSAGES.addTitle;

/** The sprint's tasks to link, searched by title; checked ones stay listed first. */
function TaskPicker({
  sprintId,
  selected,
  onToggle,
}: {
  sprintId: number;
  selected: Map<number, string>;
  onToggle: (id: number, title: string, on: boolean) => void;
}) {
  const t = useT();
  const id = useId();
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(search.trim());
  const found = useQuery(sprintTasksQuery(sprintId, deferred));
  const others = (found.data ?? []).filter((t) => !selected.has(t.id));
  const rows = [...[...selected].map(([taskId, title]) => ({ id: taskId, title })), ...others];
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">
        {t(MESSAGES.linkedTasks, { count: selected.size })}
      </legend>
      <Input
        id={`${id}-search`}
        type="search"
        aria-label={t(MESSAGES.search)}
        placeholder={t(MESSAGES.searchPlaceholder)}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <div
        className="grid max-h-48 gap-1 overflow-y-auto rounded-md border p-2"
        data-testid="goal-task-picker"
      >
        {found.isPending && <Spinner />}
        {found.isError && <p className="text-sm text-destructive">{t(MESSAGES.loadFailed)}</p>}
        {found.isSuccess && rows.length === 0 && (
          <p className="text-sm text-muted-foreground">{t(MESSAGES.noMatch)}</p>
        )}
        {rows.map((task) => (
          <div key={task.id} className="flex min-w-0 items-center gap-2">
            <Checkbox
              id={`${id}-task-${task.id}`}
              checked={selected.has(task.id)}
              onCheckedChange={(on) => onToggle(task.id, task.title, on === true)}
            />
            <Label
              htmlFor={`${id}-task-${task.id}`}
              className="min-w-0 truncate font-normal"
              title={task.title}
            >
              {task.title}
            </Label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** Add Goal / Edit Goal: the goal's text and the sprint's tasks that show its progress. */
export function GoalDialog({
  open,
  onOpenChange,
  sprintId,
  goal,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sprintId: number;
  /** The goal to edit; absent to add one. */
  goal?: SprintGoal;
}) {
  const t = useT();
  const [text, setText] = useState("");
  const [selected, setSelected] = useState(new Map<number, string>());
  const [error, setError] = useState<string | undefined>();
  const create = useCreateGoal(sprintId);
  const update = useUpdateGoal();
  const saving = create.isPending || update.isPending;
  useEffect(() => {
    if (!open) return;
    setText(goal?.text ?? "");
    setSelected(new Map((goal?.tasks ?? []).map((t) => [t.id, t.title])));
    setError(undefined);
  }, [open, goal]);

  const toggle = (id: number, title: string, on: boolean) =>
    setSelected((previous) => {
      const next = new Map(previous);
      if (on) next.set(id, title);
      else next.delete(id);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    // The contract's English message: the field shows it in the language shown (FormField).
    if (!trimmed) return setError(VALIDATION_MESSAGES.GOAL_TEXT_REQUIRED);
    if (trimmed.length > MAX_GOAL_TEXT) return setError(t(MESSAGES.tooLong, { max: MAX_GOAL_TEXT }));
    const body = { text: trimmed, taskIds: [...selected.keys()] };
    try {
      if (goal) await update.mutateAsync({ id: goal.id, ...body });
      else await create.mutateAsync(body);
      toast({ title: t(COMMON.success), description: t(goal ? MESSAGES.updated : MESSAGES.added) });
      onOpenChange(false);
    } catch (failure) {
      showError(failure, t(goal ? MESSAGES.updateFailed : MESSAGES.addFailed));
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t(goal ? MESSAGES.editTitle : MESSAGES.addTitle)}</DialogTitle>
          <DialogDescription>{t(MESSAGES.description)}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid min-w-0 gap-4">
          <FormField id="goal-text" label={t(MESSAGES.goal)} error={error}>
            <Textarea
              id="goal-text"
              placeholder={t(MESSAGES.placeholder)}
              value={text}
              aria-invalid={error ? true : undefined}
              aria-describedby={fieldDescribedBy("goal-text", { error })}
              onChange={(e) => {
                setText(e.target.value);
                setError(undefined);
              }}
            />
          </FormField>
          <TaskPicker sprintId={sprintId} selected={selected} onToggle={toggle} />
          <FormDialogFooter
            onCancel={() => onOpenChange(false)}
            isPending={saving}
            submitLabel={t(goal ? MESSAGES.save : MESSAGES.addTitle)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
