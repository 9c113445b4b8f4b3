import { defineMessages } from "@/i18n";

/** Words the ceremony tabs share. */
export const CEREMONY_MESSAGES = defineMessages({
  makeTask: { id: "ceremonies.makeTask", defaultMessage: "Make a task" },
  task: { id: "ceremonies.task", defaultMessage: "Task: {title}" },
});

/** A list of names or items as the language writes one ('A, B, C'). */
export function listOf(locale: string, items: readonly string[]): string {
  return new Intl.ListFormat(locale, { type: "unit", style: "short" }).format(items);
}
