import type { SprintReview } from "@contract/ceremonies";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { reviewQuery, useUpdateReview } from "@/api/ceremonies";
import { CardError } from "@/components/feedback/load-failure";
import { showError } from "@/components/feedback/show-error";
import { Button } from "@/components/ui/button";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { defineMessages, numberFormatter, useT } from "@/i18n";
import { toast } from "@/lib/toast";
import { demoLinksError, demoLinksOf, reviewTally } from "./review-figures";

const MESSAGES = defineMessages({
  linksHint: { id: "ceremonies.review.linksHint", defaultMessage: "One http(s) address per line." },
  saved: { id: "ceremonies.review.saved", defaultMessage: "Review saved" },
  savedText: { id: "ceremonies.review.savedText", defaultMessage: "The review notes have been saved." },
  saveFailed: { id: "ceremonies.review.saveFailed", defaultMessage: "Failed to save the review" },
  notes: { id: "ceremonies.review.notes", defaultMessage: "Notes" },
  demoLinks: { id: "ceremonies.review.demoLinks", defaultMessage: "Demo links" },
  save: { id: "ceremonies.review.save", defaultMessage: "Save Review" },
  loading: { id: "ceremonies.review.loading", defaultMessage: "Loading the review" },
  loadFailed: { id: "ceremonies.review.loadFailed", defaultMessage: "The review could not be loaded." },
  committed: { id: "ceremonies.review.committed", defaultMessage: "Committed" },
  done: { id: "ceremonies.review.done", defaultMessage: "Done" },
  added: { id: "ceremonies.review.added", defaultMessage: "Added after the start" },
  velocity: { id: "ceremonies.review.velocity", defaultMessage: "Velocity" },
  velocityValue: {
    id: "ceremonies.review.velocityValue",
    defaultMessage:
      "{hasAverage, select, yes {{points, plural, one {# pt} other {# pts}} (avg {average})} other {{points, plural, one {# pt} other {# pts}}}}",
  },
  goals: {
    id: "ceremonies.review.goals",
    defaultMessage: "Goals: {met} met, {notMet} not met, {open} open",
  },
  noGoals: { id: "ceremonies.review.noGoals", defaultMessage: "This sprint has no goals." },
  goal: {
    id: "ceremonies.review.goal",
    defaultMessage: "{text} — {outcome, select, met {met} not_met {not met} open {open} other {{outcome}}}",
  },
  noNotes: { id: "ceremonies.review.noNotes", defaultMessage: "No notes yet." },
});

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold">{value}</dd>
    </div>
  );
}

/** The owner's notes and demo links (one per line). */
function ReviewNotes({ review }: { review: SprintReview }) {
  const t = useT();
  const [notes, setNotes] = useState(review.notes);
  const [links, setLinks] = useState(review.demoLinks.join("\n"));
  const save = useUpdateReview(review.sprintId);
  useEffect(() => {
    setNotes(review.notes);
    setLinks(review.demoLinks.join("\n"));
  }, [review.notes, review.demoLinks]);
  // Checked as the owner types, with the server's schema (product rules §14).
  const linksError = demoLinksError(links, t);
  const linksHint = t(MESSAGES.linksHint);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (linksError) return;
    try {
      await save.mutateAsync({ notes, demoLinks: demoLinksOf(links) });
      toast({ title: t(MESSAGES.saved), description: t(MESSAGES.savedText) });
    } catch (failure) {
      showError(failure, t(MESSAGES.saveFailed));
    }
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField id="review-notes" label={t(MESSAGES.notes)}>
        <Textarea id="review-notes" value={notes} onChange={(e) => setNotes(e.target.value)} />
      </FormField>
      <FormField id="review-links" label={t(MESSAGES.demoLinks)} hint={linksHint} error={linksError}>
        <Textarea
          id="review-links"
          aria-describedby={fieldDescribedBy("review-links", { hint: linksHint, error: linksError })}
          aria-invalid={!!linksError}
          value={links}
          onChange={(e) => setLinks(e.target.value)}
        />
      </FormField>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {t(MESSAGES.save)}
        </Button>
      </div>
    </form>
  );
}

/** The Review tab: committed vs done, scope added, goals, velocity, and the owner's notes. */
export function ReviewTab({ sprintId }: { sprintId: number }) {
  const t = useT();
  const review = useQuery(reviewQuery(sprintId));
  if (review.isPending) return <Skeleton className="h-64 rounded-xl" aria-label={t(MESSAGES.loading)} />;
  if (review.isError)
    return <CardError error={review.error} message={t(MESSAGES.loadFailed)} onRetry={review.refetch} />;
  const r = review.data;
  return (
    <div className="grid gap-6">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label={t(MESSAGES.committed)} value={reviewTally(r.committed, t)} />
        <Figure label={t(MESSAGES.done)} value={reviewTally(r.done, t)} />
        <Figure label={t(MESSAGES.added)} value={reviewTally(r.addedAfterStart, t)} />
        <Figure
          label={t(MESSAGES.velocity)}
          value={t(MESSAGES.velocityValue, {
            points: r.velocity.points,
            hasAverage: r.velocity.previousAverage === null ? "no" : "yes",
            average: numberFormatter({ maximumFractionDigits: 20, useGrouping: false }).format(
              r.velocity.previousAverage ?? 0,
            ),
          })}
        />
      </dl>
      <section aria-labelledby="review-goals" className="grid gap-2">
        <h2 id="review-goals" className="text-lg font-semibold">
          {t(MESSAGES.goals, { met: r.goals.met, notMet: r.goals.notMet, open: r.goals.open })}
        </h2>
        {r.goals.items.length === 0 ? (
          <p className="text-muted-foreground">{t(MESSAGES.noGoals)}</p>
        ) : (
          <ul className="grid gap-1">
            {r.goals.items.map((g) => (
              <li key={g.id} className="break-words">
                {t(MESSAGES.goal, { text: g.text, outcome: g.outcome })}
              </li>
            ))}
          </ul>
        )}
      </section>
      {r.canManage ? (
        <ReviewNotes review={r} />
      ) : (
        <section aria-labelledby="review-notes-title" className="grid gap-2">
          <h2 id="review-notes-title" className="text-lg font-semibold">
            {t(MESSAGES.notes)}
          </h2>
          <p className="break-words whitespace-pre-wrap">{r.notes || t(MESSAGES.noNotes)}</p>
          {r.demoLinks.length > 0 && (
            <ul className="grid gap-1">
              {r.demoLinks.map((link) => (
                <li key={link} className="break-all">
                  <a className="underline" href={link} target="_blank" rel="noreferrer noopener">
                    {link}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
