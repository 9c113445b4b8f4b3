import { isEstimated, pointsOf, STORY_POINT_VALUES, type StoryPoints } from "@contract/common";
import { defineMessages, type Translate, translator } from "@/i18n";

/**
 * Story points on the screens (product rules §19): the select's choices, the text of an estimate and
 * of a sum, and sums over a list that count the numeric estimates only.
 */

/** The select value meaning "not estimated". */
export const NO_ESTIMATE = "none";

/** The Story points select's choices: None, then the estimates as the contract lists them. */
export const STORY_POINT_OPTIONS: readonly { value: string; label: string }[] = [
  { value: NO_ESTIMATE, label: "None" },
  ...STORY_POINT_VALUES.map((v) => ({ value: String(v), label: v === "?" ? "? (unsure)" : String(v) })),
];

const MESSAGES = defineMessages({
  none: { id: "storyPoints.option.none", defaultMessage: "None" },
  unsure: { id: "storyPoints.option.unsure", defaultMessage: "? (unsure)" },
  points: { id: "storyPoints.points", defaultMessage: "{count, plural, one {# pt} other {# pts}}" },
});

/** The Story points select's choices in the language shown. */
export function storyPointOptions(t: Translate): { value: string; label: string }[] {
  return STORY_POINT_OPTIONS.map((option) =>
    option.value === NO_ESTIMATE
      ? { ...option, label: t(MESSAGES.none) }
      : option.value === "?"
        ? { ...option, label: t(MESSAGES.unsure) }
        : option,
  );
}

/** An estimate as the select's value. */
export function storyPointsToSelect(value: StoryPoints | null | undefined): string {
  return value == null ? NO_ESTIMATE : String(value);
}

/** The select's value as the API's estimate (None is null). */
export function storyPointsFromSelect(value: string): StoryPoints | null {
  if (value === "?") return "?";
  const n = Number(value);
  return (STORY_POINT_VALUES as readonly unknown[]).includes(n) && value !== "" ? (n as StoryPoints) : null;
}

/** "1 pt", "8 pts", in the language of `t` (the one shown by default). */
export function formatPoints(n: number, t: Translate = translator()): string {
  return t(MESSAGES.points, { count: n });
}

/** The sum of the numeric estimates of `tasks` and how many have one. */
export function pointsTotal(tasks: readonly { storyPoints?: StoryPoints | null }[]): {
  points: number;
  estimated: number;
} {
  let points = 0;
  let estimated = 0;
  for (const task of tasks) {
    if (isEstimated(task.storyPoints)) {
      points += pointsOf(task.storyPoints);
      estimated += 1;
    }
  }
  return { points, estimated };
}
