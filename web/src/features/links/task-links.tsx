import { LINK_TYPE_LABELS, LINK_TYPES, type LinkType, type TaskLink } from "@contract/links";
import { useQuery } from "@tanstack/react-query";
import { LinkIcon, XIcon } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { taskLinksQuery, useAddLink, useRemoveLink } from "@/api/links";
import { showError } from "@/components/feedback/show-error";
import { TaskSearchPicker } from "@/components/task-search-picker";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { toast } from "@/lib/toast";

/** Words for a link's type as the list reads it ('Is blocked by'), capitalised. */
const typeLabel = (type: LinkType) => {
  const words = LINK_TYPE_LABELS[type];
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** One link from this task's side: the type, the other task (or 'a task you cannot open') and Remove. */
function LinkRow({ link, onRemove, removing }: { link: TaskLink; onRemove: () => void; removing: boolean }) {
  const other = link.task;
  const name = other ? `${other.key} ${other.title}` : "a task you cannot open";
  return (
    <li className="flex items-center justify-between gap-2 text-sm" data-testid="task-link">
      <span className="min-w-0 wrap-anywhere">
        <span className="text-muted-foreground">{typeLabel(link.type)}</span>{" "}
        {other ? (
          <Link
            to={`/projects/${other.projectId}?taskId=${other.id}`}
            className="underline-offset-2 hover:underline"
          >
            <span className="font-mono">{other.key}</span> {other.title}
            {other.completedAt && <span className="text-muted-foreground"> (done)</span>}
          </Link>
        ) : (
          <span className="italic text-muted-foreground">a task you cannot open</span>
        )}
      </span>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-7 shrink-0"
        aria-label={`Remove the link: ${LINK_TYPE_LABELS[link.type]} ${name}`}
        disabled={removing}
        onClick={onRemove}
      >
        <XIcon aria-hidden="true" />
      </Button>
    </li>
  );
}

/** 'Add link': a type and a task found by key or title through the search (product rules §26). */
function AddLink({ taskId, onDone }: { taskId: number; onDone: () => void }) {
  const id = useId();
  const [type, setType] = useState<LinkType>("blocked_by");
  const add = useAddLink(taskId);
  return (
    <div className="grid gap-2 rounded-md border p-3" data-testid="add-link">
      <SelectField<LinkType>
        id={`${id}-type`}
        label="Link type"
        value={type}
        onValueChange={setType}
        options={LINK_TYPES.map((v) => ({ value: v, label: typeLabel(v) }))}
      />
      {/* Any project the person may see: a link may cross projects (§36). */}
      <TaskSearchPicker
        id={`${id}-task`}
        label="Task to link"
        exclude={[taskId]}
        disabled={add.isPending}
        onPick={(found) =>
          add.mutateAsync({ type, taskId: found.id }).then(
            () => {
              toast({ title: "Link added", description: `${typeLabel(type)} ${found.key}` });
              onDone();
            },
            (error: unknown) => {
              showError(error, "Could not add the link");
              throw error;
            },
          )
        }
      />
    </div>
  );
}

/**
 * The task dialog's links (product rules §36): each from this task's side with its type and the
 * other task (key and title linking to it, or 'a task you cannot open'), Remove, and 'Add link'.
 */
export function TaskLinks({ taskId }: { taskId: number }) {
  const links = useQuery(taskLinksQuery(taskId));
  const remove = useRemoveLink();
  const [adding, setAdding] = useState(false);
  const headingId = `task-links-${taskId}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-medium">
          Links
        </h3>
        <Button type="button" variant="outline" size="sm" onClick={() => setAdding((v) => !v)}>
          <LinkIcon aria-hidden="true" />
          {adding ? "Cancel" : "Add link"}
        </Button>
      </div>
      {adding && <AddLink taskId={taskId} onDone={() => setAdding(false)} />}
      {links.isPending ? (
        <p className="text-sm text-muted-foreground">Loading...</p>
      ) : links.isError ? (
        <p className="text-sm text-muted-foreground">Links could not be loaded</p>
      ) : links.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No links</p>
      ) : (
        <ul className="grid gap-1" data-testid="task-links">
          {links.data.map((link) => (
            <LinkRow
              key={link.id}
              link={link}
              removing={remove.isPending}
              onRemove={() =>
                remove.mutate(link.id, { onError: (error) => showError(error, "Could not remove the link") })
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
