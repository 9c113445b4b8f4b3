import type { GoalOutcome, SprintGoal } from "@contract/sprint-goals";
import { defineMessages, type Translate, translator } from "@/i18n";

/** Each outcome's name in the language shown (issue 24). */
export const OUTCOME_MESSAGES = defineMessages({
  open: { id: "goals.outcome.open", defaultMessage: "Open" },
  met: { id: "goals.outcome.met", defaultMessage: "Met" },
  not_met: { id: "goals.outcome.notMet", defaultMessage: "Not met" },
});

const MESSAGES = defineMessages({
  noLinkedTasks: { id: "goals.progress.none", defaultMessage: "No linked tasks" },
  progress: {
    id: "goals.progress.text",
    defaultMessage: "{done} of {total, plural, one {# linked task} other {# linked tasks}} done",
  },
  summary: {
    id: "goals.summary",
    defaultMessage: "{met} of {total, plural, one {# goal} other {# goals}} met",
  },
});

/** The badge colours of each outcome (always beside its text). */
export const OUTCOME_CLASSES: Record<GoalOutcome, string> = {
  open: "bg-blue-100 text-blue-900",
  met: "bg-green-100 text-green-900",
  not_met: "bg-red-100 text-red-900",
};

/** "2 of 3 linked tasks done", or "No linked tasks", in the language of `t` (the one shown by default). */
export function goalProgressText(goal: Pick<SprintGoal, "progress">, t: Translate = translator()): string {
  const { done, total } = goal.progress;
  return total === 0 ? t(MESSAGES.noLinkedTasks) : t(MESSAGES.progress, { done, total });
}

/** "1 of 3 goals met", or "" without goals: one line for a sprint card, in the language of `t`. */
export function goalsSummary(
  goals: readonly Pick<SprintGoal, "outcome">[],
  t: Translate = translator(),
): string {
  if (goals.length === 0) return "";
  const met = goals.filter((g) => g.outcome === "met").length;
  return t(MESSAGES.summary, { met, total: goals.length });
}
