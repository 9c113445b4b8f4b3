import type { ReportUnit } from "@contract/common";
import { type Segment, SegmentedControl } from "@/components/ui/segmented-control";

const UNITS: readonly Segment<ReportUnit>[] = [
  { value: "points", label: "Points" },
  { value: "tasks", label: "Tasks" },
];

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
  return (
    <SegmentedControl
      label="Count by"
      value={value}
      options={UNITS}
      onChange={onChange}
      className={className}
    />
  );
}
