import { type ChecklistItem, ChecklistTextSchema, MAX_CHECKLIST_ITEMS } from "@contract/checklists";
import { useQuery } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from "lucide-react";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { type ChecklistChange, checklistQuery, useChecklistChange } from "@/api/checklists";
import { fieldError } from "@/api/field-messages";
import { SectionStatus } from "@/components/feedback/section-status";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { ProgressBar } from "@/components/ui/progress-bar";
import { defineMessages, useT } from "@/i18n";
import { showTaskError } from "./task-feedback";

const MESSAGES = defineMessages({
  saved: { id: "tasks.checklist.saved", defaultMessage: 'Saved "{text}"' },
  moved: { id: "tasks.checklist.moved", defaultMessage: 'Moved "{text}" to position {position} of {count}' },
  checked: { id: "tasks.checklist.checked", defaultMessage: "{text} checked" },
  unchecked: { id: "tasks.checklist.unchecked", defaultMessage: "{text} unchecked" },
  done: { id: "tasks.checklist.doneLabel", defaultMessage: "Done: {text}" },
  editItem: { id: "tasks.checklist.editItem", defaultMessage: "Edit item {text}" },
  moveUp: { id: "tasks.checklist.moveUp", defaultMessage: "Move {text} up" },
  moveDown: { id: "tasks.checklist.moveDown", defaultMessage: "Move {text} down" },
  edit: { id: "tasks.checklist.edit", defaultMessage: "Edit {text}" },
  delete: { id: "tasks.checklist.delete", defaultMessage: "Delete {text}" },
  deleted: { id: "tasks.checklist.deleted", defaultMessage: 'Deleted "{text}"' },
  added: { id: "tasks.checklist.added", defaultMessage: 'Added "{text}"' },
  updateFailed: { id: "tasks.checklist.updateFailed", defaultMessage: "Failed to update the checklist" },
  heading: { id: "tasks.checklist.heading", defaultMessage: "Checklist" },
  progress: { id: "tasks.checklist.progress", defaultMessage: "Checklist progress" },
  progressText: {
    id: "tasks.checklist.progressText",
    defaultMessage: "{done} of {total, plural, one {# item} other {# items}} done",
  },
  loading: { id: "tasks.checklist.loading", defaultMessage: "Loading checklist..." },
  loadFailed: { id: "tasks.checklist.loadFailed", defaultMessage: "The checklist could not be loaded." },
  items: { id: "tasks.checklist.items", defaultMessage: "Checklist items" },
  full: { id: "tasks.checklist.full", defaultMessage: "At most {max} items" },
  placeholder: { id: "tasks.checklist.placeholder", defaultMessage: "Add an item" },
  newItem: { id: "tasks.checklist.newItem", defaultMessage: "New checklist item" },
  addItem: { id: "tasks.checklist.addItem", defaultMessage: "Add item" },
});

/** Where focus goes after a change re-renders the list: an item's control, or the new-item field. */
type FocusTarget = { itemId: number; control: "up" | "down" | "done" } | "new" | null;

/** Keeps Enter in a checklist field from submitting the task form around it. */
function enterOnly(e: KeyboardEvent<HTMLInputElement>, run: () => void, cancel?: () => void): void {
  if (e.key === "Enter") {
    e.preventDefault();
    run();
  } else if (e.key === "Escape" && cancel) {
    // Cancels the edit without closing the dialog.
    e.preventDefault();
    e.stopPropagation();
    cancel();
  }
}

function ChecklistRow({
  item,
  index,
  count,
  onChange,
  pending,
}: {
  item: ChecklistItem;
  index: number;
  count: number;
  onChange: (change: ChecklistChange, focus: FocusTarget, announce: string) => void;
  pending: boolean;
}) {
  const t = useT();
  const [editing, setEditing] = useState<string | null>(null);
  const error =
    editing === null ? null : fieldError(t, ChecklistTextSchema.safeParse(editing).error?.issues[0]?.message);
  const save = () => {
    if (editing === null || error) return;
    onChange(
      { kind: "update", itemId: item.id, text: editing },
      { itemId: item.id, control: "done" },
      t(MESSAGES.saved, { text: editing.trim() }),
    );
    setEditing(null);
  };
  const move = (dir: "up" | "down", afterIndex: number) =>
    onChange(
      { kind: "move", itemId: item.id, afterItemId: afterIndex < 0 ? null : afterIndex },
      { itemId: item.id, control: dir },
      t(MESSAGES.moved, { text: item.text, position: dir === "up" ? index : index + 2, count }),
    );
  return (
    <li className="flex min-w-0 items-center gap-2 py-1" data-testid="checklist-item" data-item-id={item.id}>
      <Checkbox
        checked={item.done}
        disabled={pending}
        aria-label={t(MESSAGES.done, { text: item.text })}
        data-control="done"
        onCheckedChange={(checked) =>
          onChange(
            { kind: "update", itemId: item.id, done: checked === true },
            { itemId: item.id, control: "done" },
            t(checked === true ? MESSAGES.checked : MESSAGES.unchecked, { text: item.text }),
          )
        }
      />
      {editing === null ? (
        <span
          className={`min-w-0 flex-1 text-sm wrap-anywhere ${item.done ? "text-muted-foreground line-through" : ""}`}
        >
          {item.text}
        </span>
      ) : (
        <div className="grid min-w-0 flex-1 gap-1">
          <Input
            autoFocus
            value={editing}
            aria-label={t(MESSAGES.editItem, { text: item.text })}
            aria-invalid={error ? true : undefined}
            onChange={(e) => setEditing(e.target.value)}
            onKeyDown={(e) => enterOnly(e, save, () => setEditing(null))}
          />
          {error && <p className="text-xs text-destructive">{error}</p>}
        </div>
      )}
      <div className="flex shrink-0 items-center">
        {[
          {
            label: t(MESSAGES.moveUp, { text: item.text }),
            control: "up",
            icon: ArrowUp,
            off: index === 0,
            run: () => move("up", index - 2),
          },
          {
            label: t(MESSAGES.moveDown, { text: item.text }),
            control: "down",
            icon: ArrowDown,
            off: index === count - 1,
            run: () => move("down", index + 1),
          },
          {
            label: t(MESSAGES.edit, { text: item.text }),
            control: "edit",
            icon: Pencil,
            off: false,
            run: () => setEditing(item.text),
          },
          {
            label: t(MESSAGES.delete, { text: item.text }),
            control: "delete",
            icon: Trash2,
            off: false,
            run: () =>
              onChange({ kind: "delete", itemId: item.id }, "new", t(MESSAGES.deleted, { text: item.text })),
          },
        ].map(({ label, control, icon: Icon, off, run }) => (
          <Button
            key={control}
            type="button"
            variant="ghost"
            size="icon"
            className="size-7"
            data-control={control}
            disabled={off || (pending && control !== "edit")}
            aria-label={label}
            onClick={run}
          >
            <Icon aria-hidden="true" />
          </Button>
        ))}
      </div>
    </li>
  );
}

