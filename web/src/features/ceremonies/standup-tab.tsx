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
import { defineMessages, translator, useT } from "@/i18n";
import { toast } from "@/lib/toast";
import { displayName } from "@/lib/user";
import { MakeTaskDialog, type MakeTaskTarget } from "./make-task-dialog";
import { CEREMONY_MESSAGES, listOf, questionText } from "./messages";

const MESSAGES = defineMessages({
  saved: { id: "ceremonies.standup.saved", defaultMessage: "Standup saved" },
  savedText: { id: "ceremonies.standup.savedText", defaultMessage: "Your answer for today has been saved." },
  saveFailed: { id: "ceremonies.standup.saveFailed", defaultMessage: "Failed to save your answer" },
  yourAnswer: { id: "ceremonies.standup.yourAnswer", defaultMessage: "Your answer for today" },
  answerToday: { id: "ceremonies.standup.answerToday", defaultMessage: "Answer today's standup" },
  blockers: { id: "ceremonies.standup.blockers", defaultMessage: "Blockers" },
  blockersHint: {
    id: "ceremonies.standup.blockersHint",
    defaultMessage: "Leave empty when nothing blocks you.",
  },
  save: { id: "ceremonies.standup.save", defaultMessage: "Save Answer" },
  answerOf: { id: "ceremonies.standup.answerOf", defaultMessage: "Answer of {name}" },
  blocker: { id: "ceremonies.standup.blocker", defaultMessage: "Blocker" },
  loading: { id: "ceremonies.standup.loading", defaultMessage: "Loading the standup" },
  loadFailed: { id: "ceremonies.standup.loadFailed", defaultMessage: "The standup could not be loaded." },
  days: { id: "ceremonies.standup.days", defaultMessage: "Standup days" },
  today: { id: "ceremonies.standup.today", defaultMessage: "Today" },
  answers: {
    id: "ceremonies.standup.answers",
    defaultMessage: "{today, select, yes {Answers today ({count})} other {Answers on {day} ({count})}}",
  },
  noAnswers: { id: "ceremonies.standup.noAnswers", defaultMessage: "No answers yet." },
  everyone: { id: "ceremonies.standup.everyone", defaultMessage: "Everyone has answered." },
  missing: { id: "ceremonies.standup.missing", defaultMessage: "Not answered yet: {names}" },
});

/** The reader's answer for today: one field per question, and blockers. */
function AnswerForm({ sprintId, day, mine }: { sprintId: number; day: StandupDay; mine?: StandupAnswer }) {
  const t = useT();
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
      const tr = translator();
      toast({ title: tr(MESSAGES.saved), description: tr(MESSAGES.savedText) });
    } catch (failure) {
      showError(failure, translator()(MESSAGES.saveFailed));
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">{t(mine ? MESSAGES.yourAnswer : MESSAGES.answerToday)}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-4">
          {day.questions.map((question, i) => (
            <FormField key={question} id={`standup-q-${i}`} label={questionText(t, question)}>
              <Textarea
                id={`standup-q-${i}`}
                value={answers[i] ?? ""}
                onChange={(e) => setAnswers((prev) => prev.map((a, j) => (j === i ? e.target.value : a)))}
              />
            </FormField>
          ))}
          <FormField id="standup-blockers" label={t(MESSAGES.blockers)} hint={t(MESSAGES.blockersHint)}>
            <Textarea
              id="standup-blockers"
              aria-describedby="standup-blockers-hint"
              value={blockers}
              onChange={(e) => setBlockers(e.target.value)}
            />
          </FormField>
          <div>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending && <Spinner />} {t(MESSAGES.save)}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** One member's answer; a blocker is highlighted and may become a task. */
function AnswerCard({ answer, onMakeTask }: { answer: StandupAnswer; onMakeTask?: () => void }) {
  const t = useT();
  const blocked = answer.blockers.trim() !== "";
  return (
    <li>
      <article aria-label={t(MESSAGES.answerOf, { name: displayName(answer.user) })}>
        <Card className={blocked ? "border-amber-500" : undefined}>
          <CardContent className="grid gap-3 pt-5">
            <p className="font-semibold">{displayName(answer.user)}</p>
            <dl className="grid gap-2 text-sm">
              {answer.answers.map((a) => (
                <div key={a.question}>
                  <dt className="text-muted-foreground">{questionText(t, a.question)}</dt>
                  <dd className="break-words whitespace-pre-wrap">{a.answer || "—"}</dd>
                </div>
              ))}
            </dl>
            {blocked && (
              <div className="grid gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
                <p className="inline-flex items-center gap-1 font-semibold">
                  <AlertTriangle aria-hidden="true" className="size-4" /> {t(MESSAGES.blocker)}
                </p>
                <p className="break-words whitespace-pre-wrap">{answer.blockers}</p>
                {answer.task ? (
                  <Badge variant="outline">{t(CEREMONY_MESSAGES.task, { title: answer.task.title })}</Badge>
                ) : (
                  onMakeTask && (
                    <Button size="sm" variant="outline" className="justify-self-start" onClick={onMakeTask}>
                      {t(CEREMONY_MESSAGES.makeTask)}
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
  const t = useT();
  const [day, setDay] = useState<string | null>(null);
  const standup = useQuery(standupQuery(sprint.id, day));
  const { data: user } = useCurrentUser();
  const blockerTask = useBlockerTask(sprint.id);
  const [target, setTarget] = useState<MakeTaskTarget | null>(null);

  if (standup.isPending) return <Skeleton className="h-64 rounded-xl" aria-label={t(MESSAGES.loading)} />;
  if (standup.isError)
    return <CardError error={standup.error} message={t(MESSAGES.loadFailed)} onRetry={standup.refetch} />;
  const data = standup.data;
  const mine = data.answers.find((a) => a.user.id === user?.id);
  const isToday = data.day === data.today;
  const days = [data.today, ...data.history.map((h) => h.day)];
  return (
    <div className="grid gap-6">
      <nav aria-label={t(MESSAGES.days)} className="flex flex-wrap gap-2">
        {days.map((d) => (
          <Button
            key={d}
            size="sm"
            variant={d === data.day ? "default" : "outline"}
            aria-current={d === data.day ? "date" : undefined}
            onClick={() => setDay(d === data.today ? null : d)}
          >
            {d === data.today ? t(MESSAGES.today) : d}
          </Button>
        ))}
      </nav>
      {isToday && <AnswerForm sprintId={sprint.id} day={data} mine={mine} />}
      <section aria-labelledby="standup-answers" className="grid gap-3">
        <h2 id="standup-answers" className="text-lg font-semibold">
          {t(MESSAGES.answers, { today: isToday ? "yes" : "no", day: data.day, count: data.answers.length })}
        </h2>
        <div aria-live="polite" className="grid gap-3">
          {data.answers.length === 0 ? (
            <p className="text-muted-foreground">{t(MESSAGES.noAnswers)}</p>
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
              ? t(MESSAGES.everyone)
              : t(MESSAGES.missing, { names: listOf(t.locale, data.missing.map(displayName)) })}
          </p>
        </div>
      </section>
      <MakeTaskDialog target={target} projects={sprint.projects} onClose={() => setTarget(null)} />
    </div>
  );
}
