import { defineMessages } from "@/i18n";

/** Words the calendar's views share. */
export const CALENDAR_MESSAGES = defineMessages({
  overdue: { id: "calendar.overdue", defaultMessage: "(Overdue)" },
  noTasks: { id: "calendar.noTasks", defaultMessage: "No tasks" },
});
