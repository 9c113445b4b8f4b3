import { useT } from "@/i18n";
import { GANTT_TODAY, shortDayText } from "./board-messages";
import { barGeometry, type GanttModel } from "./gantt-model";

/** The Gantt chart's sticky top row: the 'Task' column title, a label per week and 'Today'. */
export function GanttTimelineHeader({ model }: { model: GanttModel }) {
  const t = useT();
  return (
    <div className="sticky top-0 z-20 flex border-b bg-muted text-xs text-muted-foreground">
      <div className="sticky start-0 z-10 w-(--gantt-name) shrink-0 bg-muted ps-2 pe-1 py-3.5 font-medium sm:ps-4">
        {t({ id: "board.gantt.task", defaultMessage: "Task" })}
      </div>
      <div className="relative h-12 flex-1">
        {model.weeks.map((week) => {
          const { left } = barGeometry(model, { start: week, end: week });
          if (left >= 100) return null;
          return (
            <div
              key={week.getTime()}
              data-testid="gantt-week"
              className="absolute top-0 h-full border-s px-2 py-1.5 whitespace-nowrap"
              style={{ insetInlineStart: `${left}%` }}
            >
              {shortDayText(week, t.locale)}
            </div>
          );
        })}
        <div
          className="absolute bottom-0 -translate-x-1/2 px-1 pb-1 font-semibold text-red-700 rtl:translate-x-1/2"
          style={{ insetInlineStart: `${model.today}%` }}
        >
          {t(GANTT_TODAY)}
        </div>
      </div>
    </div>
  );
}
