import { LINK_TYPES, type LinkType, type TaskLink } from "@contract/links";
import { useQuery } from "@tanstack/react-query";
import { LinkIcon, XIcon } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { taskLinksQuery, useAddLink, useRemoveLink } from "@/api/links";
import { SectionStatus } from "@/components/feedback/section-status";
import { showError } from "@/components/feedback/show-error";
import { TaskSearchPicker } from "@/components/task-search-picker";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { COMMON, defineMessages, type Translate, useT } from "@/i18n";
import { toast } from "@/lib/toast";

/** Words for a link's type as the list reads it ('Is blocked by'), keyed by the type. */
const LINK_TYPE_NAMES = defineMessages({
  blocks: { id: "links.type.blocks", defaultMessage: "Blocks" },
  blocked_by: { id: "links.type.blockedBy", defaultMessage: "Is blocked by" },
  relates: { id: "links.type.relates", defaultMessage: "Relates to" },
  duplicates: { id: "links.type.duplicates", defaultMessage: "Duplicates" },
  duplicated_by: { id: "links.type.duplicatedBy", defaultMessage: "Is duplicated by" },
}) satisfies Record<LinkType, unknown>;

const MESSAGES = defineMessages({
  cannotOpen: { id: "links.cannotOpen", defaultMessage: "a task you cannot open" },
  done: { id: "links.done", defaultMessage: "(done)" },
  remove: {
    id: "links.remove",
    defaultMessage:
      "Remove the link: {type, select, blocks {blocks} blocked_by {is blocked by} relates {relates to} duplicates {duplicates} duplicated_by {is duplicated by} other {{type}}} {name}",
  },
  linkType: { id: "links.add.type", defaultMessage: "Link type" },
  taskToLink: { id: "links.add.task", defaultMessage: "Task to link" },
  added: { id: "links.add.added", defaultMessage: "Link added" },
  addedDescription: {
    id: "links.add.addedDescription",
    defaultMessage:
      "{type, select, blocks {Blocks {key}} blocked_by {Is blocked by {key}} relates {Relates to {key}} duplicates {Duplicates {key}} duplicated_by {Is duplicated by {key}} other {{key}}}",
  },
  addFailed: { id: "links.add.failed", defaultMessage: "Could not add the link" },
  heading: { id: "links.heading", defaultMessage: "Links" },
  addLink: { id: "links.addLink", defaultMessage: "Add link" },
  loading: { id: "links.loading", defaultMessage: "Loading..." },
  loadFailed: { id: "links.loadFailed", defaultMessage: "Links could not be loaded" },
  empty: { id: "links.empty", defaultMessage: "No links" },
  removeFailed: { id: "links.removeFailed", defaultMessage: "Could not remove the link" },
});

/** A link's type in the language shown ('Is blocked by'). */
const typeLabel = (t: Translate, type: LinkType) => t(LINK_TYPE_NAMES[type]);

/** One link from this task's side: the type, the other task (or 'a task you cannot open') and Remove. */
function LinkRow({ link, onRemove, removing }: { link: TaskLink; onRemove: () => void; removing: boolean }) {
  const t = useT();
  const other = link.task;
  const name = other ? `${other.key} ${other.title}` : t(MESSAGES.cannotOpen);
  return (
    <li className="flex items-center justify-between gap-2 text-sm" data-testid="task-link">
      <span className="min-w-0 wrap-anywhere">
        <span className="text-muted-foreground">{typeLabel(t, link.type)}</span>{" "}
        {other ? (
          <Link
            to={`/projects/${other.projectId}?taskId=${other.id}`}
            className="underline-offset-2 hover:underline"
          >
            <span className="whitespace-nowrap font-mono">{other.key}</span> {other.title}
            {other.completedAt && <span className="text-muted-foreground"> {t(MESSAGES.done)}</span>}
          </Link>
        ) : (
          <span className="italic text-muted-foreground">{t(MESSAGES.cannotOpen)}</span>
        )}
      </span>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-7 shrink-0"
        aria-label={t(MESSAGES.remove, { type: link.type, name })}
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
  const t = useT();
  const id = useId();
  const [type, setType] = useState<LinkType>("blocked_by");
  const add = useAddLink(taskId);
  return (
    <div className="grid gap-2 rounded-md border p-3" data-testid="add-link">
      <SelectField<LinkType>
        id={`${id}-type`}
        label={t(MESSAGES.linkType)}
        value={type}
        onValueChange={setType}
        options={LINK_TYPES.map((v) => ({ value: v, label: typeLabel(t, v) }))}
      />
      {/* Any project the person may see: a link may cross projects (§36). */}
      <TaskSearchPicker
        id={`${id}-task`}
        label={t(MESSAGES.taskToLink)}
        exclude={[taskId]}
        disabled={add.isPending}
        onPick={(found) =>
          add.mutateAsync({ type, taskId: found.id }).then(
            () => {
              toast({
                title: t(MESSAGES.added),
                description: t(MESSAGES.addedDescription, { type, key: found.key }),
              });
              onDone();
            },
            (error: unknown) => {
              showError(error, t(MESSAGES.addFailed));
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
  const t = useT();
  const links = useQuery(taskLinksQuery(taskId));
  const remove = useRemoveLink();
  const [adding, setAdding] = useState(false);
  const headingId = `task-links-${taskId}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-medium">
          {t(MESSAGES.heading)}
        </h3>
        <Button type="button" variant="outline" size="sm" onClick={() => setAdding((v) => !v)}>
          <LinkIcon aria-hidden="true" />
          {t(adding ? COMMON.cancel : MESSAGES.addLink)}
        </Button>
      </div>
      {adding && <AddLink taskId={taskId} onDone={() => setAdding(false)} />}
      {!links.isSuccess ? (
        <SectionStatus query={links} loading={t(MESSAGES.loading)} failed={t(MESSAGES.loadFailed)} />
      ) : links.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t(MESSAGES.empty)}</p>
      ) : (
        <ul className="grid gap-1" data-testid="task-links">
          {links.data.map((link) => (
            <LinkRow
              key={link.id}
              link={link}
              removing={remove.isPending}
              onRemove={() =>
                remove.mutate(link.id, { onError: (error) => showError(error, t(MESSAGES.removeFailed)) })
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
