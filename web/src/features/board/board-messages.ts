import { format } from "date-fns";
import { dateFormatter, defineMessages } from "@/i18n";

/** Texts several board files share (issue 24). */
export const BOARD_MESSAGES = defineMessages({
  searchTasks: { id: "board.searchTasks", defaultMessage: "Search tasks" },
  filterByStatus: { id: "board.filterByStatus", defaultMessage: "Filter by Status" },
  newTask: { id: "board.newTask", defaultMessage: "New task" },
  wipLimitOf: { id: "board.wipLimitOf", defaultMessage: "WIP limit of {column}" },
  task: { id: "board.task", defaultMessage: "Task" },
  noTasksYet: { id: "board.page.noTasks", defaultMessage: "No tasks yet." },
});

/** The Gantt's 'Today' (its button and its marker). */
export const GANTT_TODAY = defineMessages({
  today: { id: "board.gantt.today", defaultMessage: "Today" },
}).today;

/** 'Mar 9' in English (as before), the language's short day and month elsewhere. */
export function shortDayText(date: Date, locale: string): string {
  return locale === "en"
    ? format(date, "MMM d")
    : dateFormatter({ month: "short", day: "numeric" }, locale).format(date);
}

/** 'Mar 9, 2025' in English (as before), the language's medium date elsewhere. */
export function longDayText(date: Date, locale: string): string {
  return locale === "en"
    ? format(date, "MMM d, yyyy")
    : dateFormatter({ dateStyle: "medium" }, locale).format(date);
}

/** Whether an element lays out right to left (the Gantt's geometry and keys flip). */
export function isRtl(element: Element | null | undefined): boolean {
  return element ? getComputedStyle(element).direction === "rtl" : false;
}
