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
import { plural } from "@/lib/plural";
import { toast } from "@/lib/toast";
import { demoLinksError, demoLinksOf, reviewTally } from "./review-figures";

const LINKS_HINT = "One http(s) address per line.";

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
  const [notes, setNotes] = useState(review.notes);
  const [links, setLinks] = useState(review.demoLinks.join("\n"));
  const save = useUpdateReview(review.sprintId);
  useEffect(() => {
    setNotes(review.notes);
    setLinks(review.demoLinks.join("\n"));
  }, [review.notes, review.demoLinks]);
  // Checked as the owner types, with the server's schema (product rules §14).
  const linksError = demoLinksError(links);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (linksError) return;
    try {
      await save.mutateAsync({ notes, demoLinks: demoLinksOf(links) });
      toast({ title: "Review saved", description: "The review notes have been saved." });
    } catch (failure) {
      showError(failure, "Failed to save the review");
    }
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField id="review-notes" label="Notes">
        <Textarea id="review-notes" value={notes} onChange={(e) => setNotes(e.target.value)} />
      </FormField>
      <FormField id="review-links" label="Demo links" hint={LINKS_HINT} error={linksError}>
        <Textarea
          id="review-links"
          aria-describedby={fieldDescribedBy("review-links", { hint: LINKS_HINT, error: linksError })}
          aria-invalid={!!linksError}
          value={links}
          onChange={(e) => setLinks(e.target.value)}
        />
      </FormField>
      <div>
        <Button type="submit" disabled={save.isPending}>
          Save Review
        </Button>
      </div>
    </form>
  );
}

/** The Review tab: committed vs done, scope added, goals, velocity, and the owner's notes. */
export function ReviewTab({ sprintId }: { sprintId: number }) {
  const review = useQuery(reviewQuery(sprintId));
  if (review.isPending) return <Skeleton className="h-64 rounded-xl" aria-label="Loading the review" />;
  if (review.isError)
    return (
      <CardError error={review.error} message="The review could not be loaded." onRetry={review.refetch} />
    );
  const r = review.data;
  return (
    <div className="grid gap-6">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label="Committed" value={reviewTally(r.committed)} />
        <Figure label="Done" value={reviewTally(r.done)} />
        <Figure label="Added after the start" value={reviewTally(r.addedAfterStart)} />
        <Figure
          label="Velocity"
          value={`${plural(r.velocity.points, "pt", "pts")}${r.velocity.previousAverage === null ? "" : ` (avg ${r.velocity.previousAverage})`}`}
        />
      </dl>
      <section aria-labelledby="review-goals" className="grid gap-2">
        <h2 id="review-goals" className="text-lg font-semibold">
          Goals: {r.goals.met} met, {r.goals.notMet} not met, {r.goals.open} open
        </h2>
        {r.goals.items.length === 0 ? (
          <p className="text-muted-foreground">This sprint has no goals.</p>
        ) : (
          <ul className="grid gap-1">
            {r.goals.items.map((g) => (
              <li key={g.id} className="break-words">
                {g.text} — {g.outcome === "not_met" ? "not met" : g.outcome}
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
            Notes
          </h2>
          <p className="break-words whitespace-pre-wrap">{r.notes || "No notes yet."}</p>
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
