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
import { defineMessages, translator, useT } from "@/i18n";
import { toast } from "@/lib/toast";
import { displayName } from "@/lib/user";

const TIMEFRAMES = defineMessages({
  all: { id: "reports.filters.allTime", defaultMessage: "All Time" },
  "7d": { id: "reports.filters.last7Days", defaultMessage: "Last 7 Days" },
  "30d": { id: "reports.filters.last30Days", defaultMessage: "Last 30 Days" },
  "90d": { id: "reports.filters.last90Days", defaultMessage: "Last 90 Days" },
} satisfies Record<ReportTimeframe, unknown>);
const TIMEFRAME_VALUES: readonly ReportTimeframe[] = ["all", "7d", "30d", "90d"];

const MESSAGES = defineMessages({
  exported: { id: "reports.filters.exported", defaultMessage: "Export Complete" },
  exportedText: {
    id: "reports.filters.exportedText",
    defaultMessage: "The filtered tasks were downloaded as a CSV file.",
  },
  exportFailed: { id: "reports.filters.exportFailed", defaultMessage: "Failed to export report" },
  timeframe: { id: "reports.filters.timeframe", defaultMessage: "Timeframe" },
  department: { id: "reports.filters.department", defaultMessage: "Department" },
  allDepartments: { id: "reports.filters.allDepartments", defaultMessage: "All Departments" },
  user: { id: "reports.filters.user", defaultMessage: "User" },
  allUsers: { id: "reports.filters.allUsers", defaultMessage: "All Users" },
  export: { id: "reports.filters.export", defaultMessage: "Export" },
});

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
  const t = useT();
  const departments = useQuery(departmentsQuery);
  const users = useQuery(usersQuery);
  const [exporting, setExporting] = useState(false);

  const onExport = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await downloadReportCsv(filters);
      saveFile(blob, fileName);
      const tr = translator();
      toast({ title: tr(MESSAGES.exported), description: tr(MESSAGES.exportedText) });
    } catch (error) {
      showError(error, translator()(MESSAGES.exportFailed));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="mb-6 flex flex-col gap-3 md:flex-row md:items-end">
      <div className="grid flex-1 gap-3 sm:grid-cols-3">
        <SelectField
          id="report-timeframe"
          label={t(MESSAGES.timeframe)}
          value={filters.timeframe}
          onValueChange={(timeframe) => onChange({ ...filters, timeframe })}
          options={TIMEFRAME_VALUES.map((value) => ({ value, label: t(TIMEFRAMES[value]) }))}
        />
        <SelectField
          id="report-department"
          label={t(MESSAGES.department)}
          value={filters.teamId}
          onValueChange={(teamId) => onChange({ ...filters, teamId })}
          options={[
            { value: "all", label: t(MESSAGES.allDepartments) },
            ...(departments.data ?? []).map((d) => ({ value: String(d.id), label: d.name })),
          ]}
        />
        <SelectField
          id="report-user"
          label={t(MESSAGES.user)}
          value={filters.userId}
          onValueChange={(userId) => onChange({ ...filters, userId })}
          options={[{ value: "all", label: t(MESSAGES.allUsers) }, ...userChoices(users.data ?? [])]}
        />
      </div>
      <Button variant="outline" onClick={() => void onExport()} disabled={exporting}>
        {exporting ? <Spinner /> : <Download aria-hidden="true" />} {t(MESSAGES.export)}
      </Button>
    </div>
  );
}
