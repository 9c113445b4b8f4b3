import { MAX_VOTE_LIMIT, type Retro } from "@contract/ceremonies";
import type { SprintDetail } from "@contract/sprints";
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
import { plural } from "@/lib/plural";
import { toast } from "@/lib/toast";
import { displayName } from "@/lib/user";
import { MakeTaskDialog, type MakeTaskTarget } from "./make-task-dialog";
import { RetroBoard } from "./retro-board";

/** The owner's retro settings: anonymity (before the first card) and dots per person; opens the retro. */
function RetroSettings({ retro }: { retro: Retro }) {
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
      toast({
        title: retro.id ? "Retro updated" : "Retro opened",
        description: "The retro's settings are saved.",
      });
    } catch (failure) {
      showError(failure, "Failed to save the retro");
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
        <Label htmlFor="retro-anonymous">Anonymous cards</Label>
      </div>
      <FormField id="retro-votes" label="Votes per person" className="w-36">
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
        {retro.id ? "Save Settings" : "Open Retro"}
      </Button>
    </form>
  );
}

/** The previous retro's action items and where their tasks stand. */
function PreviousActions({ retro }: { retro: Retro }) {
  if (retro.previousActions.length === 0) return null;
  return (
    <section aria-labelledby="previous-actions" className="grid gap-2 rounded-xl border p-4">
      <h2 id="previous-actions" className="font-semibold">
        Actions from the previous retro
      </h2>
      <ul className="grid gap-1 text-sm">
        {retro.previousActions.map((a) => (
          <li key={a.id} className="break-words">
            {a.text} —{" "}
            {a.task
              ? `${a.task.done ? "done" : a.task.status}${a.task.assignee ? `, ${displayName(a.task.assignee)}` : ""}`
              : "task not visible"}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The Retro tab: settings (owner), the previous actions, and the live board. */
export function RetroTab({ sprint }: { sprint: SprintDetail }) {
  const retro = useQuery(retroQuery(sprint.id));
  const [target, setTarget] = useState<MakeTaskTarget | null>(null);
  if (retro.isPending) return <Skeleton className="h-64 rounded-xl" aria-label="Loading the retro" />;
  if (retro.isError)
    return <CardError error={retro.error} message="The retro could not be loaded." onRetry={retro.refetch} />;
  const data = retro.data;
  return (
    <div className="grid gap-6">
      {data.canManage && <RetroSettings retro={data} />}
      <PreviousActions retro={data} />
      {data.id === null ? (
        <p className="text-muted-foreground">
          {data.canManage
            ? `Open the retro to start; its columns: ${data.columns.join(", ")}.`
            : "The sprint owner has not opened the retro yet."}
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {plural(data.cards.length, "card", "cards")} · you have {data.votesLeft} of{" "}
            {plural(data.voteLimit, "vote", "votes")} left
            {data.anonymous ? " · anonymous" : ""}
          </p>
          <RetroBoard retro={data} onMakeTask={setTarget} />
        </>
      )}
      <MakeTaskDialog target={target} projects={sprint.projects} onClose={() => setTarget(null)} />
    </div>
  );
}
