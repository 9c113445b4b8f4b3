import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { Link } from "react-router";
import { useCurrentUser } from "@/api/auth";
import { dashboardStatsQuery, recentActivityQuery } from "@/api/dashboard";
import { errorStatus } from "@/api/http";
import { projectsQuery } from "@/api/projects";
import { CardError, LoadFailure } from "@/components/feedback/load-failure";
import { PageHeading } from "@/components/layout/page-heading";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { AssistantButton } from "@/features/assistant/assistant-button";
import { QuickActions } from "@/features/dashboard/quick-actions";
import { RecentActivity } from "@/features/dashboard/recent-activity";
import { RecentProjects } from "@/features/dashboard/recent-projects";
import { SprintGoalsCard } from "@/features/dashboard/sprint-goals-card";
import { StatCards } from "@/features/dashboard/stat-cards";
import { useT } from "@/i18n";

/** / and /dashboard: the four stat cards, recent projects, quick actions, active sprint goals and recent activity. */
export function DashboardPage() {
  const { data: user } = useCurrentUser();
  const stats = useQuery(dashboardStatsQuery());
  const projects = useQuery(projectsQuery);
  const activity = useQuery(recentActivityQuery);

  const firstName = user?.firstName?.trim();
  const t = useT();
  return (
    <div>
      <PageHeading
        title={t({ id: "nav.dashboard", defaultMessage: "Dashboard" })}
        description={
          firstName
            ? t(
                {
                  id: "dashboard.welcomeName",
                  defaultMessage: "Welcome back, {name}! Here's what's happening with your projects.",
                },
                { name: firstName },
              )
            : t({
                id: "dashboard.welcome",
                defaultMessage: "Welcome back! Here's what's happening with your projects.",
              })
        }
        actions={
          <>
            <AssistantButton />
            <Button asChild>
              <Link to="/projects/new">
                <Plus aria-hidden="true" /> {t({ id: "dashboard.newProject", defaultMessage: "New Project" })}
              </Link>
            </Button>
          </>
        }
      />
      {stats.isPending || projects.isPending ? (
        <p
          aria-live="polite"
          aria-busy="true"
          className="flex items-center gap-2 py-12 text-muted-foreground"
        >
          <Spinner /> {t({ id: "dashboard.loading", defaultMessage: "Loading dashboard..." })}
        </p>
      ) : [stats.error, projects.error, activity.error].some((error) => errorStatus(error) === 401) ? (
        // The session ended: the logged-out notice while the redirect runs, not three card errors.
        <LoadFailure errors={[stats.error, projects.error, activity.error]} className="py-12">
          {t({
            id: "dashboard.loadFailed",
            defaultMessage: "The dashboard could not be loaded. Please reload the page.",
          })}
        </LoadFailure>
      ) : (
        // Each card shows what it has: one failed call leaves the others (issue 9).
        <div className="grid gap-6">
          <section aria-label={t({ id: "dashboard.statistics", defaultMessage: "Statistics" })}>
            {stats.data ? (
              <StatCards stats={stats.data} />
            ) : (
              <CardError
                error={stats.error}
                message={t({
                  id: "dashboard.statisticsFailed",
                  defaultMessage: "The statistics could not be loaded.",
                })}
                onRetry={() => void stats.refetch()}
              />
            )}
          </section>
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <RecentProjects
                projects={projects.data}
                error={projects.error}
                onRetry={() => void projects.refetch()}
              />
            </div>
            <div className="grid content-start gap-6">
              <QuickActions />
              <SprintGoalsCard />
              <RecentActivity
                items={activity.data}
                isPending={activity.isPending}
                error={activity.error}
                onRetry={() => void activity.refetch()}
              />
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
