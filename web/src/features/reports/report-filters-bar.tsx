import type { ReportTimeframe } from "@contract/reports";
import type { PublicUser } from "@contract/users";
import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useState } from "react";
import { departmentsQuery, downloadReportCsv, type ReportFilters } from "@/api/reports";
import { usersQuery } from "@/api/users";
import { showError } from "@/components/feedback/show-error";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/lib/toast";
import { displayName } from "@/lib/user";

const TIMEFRAMES: readonly { value: ReportTimeframe; label: string }[] = [
  { value: "all", label: "All Time" },
  { value: "7d", label: "Last 7 Days" },
  { value: "30d", label: "Last 30 Days" },
  { value: "90d", label: "Last 90 Days" },
];

/** User filter choices: the display name, with the email when two people share a name. */
function userChoices(users: readonly PublicUser[]): { value: string; label: string }[] {
  const counts = new Map<string, number>();
  for (const u of users) counts.set(displayName(u), (counts.get(displayName(u)) ?? 0) + 1);
  return users.map((u) => {
    const name = displayName(u);
    return {
      value: String(u.id),
      label: (counts.get(name) ?? 0) > 1 && name !== u.email ? `${name} (${u.email})` : name,
    };
  });
}

/** Saves a blob under a file name through a temporary link. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Timeframe, Department and User filters, and the Export button (CSV of the filtered tasks). */
export function ReportFiltersBar({
  filters,
  onChange,
}: {
  filters: ReportFilters;
  onChange: (filters: ReportFilters) => void;
}) {
  const departments = useQuery(departmentsQuery);
  const users = useQuery(usersQuery);
  const [exporting, setExporting] = useState(false);

  const onExport = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await downloadReportCsv(filters);
      saveFile(blob, fileName);
      toast({ title: "Export Complete", description: "The filtered tasks were downloaded as a CSV file." });
    } catch (error) {
      showError(error, "Failed to export report");
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="mb-6 flex flex-col gap-3 md:flex-row md:items-end">
      <div className="grid flex-1 gap-3 sm:grid-cols-3">
        <SelectField
          id="report-timeframe"
          label="Timeframe"
          value={filters.timeframe}
          onValueChange={(timeframe) => onChange({ ...filters, timeframe })}
          options={TIMEFRAMES}
        />
        <SelectField
          id="report-department"
          label="Department"
          value={filters.teamId}
          onValueChange={(teamId) => onChange({ ...filters, teamId })}
          options={[
            { value: "all", label: "All Departments" },
            ...(departments.data ?? []).map((d) => ({ value: String(d.id), label: d.name })),
          ]}
        />
        <SelectField
          id="report-user"
          label="User"
          value={filters.userId}
          onValueChange={(userId) => onChange({ ...filters, userId })}
          options={[{ value: "all", label: "All Users" }, ...userChoices(users.data ?? [])]}
        />
      </div>
      <Button variant="outline" onClick={() => void onExport()} disabled={exporting}>
        {exporting ? <Spinner /> : <Download aria-hidden="true" />} Export
      </Button>
    </div>
  );
}
