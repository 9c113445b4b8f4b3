import { defineMessages } from "@/i18n";

/** A project's actions, on its card and its Table view heading. */
export const PROJECT_ACTIONS = defineMessages({
  viewBoard: { id: "projects.actions.viewBoard", defaultMessage: "View Board" },
  viewBoardOf: { id: "projects.actions.viewBoardOf", defaultMessage: "View board of {name}" },
  edit: { id: "projects.actions.edit", defaultMessage: "Edit {name}" },
  noSprint: { id: "projects.noSprint", defaultMessage: "No Sprint" },
});
