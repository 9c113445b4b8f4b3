import type { CalendarTask } from "@contract/dashboard";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getJson } from "./http";
import { rootKeys } from "./keys";

/**
 * A due-date range as the server takes it: ISO dates or date-times, both inclusive; with `perDay`,
 * at most that many tasks of each of the viewer's days, each with its day's total (the month grid).
 */
export type CalendarRange = {
  from: string;
  to: string;
  perDay?: number;
  /** Only tasks of this type (product rules §35); absent or `all`: every type. */
  type?: string;
};

/** Query keys of the calendar feed. They sit under ["tasks", "calendar"], so every task write refreshes them. */
export const calendarKeys = {
  all: [...rootKeys.tasks, "calendar"] as const,
  range: (range: CalendarRange) =>
    [
      ...rootKeys.tasks,
      "calendar",
      "range",
      range.from,
      range.to,
      range.perDay ?? "all",
      range.type ?? "all",
    ] as const,
};

/** GET /api/tasks/calendar?from=&to=: the visible tasks due in a range (the calendar's view). */
export function calendarRangeQuery(range: CalendarRange) {
  return queryOptions({
    queryKey: calendarKeys.range(range),
    queryFn: () => {
      const params = new URLSearchParams({ from: range.from, to: range.to });
      if (range.type && range.type !== "all") params.set("type", range.type);
      if (range.perDay) {
        params.set("perDay", String(range.perDay));
        // The server counts days where the viewer is, as the grid draws them.
        params.set("tz", Intl.DateTimeFormat().resolvedOptions().timeZone);
      }
      return getJson<CalendarTask[]>(`/api/tasks/calendar?${params.toString()}`);
    },
    placeholderData: keepPreviousData,
  });
}
