import type { GoalOutcome, SprintGoal } from "@contract/sprint-goals";

/** How each outcome reads, for the select and the badge. */
export const OUTCOME_LABELS: Record<GoalOutcome, string> = {
  open: "Open",
  met: "Met",
  not_met: "Not met",
};

/** The badge colours of each outcome (always beside its text). */
export const OUTCOME_CLASSES: Record<GoalOutcome, string> = {
  open: "bg-blue-100 text-blue-900",
  met: "bg-green-100 text-green-900",
  not_met: "bg-red-100 text-red-900",
};

/** "2 of 3 linked tasks done", or "No linked tasks". */
export function goalProgressText(goal: Pick<SprintGoal, "progress">): string {
  const { done, total } = goal.progress;
  if (total === 0) return "No linked tasks";
  return `${done} of ${total} linked ${total === 1 ? "task" : "tasks"} done`;
}

/** "1 of 3 goals met", or "" without goals: one line for a sprint card. */
export function goalsSummary(goals: readonly Pick<SprintGoal, "outcome">[]): string {
  if (goals.length === 0) return "";
  const met = goals.filter((g) => g.outcome === "met").length;
  return `${met} of ${goals.length} ${goals.length === 1 ? "goal" : "goals"} met`;
}
