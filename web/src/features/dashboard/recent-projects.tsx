import type { Project } from "@contract/projects";
import { ArrowRight, FolderKanban, Plus } from "lucide-react";
import { Link } from "react-router";
import { CardError } from "@/components/feedback/load-failure";
import { ProjectStatusBadge } from "@/components/project-status-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { useT } from "@/i18n";
import { formatDate } from "@/lib/format";

/** How many projects the dashboard shows (product rules §16). */
export const RECENT_PROJECTS_LIMIT = 6;

/**
 * 'Recent Projects': the most recently updated projects (at most 6), each with View Board, plus
 * View All; when the call failed (`projects` undefined and `onRetry` given), a message and a retry.
 */
export function RecentProjects({
  projects,
  error = null,
  onRetry,
}: {
  projects: Project[] | undefined;
  /** The failed call's error, if it failed. */
  error?: unknown;
  onRetry?: () => void;
}) {
  const recent = projects?.slice(0, RECENT_PROJECTS_LIMIT) ?? [];
  const t = useT();
  return (
    <Card role="region" aria-labelledby="recent-projects-heading">
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>
          <h2 id="recent-projects-heading">
            {t({ id: "dashboard.projects.title", defaultMessage: "Recent Projects" })}
          </h2>
        </CardTitle>
        <Button asChild variant="ghost" size="sm">
          <Link to="/projects">
            {t({ id: "dashboard.projects.viewAll", defaultMessage: "View All" })}{" "}
            <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {!projects ? (
          <CardError
            error={error}
            message={t({ id: "dashboard.projects.failed", defaultMessage: "Projects could not be loaded." })}
            onRetry={() => onRetry?.()}
          />
        ) : recent.length === 0 ? (
          <EmptyState
            icon={FolderKanban}
            title={t({ id: "dashboard.projects.empty.title", defaultMessage: "No projects yet" })}
            description={t({
              id: "dashboard.projects.empty.description",
              defaultMessage: "Create your first project to start planning work.",
            })}
            action={
              <Button asChild>
                <Link to="/projects/new">
                  <Plus aria-hidden="true" />{" "}
                  {t({ id: "dashboard.projects.create", defaultMessage: "Create Project" })}
                </Link>
              </Button>
            }
          />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {recent.map((project) => (
              <li key={project.id} className="flex flex-col gap-2 rounded-lg border p-4">
                <div className="flex items-start justify-between gap-2">
                  <h3 className="min-w-0 truncate font-semibold" title={project.name}>
                    {project.name}
                  </h3>
                  <ProjectStatusBadge status={project.status} />
                </div>
                <p
                  className="line-clamp-2 min-h-10 text-sm text-muted-foreground"
                  title={project.description || undefined}
                >
                  {project.description ||
                    t({ id: "dashboard.projects.noDescription", defaultMessage: "No description" })}
                </p>
                <div className="mt-auto flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
                  <span className="whitespace-nowrap">
                    {t(
                      { id: "dashboard.projects.updated", defaultMessage: "Updated {date}" },
                      { date: formatDate(project.updatedAt) },
                    )}
                  </span>
                  <Button asChild variant="outline" size="sm">
                    <Link
                      to={`/projects/${project.id}`}
                      aria-label={t(
                        { id: "dashboard.projects.viewBoardOf", defaultMessage: "View board of {name}" },
                        { name: project.name },
                      )}
                    >
                      {t({ id: "dashboard.projects.viewBoard", defaultMessage: "View Board" })}
                    </Link>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
