import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { calendarRangeQuery } from "@/api/calendar";
import { LoadFailure } from "@/components/feedback/load-failure";
import { PageHeading } from "@/components/layout/page-heading";
import { Skeleton } from "@/components/ui/skeleton";
import {
  CALENDAR_MODES,
  type CalendarMode,
  calendarTitle,
  dayKey,
  dayTotal,
  fetchRange,
  groupByDay,
  scheduledLabel,
  shiftDate,
  viewDays,
} from "@/features/calendar/calendar-model";
import { CalendarToolbar } from "@/features/calendar/calendar-toolbar";
import { DayView } from "@/features/calendar/day-view";
import { MonthView } from "@/features/calendar/month-view";
import { WeekView } from "@/features/calendar/week-view";
import { defineMessages, useT } from "@/i18n";
import { useUrlState } from "@/lib/use-url-state";

const SKELETON_KEYS = Array.from({ length: 14 }, (_, i) => `skeleton-${i}`);

const MESSAGES = defineMessages({
  title: { id: "calendar.page.title", defaultMessage: "Calendar" },
  description: { id: "calendar.page.description", defaultMessage: "Your tasks by due date." },
  loading: { id: "calendar.page.loading", defaultMessage: "Loading tasks..." },
  loadFailed: {
    id: "calendar.page.loadFailed",
    defaultMessage: "The calendar could not be loaded. Please reload the page.",
  },
});

/** /calendar: the visible tasks by due date, as a month grid, a week of columns or one day. */
export function CalendarPage() {
  const t = useT();
  // The view lives in the URL (?view=week), kept on reload and Back; month is the default.
  const [mode, setMode] = useUrlState<CalendarMode>("view", "month", CALENDAR_MODES);
  // The type filter too (?type=bug, product rules §35).
  const [type, setType] = useUrlState("type", "all");
  const [date, setDate] = useState(() => new Date());
  const queryClient = useQueryClient();
  const range = useMemo(() => ({ ...fetchRange(mode, date), type }), [mode, date, type]);
  const tasks = useQuery(calendarRangeQuery(range));
  const byDay = useMemo(() => groupByDay(tasks.data ?? []), [tasks.data]);
  // The fetched range has a day of margin each side: count only the days on screen.
  const count = useMemo(
    () => viewDays(mode, date).reduce((sum, day) => sum + dayTotal(byDay.get(dayKey(day)) ?? []), 0),
    [mode, date, byDay],
  );

  /** Moves one view back or forward, and fetches the view beyond it ahead of the next click. */
  const shift = (direction: 1 | -1) => {
    const next = shiftDate(mode, date, direction);
    setDate(next);
    void queryClient.prefetchQuery(
      calendarRangeQuery({ ...fetchRange(mode, shiftDate(mode, next, direction)), type }),
    );
  };

  /** '+N more' in the month or week: that day, with every task. */
  const openDay = (day: Date) => {
    setDate(day);
    setMode("day");
  };

  return (
    <div>
      <PageHeading title={t(MESSAGES.title)} description={t(MESSAGES.description)} />
      <div className="grid gap-4">
        <CalendarToolbar
          mode={mode}
          title={calendarTitle(mode, date, t)}
          onMode={setMode}
          type={type}
          onType={setType}
          onToday={() => setDate(new Date())}
          onShift={shift}
        />
        <p className="text-sm text-muted-foreground" data-testid="calendar-count">
          {tasks.isPending ? t(MESSAGES.loading) : scheduledLabel(count, t)}
        </p>
        {tasks.isPending ? (
          <div aria-busy="true" className="grid grid-cols-7 gap-1">
            {SKELETON_KEYS.slice(0, mode === "day" ? 3 : 14).map((key) => (
              <Skeleton key={key} className={mode === "day" ? "col-span-7 h-24" : "h-24"} />
            ))}
          </div>
        ) : tasks.isError && !tasks.data ? (
          <LoadFailure errors={[tasks.error]}>{t(MESSAGES.loadFailed)}</LoadFailure>
        ) : mode === "month" ? (
          <MonthView date={date} byDay={byDay} onOpenDay={openDay} />
        ) : mode === "week" ? (
          <WeekView date={date} byDay={byDay} onOpenDay={openDay} />
        ) : (
          <DayView date={date} byDay={byDay} />
        )}
      </div>
    </div>
  );
}
