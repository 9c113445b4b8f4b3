import type { CalendarTask } from "@contract/dashboard";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getJson } from "./http";

/** A due-date range as the server takes it: ISO dates or date-times, both inclusive. */
export type CalendarRange = { from: string; to: string };

/** Query keys of the calendar feed. They sit under ["tasks", "calendar"], so every task write refreshes them. */
export const calendarKeys = {
  all: ["tasks", "calendar"] as const,
  range: (range: CalendarRange) => ["tasks", "calendar", "range", range.from, range.to] as const,
};

/** GET /api/tasks/calendar?from=&to=: the visible tasks due in a range (the calendar's view). */
export function calendarRangeQuery(range: CalendarRange) {
  return queryOptions({
    queryKey: calendarKeys.range(range),
    queryFn: () =>
      getJson<CalendarTask[]>(
        `/api/tasks/calendar?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`,
      ),
    placeholderData: keepPreviousData,
  });
}
