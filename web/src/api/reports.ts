import type { Burndown, Reports, ReportTimeframe } from "@contract/reports";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequest, errorStatus, getJson } from "./http";
import { rootKeys } from "./keys";

/** The reports page's filters as the selects hold them ("all" = no filter). */
export interface ReportFilters {
  timeframe: ReportTimeframe;
  teamId: string;
  userId: string;
}

/** The query string of the filters (empty values left out). */
export function reportQueryString(filters: ReportFilters): string {
  const params = new URLSearchParams({ timeframe: filters.timeframe });
  if (filters.teamId !== "all") params.set("teamId", filters.teamId);
  if (filters.userId !== "all") params.set("userId", filters.userId);
  return params.toString();
}

/** GET /api/reports?timeframe=&teamId=&userId=: every tab's data; refetched whenever the page opens. */
export function reportsQuery(filters: ReportFilters) {
  return queryOptions({
    queryKey: [...rootKeys.reports, filters] as const,
    queryFn: () => getJson<Reports>(`/api/reports?${reportQueryString(filters)}`),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/reports/export: the filtered tasks as a CSV file, with the server's file name. */
export async function downloadReportCsv(filters: ReportFilters): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiRequest("GET", `/api/reports/export?${reportQueryString(filters)}`);
  const disposition = response.headers.get("content-disposition") ?? "";
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "tasks-report.csv";
  return { blob: await response.blob(), fileName };
}

/** GET /api/sprints/{id}/burndown: open tasks per day of the sprint; refetched whenever shown. */
export function burndownQuery(sprintId: number) {
  return queryOptions({
    queryKey: [...rootKeys.reports, "burndown", sprintId] as const,
    queryFn: () => getJson<Burndown>(`/api/sprints/${sprintId}/burndown`),
    staleTime: 0,
  });
}

/** A department as the department selects need it (reports filter, assistant). */
export interface DepartmentOption {
  id: number;
  name: string;
}

/** GET /api/teams: the departments (empty when the endpoint is missing: 404). */
export const departmentsQuery = queryOptions({
  queryKey: [...rootKeys.teams, "list"] as const,
  queryFn: async () => {
    try {
      return await getJson<DepartmentOption[]>("/api/teams");
    } catch (error) {
      if (errorStatus(error) === 404) return [];
      throw error;
    }
  },
});
