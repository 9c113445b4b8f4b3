import { UpdateReviewBody } from "@contract/ceremonies";
import { translateFieldMessage } from "@/api/field-messages";
import { defineMessages, type Translate, translator } from "@/i18n";

const MESSAGES = defineMessages({
  tally: {
    id: "ceremonies.review.tally",
    defaultMessage:
      "{tasks, plural, one {# task} other {# tasks}} · {points, plural, one {# pt} other {# pts}}",
  },
});

/** "8 tasks · 21 pts": a review figure's tasks and story points. */
export const reviewTally = (figure: { tasks: number; points: number }, t: Translate = translator()) =>
  t(MESSAGES.tally, { tasks: figure.tasks, points: figure.points });

/** The demo links typed one per line: trimmed, blank lines dropped. */
export const demoLinksOf = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

/** What is wrong with the typed demo links, by the server's own schema; undefined when nothing. */
export function demoLinksError(text: string, _t?: Translate): string | undefined {
  const parsed = UpdateReviewBody.shape.demoLinks.safeParse(demoLinksOf(text));
  if (parsed.success) return undefined;
  const message = parsed.error.issues[0]?.message;
  return message === undefined ? undefined : translateFieldMessage(message);
}
