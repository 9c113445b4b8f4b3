import { ChevronLeft, ChevronRight } from "lucide-react";
import { TaskTypeFilter } from "@/components/task-type-filter";
import { Button } from "@/components/ui/button";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { defineMessages, useT } from "@/i18n";
import type { CalendarMode } from "./calendar-model";

const MESSAGES = defineMessages({
  day: { id: "calendar.mode.day", defaultMessage: "Day" },
  week: { id: "calendar.mode.week", defaultMessage: "Week" },
  month: { id: "calendar.mode.month", defaultMessage: "Month" },
  today: { id: "calendar.today", defaultMessage: "Today" },
  previous: {
    id: "calendar.previous",
    defaultMessage: "{mode, select, day {Previous day} week {Previous week} other {Previous month}}",
  },
  next: {
    id: "calendar.next",
    defaultMessage: "{mode, select, day {Next day} week {Next week} other {Next month}}",
  },
  view: { id: "calendar.view", defaultMessage: "Calendar view" },
});

/** Today, previous and next, the view's title, the type filter and the Day / Week / Month switch. */
export function CalendarToolbar({
  mode,
  title,
  onMode,
  type,
  onType,
  onToday,
  onShift,
}: {
  mode: CalendarMode;
  title: string;
  onMode: (mode: CalendarMode) => void;
  /** The type filter's value (`all` or a type, product rules §35). */
  type: string;
  onType: (type: string) => void;
  onToday: () => void;
  onShift: (direction: 1 | -1) => void;
}) {
  const t = useT();
  const modes = [
    { value: "day", label: t(MESSAGES.day) },
    { value: "week", label: t(MESSAGES.week) },
    { value: "month", label: t(MESSAGES.month) },
  ] as const;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" onClick={onToday}>
          {t(MESSAGES.today)}
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={t(MESSAGES.previous, { mode })}
          onClick={() => onShift(-1)}
        >
          <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={t(MESSAGES.next, { mode })}
          onClick={() => onShift(1)}
        >
          <ChevronRight aria-hidden="true" className="rtl:-scale-x-100" />
        </Button>
        <h2 className="ms-1 text-lg font-semibold sm:text-xl" aria-live="polite">
          {title}
        </h2>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <TaskTypeFilter value={type} onChange={onType} />
        <SegmentedControl
          label={t(MESSAGES.view)}
          className="self-start sm:self-auto"
          value={mode}
          options={modes}
          onChange={onMode}
        />
      </div>
    </div>
  );
}
