import { DEFAULT_STANDUP_QUESTIONS } from "@contract/ceremonies";
import { defineMessages, type MessageDescriptor, type Translate } from "@/i18n";

/** Words the ceremony tabs share. */
export const CEREMONY_MESSAGES = defineMessages({
  makeTask: { id: "ceremonies.makeTask", defaultMessage: "Make a task" },
  task: { id: "ceremonies.task", defaultMessage: "Task: {title}" },
});

const DEFAULT_QUESTIONS = defineMessages({
  yesterday: { id: "ceremonies.standup.question.yesterday", defaultMessage: "What did you do yesterday?" },
  today: { id: "ceremonies.standup.question.today", defaultMessage: "What will you do today?" },
});

const QUESTION_BY_TEXT: Record<string, MessageDescriptor> = {
  [DEFAULT_STANDUP_QUESTIONS[0]!]: DEFAULT_QUESTIONS.yesterday,
  [DEFAULT_STANDUP_QUESTIONS[1]!]: DEFAULT_QUESTIONS.today,
};

/**
 * A standup question as shown: the two a sprint starts with in the language shown; one the owner
 * wrote (the sprint's content) as it is. Answers stay keyed by the stored English text.
 */
export function questionText(t: Translate, question: string): string {
  const message = QUESTION_BY_TEXT[question];
  return message ? t(message) : question;
}

/** A list of names or items as the language writes one ('A, B, C'). */
export function listOf(locale: string, items: readonly string[]): string {
  return new Intl.ListFormat(locale, { type: "unit", style: "short" }).format(items);
}
