import type { Retro, RetroCard } from "@contract/ceremonies";
import { Pencil, ThumbsUp, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useAddCard, useCardActions } from "@/api/ceremonies";
import { showError } from "@/components/feedback/show-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { SelectField } from "@/components/ui/select-field";
import { COMMON, defineMessages, type MessageDescriptor, translator, useT } from "@/i18n";
import { displayName } from "@/lib/user";
import type { MakeTaskTarget } from "./make-task-dialog";
import { CEREMONY_MESSAGES } from "./messages";

type Actions = ReturnType<typeof useCardActions>;

const MESSAGES = defineMessages({
  editFailed: { id: "ceremonies.card.editFailed", defaultMessage: "Failed to edit the card" },
  text: { id: "ceremonies.card.text", defaultMessage: "Card text" },
  card: { id: "ceremonies.card.label", defaultMessage: "Card: {text}" },
  anonymous: { id: "ceremonies.card.anonymous", defaultMessage: "Anonymous" },
  formerMember: { id: "ceremonies.card.formerMember", defaultMessage: "Former member" },
  mine: { id: "ceremonies.card.mine", defaultMessage: "{author} (you)" },
  task: {
    id: "ceremonies.card.task",
    defaultMessage: "{done, select, yes {Task: {title} (done)} other {Task: {title}}}",
  },
  vote: {
    id: "ceremonies.card.vote",
    defaultMessage: 'Vote for "{text}" ({votes, plural, one {# vote} other {# votes}})',
  },
  voteFailed: { id: "ceremonies.card.voteFailed", defaultMessage: "Failed to vote" },
  edit: { id: "ceremonies.card.edit", defaultMessage: 'Edit "{text}"' },
  delete: { id: "ceremonies.card.delete", defaultMessage: 'Delete "{text}"' },
  deleteFailed: { id: "ceremonies.card.deleteFailed", defaultMessage: "Failed to delete the card" },
  groupUnder: { id: "ceremonies.card.groupUnder", defaultMessage: "Group under" },
  groupFailed: { id: "ceremonies.card.groupFailed", defaultMessage: "Failed to group the card" },
  notGrouped: { id: "ceremonies.card.notGrouped", defaultMessage: "Not grouped" },
  addFailed: { id: "ceremonies.card.addFailed", defaultMessage: "Failed to add the card" },
  newCard: { id: "ceremonies.card.new", defaultMessage: "New card in {column}" },
  addPlaceholder: { id: "ceremonies.card.addPlaceholder", defaultMessage: "Add a card..." },
  cardsIn: { id: "ceremonies.card.cardsIn", defaultMessage: "Cards in {column}" },
  groupedUnder: { id: "ceremonies.card.groupedUnder", defaultMessage: "Grouped under {text}" },
});
const UNGROUPED = "none";

/** The author's inline edit of their card's text. */
function EditText({ card, actions, onDone }: { card: RetroCard; actions: Actions; onDone: () => void }) {
  const t = useT();
  const [text, setText] = useState(card.text);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    actions.update.mutate(
      { id: card.id, text: text.trim() },
      { onSuccess: onDone, onError: (e) => showError(e, translator()(MESSAGES.editFailed)) },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap gap-2">
      <Input
        aria-label={t(MESSAGES.text)}
        value={text}
        maxLength={500}
        onChange={(e) => setText(e.target.value)}
        className="min-w-0 flex-1"
      />
      <Button type="submit" size="sm" disabled={actions.update.isPending}>
        {t(COMMON.save)}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onDone}>
        {t(COMMON.cancel)}
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
  const t = useT();
  const fail = (fallback: MessageDescriptor) => ({
    onError: (e: unknown) => showError(e, translator()(fallback)),
  });
  const author = card.author
    ? displayName(card.author)
    : t(retro.anonymous ? MESSAGES.anonymous : MESSAGES.formerMember);
  const groupable = retro.cards.filter(
    (c) => c.id !== card.id && c.groupId === null && c.column === card.column,
  );
  const noDotsLeft = !card.myVote && retro.votesLeft === 0;
  const [editing, setEditing] = useState(false);
  return (
    <article
      className="grid gap-2 rounded-lg border bg-card p-3 shadow-sm"
      aria-label={t(MESSAGES.card, { text: card.text })}
    >
      {editing ? (
        <EditText card={card} actions={actions} onDone={() => setEditing(false)} />
      ) : (
        <p className="break-words whitespace-pre-wrap">{card.text}</p>
      )}
      <p className="text-xs text-muted-foreground">{card.mine ? t(MESSAGES.mine, { author }) : author}</p>
      {card.task && (
        <Badge variant="outline" className="justify-self-start">
          {t(MESSAGES.task, { title: card.task.title, done: card.task.done ? "yes" : "no" })}
        </Badge>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant={card.myVote ? "default" : "outline"}
          aria-pressed={card.myVote}
          aria-label={t(MESSAGES.vote, { text: card.text, votes: card.votes })}
          disabled={noDotsLeft || actions.vote.isPending}
          onClick={() => actions.vote.mutate({ id: card.id, on: !card.myVote }, fail(MESSAGES.voteFailed))}
        >
          <ThumbsUp aria-hidden="true" /> {card.votes}
        </Button>
        {card.mine && !editing && (
          <Button
            size="sm"
            variant="ghost"
            aria-label={t(MESSAGES.edit, { text: card.text })}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden="true" />
          </Button>
        )}
        {(card.mine || retro.canManage) && (
          <Button
            size="sm"
            variant="ghost"
            aria-label={t(MESSAGES.delete, { text: card.text })}
            onClick={() => actions.remove.mutate(card.id, fail(MESSAGES.deleteFailed))}
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
            {t(CEREMONY_MESSAGES.makeTask)}
          </Button>
        )}
      </div>
      {retro.canManage && (groupable.length > 0 || card.groupId !== null) && (
        <SelectField
          id={`group-${card.id}`}
          label={t(MESSAGES.groupUnder)}
          value={card.groupId === null ? UNGROUPED : String(card.groupId)}
          onValueChange={(v) =>
            actions.update.mutate(
              { id: card.id, groupId: v === UNGROUPED ? null : Number(v) },
              fail(MESSAGES.groupFailed),
            )
          }
          options={[
            { value: UNGROUPED, label: t(MESSAGES.notGrouped) },
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
  const t = useT();
  const [text, setText] = useState("");
  const add = useAddCard(sprintId, retroId);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    try {
      await add.mutateAsync({ column, text: text.trim() });
      setText("");
    } catch (failure) {
      showError(failure, translator()(MESSAGES.addFailed));
    }
  };
  return (
    <form noValidate onSubmit={submit} className="flex gap-2">
      <Input
        aria-label={t(MESSAGES.newCard, { column: title })}
        placeholder={t(MESSAGES.addPlaceholder)}
        value={text}
        maxLength={500}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit" variant="outline" disabled={add.isPending}>
        {t(COMMON.add)}
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
  const t = useT();
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
            <ul className="grid gap-2" aria-label={t(MESSAGES.cardsIn, { column: title })}>
              {top.map((card) => {
                const children = retro.cards.filter((c) => c.groupId === card.id);
                return (
                  <li key={card.id} className="grid gap-2">
                    <CardItem card={card} retro={retro} actions={actions} onMakeTask={onMakeTask} />
                    {children.length > 0 && (
                      <ul
                        className="ms-4 grid gap-2 border-s-2 ps-2"
                        aria-label={t(MESSAGES.groupedUnder, { text: card.text })}
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
