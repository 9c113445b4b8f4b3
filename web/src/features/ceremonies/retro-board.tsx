import type { Retro, RetroCard } from "@contract/ceremonies";
import { Pencil, ThumbsUp, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useAddCard, useCardActions } from "@/api/ceremonies";
import { showError } from "@/components/feedback/show-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { SelectField } from "@/components/ui/select-field";
import { plural } from "@/lib/plural";
import { displayName } from "@/lib/user";
import type { MakeTaskTarget } from "./make-task-dialog";

type Actions = ReturnType<typeof useCardActions>;
const UNGROUPED = "none";

/** The author's inline edit of their card's text. */
function EditText({ card, actions, onDone }: { card: RetroCard; actions: Actions; onDone: () => void }) {
  const [text, setText] = useState(card.text);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    actions.update.mutate(
      { id: card.id, text: text.trim() },
      { onSuccess: onDone, onError: (e) => showError(e, "Failed to edit the card") },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap gap-2">
      <Input
        aria-label="Card text"
        value={text}
        maxLength={500}
        onChange={(e) => setText(e.target.value)}
        className="min-w-0 flex-1"
      />
      <Button type="submit" size="sm" disabled={actions.update.isPending}>
        Save
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onDone}>
        Cancel
      </Button>
    </form>
  );
}

/** One card: text, author (never in an anonymous retro), dots, and what the reader may do with it. */
function CardItem({
  card,
  retro,
  actions,
  onMakeTask,
}: {
  card: RetroCard;
  retro: Retro;
  actions: Actions;
  onMakeTask: (target: MakeTaskTarget) => void;
}) {
  const fail = (fallback: string) => ({ onError: (e: unknown) => showError(e, fallback) });
  const groupable = retro.cards.filter(
    (c) => c.id !== card.id && c.groupId === null && c.column === card.column,
  );
  const noDotsLeft = !card.myVote && retro.votesLeft === 0;
  const [editing, setEditing] = useState(false);
  return (
    <article className="grid gap-2 rounded-lg border bg-card p-3 shadow-sm" aria-label={`Card: ${card.text}`}>
      {editing ? (
        <EditText card={card} actions={actions} onDone={() => setEditing(false)} />
      ) : (
        <p className="break-words whitespace-pre-wrap">{card.text}</p>
      )}
      <p className="text-xs text-muted-foreground">
        {card.author ? displayName(card.author) : retro.anonymous ? "Anonymous" : "Former member"}
        {card.mine && " (you)"}
      </p>
      {card.task && (
        <Badge variant="outline" className="justify-self-start">
          Task: {card.task.title} {card.task.done ? "(done)" : ""}
        </Badge>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant={card.myVote ? "default" : "outline"}
          aria-pressed={card.myVote}
          aria-label={`Vote for "${card.text}" (${plural(card.votes, "vote", "votes")})`}
          disabled={noDotsLeft || actions.vote.isPending}
          onClick={() => actions.vote.mutate({ id: card.id, on: !card.myVote }, fail("Failed to vote"))}
        >
          <ThumbsUp aria-hidden="true" /> {card.votes}
        </Button>
        {card.mine && !editing && (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Edit "${card.text}"`}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden="true" />
          </Button>
        )}
        {(card.mine || retro.canManage) && (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Delete "${card.text}"`}
            onClick={() => actions.remove.mutate(card.id, fail("Failed to delete the card"))}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        )}
        {retro.canManage && !card.task && (
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              onMakeTask({
                text: card.text,
                ownerRequired: true,
                submit: (body) => actions.toTask.mutateAsync({ id: card.id, ...body }),
              })
            }
          >
            Make a task
          </Button>
        )}
      </div>
      {retro.canManage && (groupable.length > 0 || card.groupId !== null) && (
        <SelectField
          id={`group-${card.id}`}
          label="Group under"
          value={card.groupId === null ? UNGROUPED : String(card.groupId)}
          onValueChange={(v) =>
            actions.update.mutate(
              { id: card.id, groupId: v === UNGROUPED ? null : Number(v) },
              fail("Failed to group the card"),
            )
          }
          options={[
            { value: UNGROUPED, label: "Not grouped" },
            ...groupable.map((c) => ({ value: String(c.id), label: c.text.slice(0, 60) })),
          ]}
        />
      )}
    </article>
  );
}

/** A column's add-a-card form. */
function AddCard({
  sprintId,
  retroId,
  column,
  title,
}: {
  sprintId: number;
  retroId: number;
  column: number;
  title: string;
}) {
  const [text, setText] = useState("");
  const add = useAddCard(sprintId, retroId);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    try {
      await add.mutateAsync({ column, text: text.trim() });
      setText("");
    } catch (failure) {
      showError(failure, "Failed to add the card");
    }
  };
  return (
    <form noValidate onSubmit={submit} className="flex gap-2">
      <Input
        aria-label={`New card in ${title}`}
        placeholder="Add a card..."
        value={text}
        maxLength={500}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit" variant="outline" disabled={add.isPending}>
        Add
      </Button>
    </form>
  );
}

/** The retro's columns with their cards (grouped ones under their card), live for every participant. */
export function RetroBoard({
  retro,
  onMakeTask,
}: {
  retro: Retro;
  onMakeTask: (target: MakeTaskTarget) => void;
}) {
  const actions = useCardActions(retro.sprintId);
  const retroId = retro.id!;
  return (
    <div className="grid gap-4 md:grid-cols-[repeat(auto-fit,minmax(14rem,1fr))]">
      {retro.columns.map((title, column) => {
        const top = retro.cards.filter((c) => c.column === column && c.groupId === null);
        return (
          <section
            key={title}
            aria-labelledby={`retro-col-${column}`}
            className="grid content-start gap-3 rounded-xl bg-muted/50 p-3"
          >
            <h3 id={`retro-col-${column}`} className="font-semibold">
              {title}
            </h3>
            <AddCard sprintId={retro.sprintId} retroId={retroId} column={column} title={title} />
            <ul className="grid gap-2" aria-label={`Cards in ${title}`}>
              {top.map((card) => {
                const children = retro.cards.filter((c) => c.groupId === card.id);
                return (
                  <li key={card.id} className="grid gap-2">
                    <CardItem card={card} retro={retro} actions={actions} onMakeTask={onMakeTask} />
                    {children.length > 0 && (
                      <ul
                        className="ml-4 grid gap-2 border-l-2 pl-2"
                        aria-label={`Grouped under ${card.text}`}
                      >
                        {children.map((child) => (
                          <li key={child.id}>
                            <CardItem card={child} retro={retro} actions={actions} onMakeTask={onMakeTask} />
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
