import type { PlanningStats } from "@contract/backlog";
import { plural, pluralWord } from "@/lib/plural";

/**
 * Which sprints the average velocity comes from: their names, and for those the reader may not see
 * (the API gives no name, product rules §21) only how many.
 */
export function velocityBasisText(sprints: PlanningStats["velocitySprints"]): string {
  if (sprints.length === 0) return "No completed sprint yet to compare with.";
  const names = sprints.flatMap((s) => (s.name === null ? [] : [s.name]));
  const hidden = sprints.length - names.length;
  const parts = hidden > 0 ? [...names, `${plural(hidden, "sprint", "sprints")} you cannot open`] : names;
  return `Average of the last ${sprints.length} completed ${pluralWord(sprints.length, "sprint", "sprints")}: ${parts.join(", ")}.`;
}
