import { ChevronLeft, ChevronRight } from "lucide-react";
import { TaskTypeFilter } from "@/components/task-type-filter";
import { Button } from "@/components/ui/button";
import { SegmentedControl } from "@/components/ui/segmented-control";
import type { CalendarMode } from "./calendar-model";

const MODES = [
  { value: "day", label: "Day" },
  { value: "week", label: "Week" },
  { value: "month", label: "Month" },
] as const;

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
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" onClick={onToday}>
          Today
        </Button>
        <Button variant="outline" size="icon" aria-label={`Previous ${mode}`} onClick={() => onShift(-1)}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button variant="outline" size="icon" aria-label={`Next ${mode}`} onClick={() => onShift(1)}>
          <ChevronRight aria-hidden="true" />
        </Button>
        <h2 className="ml-1 text-lg font-semibold sm:text-xl" aria-live="polite">
          {title}
        </h2>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <TaskTypeFilter value={type} onChange={onType} />
        <SegmentedControl
          label="Calendar view"
          className="self-start sm:self-auto"
          value={mode}
          options={MODES}
          onChange={onMode}
        />
      </div>
    </div>
  );
}
