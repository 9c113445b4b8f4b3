import type { DashboardStats, RecentActivityItem } from "@contract/dashboard";
import { queryOptions } from "@tanstack/react-query";
import { getJson } from "./http";
import { rootKeys } from "./keys";

/** The key root of every dashboard query; invalidate it after any write that changes the numbers. */
export const dashboardKey = [...rootKeys.dashboard] as const;

/** The key of GET /api/user/recent-activity (refresh it after notifications change). */
export const recentActivityKey = [...rootKeys.user, "recent-activity"] as const;

/** The browser's IANA time zone, so weeks run Sunday to Saturday locally (product rules §4). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** GET /api/dashboard/stats?tz=: the four dashboard numbers. */
export function dashboardStatsQuery(timeZone = browserTimeZone()) {
  return queryOptions({
    queryKey: [...dashboardKey, "stats", timeZone],
    queryFn: () => getJson<DashboardStats>(`/api/dashboard/stats?tz=${encodeURIComponent(timeZone)}`),
  });
}

/** GET /api/user/recent-activity: the user's 10 newest notifications. */
export const recentActivityQuery = queryOptions({
  queryKey: recentActivityKey,
  queryFn: () => getJson<RecentActivityItem[]>("/api/user/recent-activity"),
});
