import type { StandupAnswer, StandupDay } from "@contract/ceremonies";
import type { SprintDetail } from "@contract/sprints";
import { useQuery } from "@tanstack/react-query";
import { AlertTriangle } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { useCurrentUser } from "@/api/auth";
import { standupQuery, useBlockerTask, useSaveStandup } from "@/api/ceremonies";
import { CardError } from "@/components/feedback/load-failure";
import { showError } from "@/components/feedback/show-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/toast";
import { displayName } from "@/lib/user";
import { MakeTaskDialog, type MakeTaskTarget } from "./make-task-dialog";

/** The reader's answer for today: one field per question, and blockers. */
function AnswerForm({ sprintId, day, mine }: { sprintId: number; day: StandupDay; mine?: StandupAnswer }) {
  const [answers, setAnswers] = useState<string[]>([]);
  const [blockers, setBlockers] = useState("");
  const save = useSaveStandup(sprintId);
  useEffect(() => {
    setAnswers(day.questions.map((q) => mine?.answers.find((a) => a.question === q)?.answer ?? ""));
    setBlockers(mine?.blockers ?? "");
  }, [day.questions, mine]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({ answers, blockers });
      toast({ title: "Standup saved", description: "Your answer for today has been saved." });
    } catch (failure) {
      showError(failure, "Failed to save your answer");
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">{mine ? "Your answer for today" : "Answer today's standup"}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-4">
          {day.questions.map((question, i) => (
            <FormField key={question} id={`standup-q-${i}`} label={question}>
              <Textarea
                id={`standup-q-${i}`}
                value={answers[i] ?? ""}
                onChange={(e) => setAnswers((prev) => prev.map((a, j) => (j === i ? e.target.value : a)))}
              />
            </FormField>
          ))}
          <FormField id="standup-blockers" label="Blockers" hint="Leave empty when nothing blocks you.">
            <Textarea
              id="standup-blockers"
              aria-describedby="standup-blockers-hint"
              value={blockers}
              onChange={(e) => setBlockers(e.target.value)}
            />
          </FormField>
          <div>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending && <Spinner />} Save Answer
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** One member's answer; a blocker is highlighted and may become a task. */
function AnswerCard({ answer, onMakeTask }: { answer: StandupAnswer; onMakeTask?: () => void }) {
  const blocked = answer.blockers.trim() !== "";
  return (
    <li>
      <article aria-label={`Answer of ${displayName(answer.user)}`}>
        <Card className={blocked ? "border-amber-500" : undefined}>
          <CardContent className="grid gap-3 pt-5">
            <p className="font-semibold">{displayName(answer.user)}</p>
            <dl className="grid gap-2 text-sm">
              {answer.answers.map((a) => (
                <div key={a.question}>
                  <dt className="text-muted-foreground">{a.question}</dt>
                  <dd className="break-words whitespace-pre-wrap">{a.answer || "—"}</dd>
                </div>
              ))}
            </dl>
            {blocked && (
              <div className="grid gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
                <p className="inline-flex items-center gap-1 font-semibold">
                  <AlertTriangle aria-hidden="true" className="size-4" /> Blocker
                </p>
                <p className="break-words whitespace-pre-wrap">{answer.blockers}</p>
                {answer.task ? (
                  <Badge variant="outline">Task: {answer.task.title}</Badge>
                ) : (
                  onMakeTask && (
                    <Button size="sm" variant="outline" className="justify-self-start" onClick={onMakeTask}>
                      Make a task
                    </Button>
                  )
                )}
              </div>
            )}
          </CardContent>
        </Card>
      </article>
    </li>
  );
}

/** The Standup tab: today's form, everyone's answers, who has not answered, and earlier days. */
export function StandupTab({ sprint, isOwner }: { sprint: SprintDetail; isOwner: boolean }) {
  const [day, setDay] = useState<string | null>(null);
  const standup = useQuery(standupQuery(sprint.id, day));
  const { data: user } = useCurrentUser();
  const blockerTask = useBlockerTask(sprint.id);
  const [target, setTarget] = useState<MakeTaskTarget | null>(null);

  if (standup.isPending) return <Skeleton className="h-64 rounded-xl" aria-label="Loading the standup" />;
  if (standup.isError)
    return (
      <CardError error={standup.error} message="The standup could not be loaded." onRetry={standup.refetch} />
    );
  const data = standup.data;
  const mine = data.answers.find((a) => a.user.id === user?.id);
  const isToday = data.day === data.today;
  const days = [data.today, ...data.history.map((h) => h.day)];
  return (
    <div className="grid gap-6">
      <nav aria-label="Standup days" className="flex flex-wrap gap-2">
        {days.map((d) => (
          <Button
            key={d}
            size="sm"
            variant={d === data.day ? "default" : "outline"}
            aria-current={d === data.day ? "date" : undefined}
            onClick={() => setDay(d === data.today ? null : d)}
          >
            {d === data.today ? "Today" : d}
          </Button>
        ))}
      </nav>
      {isToday && <AnswerForm sprintId={sprint.id} day={data} mine={mine} />}
      <section aria-labelledby="standup-answers" className="grid gap-3">
        <h2 id="standup-answers" className="text-lg font-semibold">
          Answers {isToday ? "today" : `on ${data.day}`} ({data.answers.length})
        </h2>
        <div aria-live="polite" className="grid gap-3">
          {data.answers.length === 0 ? (
            <p className="text-muted-foreground">No answers yet.</p>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2">
              {data.answers.map((answer) => (
                <AnswerCard
                  key={answer.id}
                  answer={answer}
                  onMakeTask={
                    isOwner || answer.user.id === user?.id
                      ? () =>
                          setTarget({
                            text: answer.blockers,
                            ownerRequired: false,
                            submit: (body) => blockerTask.mutateAsync({ id: answer.id, ...body }),
                          })
                      : undefined
                  }
                />
              ))}
            </ul>
          )}
          <p className="text-sm text-muted-foreground">
            {data.missing.length === 0
              ? "Everyone has answered."
              : `Not answered yet: ${data.missing.map(displayName).join(", ")}`}
          </p>
        </div>
      </section>
      <MakeTaskDialog target={target} projects={sprint.projects} onClose={() => setTarget(null)} />
    </div>
  );
}
