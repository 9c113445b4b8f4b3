import { defineMessages } from "@/i18n";

/** Texts the hierarchy's files share (product rules §35, issue 24). */
export const HIERARCHY_MESSAGES = defineMessages({
  children: { id: "hierarchy.children", defaultMessage: "Children" },
  subtasks: { id: "hierarchy.subtasks", defaultMessage: "Sub-tasks" },
  childrenDone: { id: "hierarchy.childrenDone", defaultMessage: "Children done" },
  subtasksDone: { id: "hierarchy.subtasksDone", defaultMessage: "Sub-tasks done" },
  openChildren: {
    id: "hierarchy.openChildren.question",
    defaultMessage:
      "{count, plural, one {# sub-task is not done. Complete anyway?} other {# sub-tasks are not done. Complete anyway?}}",
  },
  noEpic: { id: "hierarchy.swimlanes.noEpic", defaultMessage: "No epic" },
  epicCannotMove: {
    id: "hierarchy.swimlanes.epicCannotMove",
    defaultMessage: "{key} is an epic: an epic cannot have a parent",
  },
  subtaskOf: {
    id: "hierarchy.swimlanes.subtaskOf",
    defaultMessage: "{key} is a sub-task of {parent}: move {parent} to change its epic",
  },
  subtaskOfUnknown: {
    id: "hierarchy.swimlanes.subtaskOfUnknown",
    defaultMessage: "{key} is a sub-task: move its parent to change its epic",
  },
});

/** A priority swimlane's title, keyed by the priority. */
export const PRIORITY_LANE_TITLES = defineMessages({
  high: { id: "hierarchy.swimlanes.highPriority", defaultMessage: "High priority" },
  medium: { id: "hierarchy.swimlanes.mediumPriority", defaultMessage: "Medium priority" },
  low: { id: "hierarchy.swimlanes.lowPriority", defaultMessage: "Low priority" },
});
