import { MAX_VOTE_LIMIT, type Retro } from "@contract/ceremonies";
import type { SprintDetail } from "@contract/sprints";
import { statusValue } from "@contract/statuses";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { retroQuery, useSaveRetro } from "@/api/ceremonies";
import { CardError } from "@/components/feedback/load-failure";
import { showError } from "@/components/feedback/show-error";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { defineMessages, translator, useT } from "@/i18n";
import { labelOf, TASK_STATUS_LABELS } from "@/lib/statuses";
import { toast } from "@/lib/toast";
import { displayName } from "@/lib/user";
import { MakeTaskDialog, type MakeTaskTarget } from "./make-task-dialog";
import { listOf } from "./messages";
import { RetroBoard } from "./retro-board";

const MESSAGES = defineMessages({
  updated: { id: "ceremonies.retro.updated", defaultMessage: "Retro updated" },
  opened: { id: "ceremonies.retro.opened", defaultMessage: "Retro opened" },
  savedText: { id: "ceremonies.retro.savedText", defaultMessage: "The retro's settings are saved." },
  saveFailed: { id: "ceremonies.retro.saveFailed", defaultMessage: "Failed to save the retro" },
  anonymous: { id: "ceremonies.retro.anonymous", defaultMessage: "Anonymous cards" },
  votesPerPerson: { id: "ceremonies.retro.votesPerPerson", defaultMessage: "Votes per person" },
  saveSettings: { id: "ceremonies.retro.saveSettings", defaultMessage: "Save Settings" },
  open: { id: "ceremonies.retro.open", defaultMessage: "Open Retro" },
  previousActions: {
    id: "ceremonies.retro.previousActions",
    defaultMessage: "Actions from the previous retro",
  },
  action: {
    id: "ceremonies.retro.action",
    defaultMessage: "{hasAssignee, select, yes {{text} — {state}, {assignee}} other {{text} — {state}}}",
  },
  done: { id: "ceremonies.retro.done", defaultMessage: "done" },
  notVisible: { id: "ceremonies.retro.notVisible", defaultMessage: "{text} — task not visible" },
  loading: { id: "ceremonies.retro.loading", defaultMessage: "Loading the retro" },
  loadFailed: { id: "ceremonies.retro.loadFailed", defaultMessage: "The retro could not be loaded." },
  openToStart: {
    id: "ceremonies.retro.openToStart",
    defaultMessage: "Open the retro to start; its columns: {columns}.",
  },
  notOpened: {
    id: "ceremonies.retro.notOpened",
    defaultMessage: "The sprint owner has not opened the retro yet.",
  },
  summary: {
    id: "ceremonies.retro.summary",
    defaultMessage:
      "{cards, plural, one {# card} other {# cards}} · you have {left} of {limit, plural, one {# vote} other {# votes}} left{anonymous, select, yes { · anonymous} other {}}",
  },
});

/** The owner's retro settings: anonymity (before the first card) and dots per person; opens the retro. */
function RetroSettings({ retro }: { retro: Retro }) {
  const t = useT();
  const [anonymous, setAnonymous] = useState(retro.anonymous);
  const [limit, setLimit] = useState(String(retro.voteLimit));
  const save = useSaveRetro(retro.sprintId);
  useEffect(() => {
    setAnonymous(retro.anonymous);
    setLimit(String(retro.voteLimit));
  }, [retro.anonymous, retro.voteLimit]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({ anonymous, voteLimit: Number(limit) });
      const tr = translator();
      toast({
        title: tr(retro.id ? MESSAGES.updated : MESSAGES.opened),
        description: tr(MESSAGES.savedText),
      });
    } catch (failure) {
      showError(failure, translator()(MESSAGES.saveFailed));
    }
  };
  const locked = retro.anonymous && retro.cards.length > 0;
  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-4 rounded-xl border p-4">
      <div className="flex items-center gap-2">
        <Checkbox
          id="retro-anonymous"
          checked={anonymous}
          disabled={locked}
          onCheckedChange={(on) => setAnonymous(on === true)}
        />
        <Label htmlFor="retro-anonymous">{t(MESSAGES.anonymous)}</Label>
      </div>
      <FormField id="retro-votes" label={t(MESSAGES.votesPerPerson)} className="w-36">
        <Input
          id="retro-votes"
          type="number"
          min={1}
          max={MAX_VOTE_LIMIT}
          value={limit}
          onChange={(e) => setLimit(e.target.value)}
        />
      </FormField>
      <Button type="submit" disabled={save.isPending}>
        {t(retro.id ? MESSAGES.saveSettings : MESSAGES.open)}
      </Button>
    </form>
  );
}

/** The previous retro's action items and where their tasks stand. */
function PreviousActions({ retro }: { retro: Retro }) {
  const t = useT();
  if (retro.previousActions.length === 0) return null;
  return (
    <section aria-labelledby="previous-actions" className="grid gap-2 rounded-xl border p-4">
      <h2 id="previous-actions" className="font-semibold">
        {t(MESSAGES.previousActions)}
      </h2>
      <ul className="grid gap-1 text-sm">
        {retro.previousActions.map((a) => (
          <li key={a.id} className="break-words">
            {a.task
              ? t(MESSAGES.action, {
                  text: a.text,
                  state: a.task.done
                    ? t(MESSAGES.done)
                    : labelOf(t, TASK_STATUS_LABELS, statusValue(a.task.status), a.task.status),
                  hasAssignee: a.task.assignee ? "yes" : "no",
                  assignee: a.task.assignee ? displayName(a.task.assignee) : "",
                })
              : t(MESSAGES.notVisible, { text: a.text })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The Retro tab: settings (owner), the previous actions, and the live board. */
export function RetroTab({ sprint }: { sprint: SprintDetail }) {
  const t = useT();
  const retro = useQuery(retroQuery(sprint.id));
  const [target, setTarget] = useState<MakeTaskTarget | null>(null);
  if (retro.isPending) return <Skeleton className="h-64 rounded-xl" aria-label={t(MESSAGES.loading)} />;
  if (retro.isError)
    return <CardError error={retro.error} message={t(MESSAGES.loadFailed)} onRetry={retro.refetch} />;
  const data = retro.data;
  return (
    <div className="grid gap-6">
      {data.canManage && <RetroSettings retro={data} />}
      <PreviousActions retro={data} />
      {data.id === null ? (
        <p className="text-muted-foreground">
          {data.canManage
            ? t(MESSAGES.openToStart, { columns: listOf(t.locale, data.columns) })
            : t(MESSAGES.notOpened)}
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t(MESSAGES.summary, {
              cards: data.cards.length,
              left: data.votesLeft,
              limit: data.voteLimit,
              anonymous: data.anonymous ? "yes" : "no",
            })}
          </p>
          <RetroBoard retro={data} onMakeTask={setTarget} />
        </>
      )}
      <MakeTaskDialog target={target} projects={sprint.projects} onClose={() => setTarget(null)} />
    </div>
  );
}
