import { UpdateReviewBody } from "@contract/ceremonies";
import { plural } from "@/lib/plural";

/** "8 tasks · 21 pts": a review figure's tasks and story points. */
export const reviewTally = (t: { tasks: number; points: number }) =>
  `${plural(t.tasks, "task", "tasks")} · ${plural(t.points, "pt", "pts")}`;

/** The demo links typed one per line: trimmed, blank lines dropped. */
export const demoLinksOf = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

/** What is wrong with the typed demo links, by the server's own schema; undefined when nothing. */
export function demoLinksError(text: string): string | undefined {
  const parsed = UpdateReviewBody.shape.demoLinks.safeParse(demoLinksOf(text));
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}
