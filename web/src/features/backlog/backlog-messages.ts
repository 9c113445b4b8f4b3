import { defineMessages } from "@/i18n";

/** Texts several backlog screens share (issue 24). */
export const BACKLOG_MESSAGES = defineMessages({
  startSprint: { id: "backlog.startSprint", defaultMessage: "Start sprint" },
  points: { id: "backlog.points", defaultMessage: "{count, plural, one {# pt} other {# pts}}" },
  unsurePoints: { id: "backlog.unsurePoints", defaultMessage: "? pts" },
  tasks: { id: "backlog.tasks", defaultMessage: "{count, plural, one {# task} other {# tasks}}" },
});
