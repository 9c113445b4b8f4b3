import type { ReportUnit } from "@contract/common";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { defineMessages, useT } from "@/i18n";

const MESSAGES = defineMessages({
  points: { id: "reports.unit.points", defaultMessage: "Points" },
  tasks: { id: "reports.unit.tasks", defaultMessage: "Tasks" },
  countBy: { id: "reports.unit.countBy", defaultMessage: "Count by" },
});

/** The Points / Tasks switch of the reports and the burndown (product rules §19). */
export function ReportUnitSwitch({
  value,
  onChange,
  className,
}: {
  value: ReportUnit;
  onChange: (unit: ReportUnit) => void;
  className?: string;
}) {
  const t = useT();
  return (
    <SegmentedControl
      label={t(MESSAGES.countBy)}
      value={value}
      options={[
        { value: "points", label: t(MESSAGES.points) },
        { value: "tasks", label: t(MESSAGES.tasks) },
      ]}
      onChange={onChange}
      className={className}
    />
  );
}
