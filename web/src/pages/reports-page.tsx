import type { ReportUnit } from "@contract/common";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { type ReportFilters, reportsQuery } from "@/api/reports";
import { LoadFailure } from "@/components/feedback/load-failure";
import { PageHeading } from "@/components/layout/page-heading";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { OverviewTab } from "@/features/reports/overview-tab";
import { ProjectsTab } from "@/features/reports/projects-tab";
import { ReportFiltersBar } from "@/features/reports/report-filters-bar";
import { ReportUnitSwitch } from "@/features/reports/report-unit-switch";
import { TasksTab } from "@/features/reports/tasks-tab";
import { TeamTab } from "@/features/reports/team-tab";
import { defineMessages, useT } from "@/i18n";
import { cn } from "@/lib/utils";

const MESSAGES = defineMessages({
  loading: { id: "reports.page.loading", defaultMessage: "Loading reports..." },
  title: { id: "reports.page.title", defaultMessage: "Reports and Analytics" },
  description: {
    id: "reports.page.description",
    defaultMessage: "Track progress, delivery and team performance across your projects.",
  },
  loadFailed: {
    id: "reports.page.loadFailed",
    defaultMessage: "The reports could not be loaded. Please reload the page.",
  },
  sections: { id: "reports.page.sections", defaultMessage: "Report sections" },
  overview: { id: "reports.page.overview", defaultMessage: "Overview" },
  projects: { id: "reports.page.projects", defaultMessage: "Projects" },
  tasks: { id: "reports.page.tasks", defaultMessage: "Tasks" },
  team: { id: "reports.page.team", defaultMessage: "Team Performance" },
});

function ReportsSkeleton() {
  const t = useT();
  return (
    <div aria-busy="true" className="grid gap-4">
      <span className="sr-only">{t(MESSAGES.loading)}</span>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {["a", "b", "c", "d"].map((key) => (
          <Skeleton key={key} className="h-32 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-64 rounded-xl" />
    </div>
  );
}

/**
 * /reports: filters, Export, the Points / Tasks switch (it starts on the server's `unit`, product
 * rules §19), and the Overview, Projects, Tasks and Team Performance tabs.
 */
export function ReportsPage() {
  const t = useT();
  const [filters, setFilters] = useState<ReportFilters>({ timeframe: "all", teamId: "all", userId: "all" });
  const reports = useQuery(reportsQuery(filters));
  const data = reports.data;
  // The user's choice, else the server's unit for these filters (points when anything is estimated).
  const [chosenUnit, setChosenUnit] = useState<ReportUnit | null>(null);
  const unit = chosenUnit ?? data?.unit ?? "tasks";

  return (
    <div>
      <PageHeading title={t(MESSAGES.title)} description={t(MESSAGES.description)} />
      <ReportFiltersBar filters={filters} onChange={setFilters} />
      {reports.isPending ? (
        <ReportsSkeleton />
      ) : !data ? (
        <LoadFailure errors={[reports.error]}>{t(MESSAGES.loadFailed)}</LoadFailure>
      ) : (
        <Tabs
          defaultValue="overview"
          className={cn(reports.isPlaceholderData && "opacity-60 transition-opacity")}
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <TabsList aria-label={t(MESSAGES.sections)}>
              <TabsTrigger value="overview">{t(MESSAGES.overview)}</TabsTrigger>
              <TabsTrigger value="projects">{t(MESSAGES.projects)}</TabsTrigger>
              <TabsTrigger value="tasks">{t(MESSAGES.tasks)}</TabsTrigger>
              <TabsTrigger value="team">{t(MESSAGES.team)}</TabsTrigger>
            </TabsList>
            <ReportUnitSwitch value={unit} onChange={setChosenUnit} />
          </div>
          <TabsContent value="overview">
            <OverviewTab reports={data} unit={unit} />
          </TabsContent>
          <TabsContent value="projects">
            <ProjectsTab projects={data.projects} />
          </TabsContent>
          <TabsContent value="tasks">
            <TasksTab recent={data.recentTasks} overdue={data.overdueTasks} />
          </TabsContent>
          <TabsContent value="team">
            <TeamTab members={data.teamPerformance} />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
