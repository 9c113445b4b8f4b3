import { defineMessages } from "@/i18n";

/** Texts several board files share (issue 24). */
export const BOARD_MESSAGES = defineMessages({
  searchTasks: { id: "board.searchTasks", defaultMessage: "Search tasks" },
  filterByStatus: { id: "board.filterByStatus", defaultMessage: "Filter by Status" },
  newTask: { id: "board.newTask", defaultMessage: "New task" },
  wipLimitOf: { id: "board.wipLimitOf", defaultMessage: "WIP limit of {column}" },
  task: { id: "board.task", defaultMessage: "Task" },
});