/**
 * The task dialog's Checklist (product rules §24): add, check, edit, reorder (Move up / Move down,
 * announced) and delete items; each change is saved at once. Shows 'done/total' and a progress bar.
 */
export function TaskChecklist({ taskId, boardId }: { taskId: number; boardId: number }) {
  const t = useT();
  const checklist = useQuery(checklistQuery(taskId));
  const change = useChecklistChange(taskId, boardId);
  const [text, setText] = useState("");
  const [touched, setTouched] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [focus, setFocus] = useState<FocusTarget>(null);
  const listRef = useRef<HTMLElement>(null);
  const items = checklist.data?.items ?? [];
  const done = items.filter((i) => i.done).length;
  const full = items.length >= MAX_CHECKLIST_ITEMS;
  const textError = touched
    ? fieldError(t, ChecklistTextSchema.safeParse(text).error?.issues[0]?.message)
    : undefined;

  useEffect(() => {
    if (focus === null || change.isPending || checklist.isFetching) return;
    const root = listRef.current;
    if (focus === "new") {
      root?.querySelector<HTMLInputElement>("[data-control=new]")?.focus();
    } else {
      const row = root?.querySelector(`[data-item-id="${focus.itemId}"]`);
      const wanted = row?.querySelector<HTMLElement>(`[data-control=${focus.control}]:not(:disabled)`);
      (wanted ?? row?.querySelector<HTMLElement>("[data-control=done]"))?.focus();
    }
    setFocus(null);
  }, [focus, change.isPending, checklist.isFetching]);

  const apply = (next: ChecklistChange, target: FocusTarget, announce: string) => {
    // A move's afterItemId arrives as an index (-1: first); resolve it to the item there.
    const resolved =
      next.kind === "move" && next.afterItemId !== null
        ? { ...next, afterItemId: items[next.afterItemId]?.id ?? null }
        : next;
    change.mutate(resolved, {
      onSuccess: () => {
        setAnnouncement(announce);
        setFocus(target);
      },
      onError: (error) => showTaskError(error, MESSAGES.updateFailed),
    });
  };
  const add = () => {
    setTouched(true);
    if (!ChecklistTextSchema.safeParse(text).success || full) return;
    apply({ kind: "add", text }, "new", t(MESSAGES.added, { text: text.trim() }));
    setText("");
    setTouched(false);
  };

  return (
    <section
      ref={listRef}
      aria-labelledby="checklist-heading"
      className="grid gap-2"
      data-testid="task-checklist"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id="checklist-heading" className="text-sm font-medium">
          {t(MESSAGES.heading)}
        </h3>
        {items.length > 0 && (
          <span className="text-xs text-muted-foreground tabular-nums" data-testid="checklist-count">
            {done}/{items.length}
          </span>
        )}
      </div>
      {items.length > 0 && (
        <ProgressBar
          value={(done / items.length) * 100}
          label={t(MESSAGES.progress)}
          valueText={t(MESSAGES.progressText, { done, total: items.length })}
        />
      )}
      {checklist.isSuccess ? (
        items.length > 0 && (
          <ul className="grid" aria-label={t(MESSAGES.items)}>
            {items.map((item, index) => (
              <ChecklistRow
                key={item.id}
                item={item}
                index={index}
                count={items.length}
                onChange={apply}
                pending={change.isPending}
              />
            ))}
          </ul>
        )
      ) : (
        <SectionStatus query={checklist} loading={t(MESSAGES.loading)} failed={t(MESSAGES.loadFailed)} />
      )}
      <div className="flex items-start gap-2">
        <div className="grid min-w-0 flex-1 gap-1">
          <Input
            data-control="new"
            value={text}
            maxLength={250}
            placeholder={full ? t(MESSAGES.full, { max: MAX_CHECKLIST_ITEMS }) : t(MESSAGES.placeholder)}
            aria-label={t(MESSAGES.newItem)}
            aria-invalid={textError ? true : undefined}
            disabled={full}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => enterOnly(e, add)}
          />
          {textError && <p className="text-xs text-destructive">{textError}</p>}
        </div>
        <Button type="button" variant="outline" disabled={full || change.isPending} onClick={add}>
          <Plus aria-hidden="true" /> {t(MESSAGES.addItem)}
        </Button>
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
