import { plural } from "@/lib/plural";

/** "8 tasks · 21 pts": a review figure's tasks and story points. */
export const reviewTally = (t: { tasks: number; points: number }) =>
  `${plural(t.tasks, "task", "tasks")} · ${plural(t.points, "pt", "pts")}`;
