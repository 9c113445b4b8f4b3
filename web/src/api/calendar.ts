import type { CalendarTask } from "@contract/dashboard";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getJson } from "./http";

/**
 * GET /api/tasks/calendar?from=&to=: the visible tasks due in a range (the calendar's view). Its key
 * sits under ["tasks", "calendar"], so every task write refreshes it.
 */
export function calendarRangeQuery(from: Date, to: Date) {
  const range = { from: from.toISOString(), to: to.toISOString() };
  return queryOptions({
    queryKey: ["tasks", "calendar", "range", range] as const,
    queryFn: () => getJson<CalendarTask[]>(`/api/tasks/calendar?${new URLSearchParams(range).toString()}`),
    placeholderData: keepPreviousData,
  });
}
