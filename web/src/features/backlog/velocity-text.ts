import type { PlanningStats } from "@contract/backlog";
import { defineMessages, type Translate, translator } from "@/i18n";

const MESSAGES = defineMessages({
  none: { id: "backlog.velocity.none", defaultMessage: "No completed sprint yet to compare with." },
  hidden: {
    id: "backlog.velocity.hidden",
    defaultMessage: "{count, plural, one {# sprint} other {# sprints}} you cannot open",
  },
  basis: {
    id: "backlog.velocity.basis",
    defaultMessage:
      "Average of the last {count, plural, one {# completed sprint} other {# completed sprints}}: {sprints}.",
  },
});

/**
 * Which sprints the average velocity comes from: their names, and for those the reader may not see
 * (the API gives no name, product rules §21) only how many; in the language of `t`.
 */
export function velocityBasisText(
  sprints: PlanningStats["velocitySprints"],
  t: Translate = translator(),
): string {
  if (sprints.length === 0) return t(MESSAGES.none);
  const names = sprints.flatMap((s) => (s.name === null ? [] : [s.name]));
  const hidden = sprints.length - names.length;
  const parts = hidden > 0 ? [...names, t(MESSAGES.hidden, { count: hidden })] : names;
  // A plain list ('S2, S1'), in the language's own separators.
  const list = new Intl.ListFormat(t.locale, { type: "unit", style: "short" }).format(parts);
  return t(MESSAGES.basis, { count: sprints.length, sprints: list });
}
