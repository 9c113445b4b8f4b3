import { ACTIVITY_KINDS } from "@contract/activity";
import { isBareIsoDate } from "@contract/common";
import { isDatabaseId } from "@contract/ids";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeftIcon } from "lucide-react";
import { Link, useParams } from "react-router";
import type { ProjectActivityFilters } from "@/api/activity";
import { projectQuery } from "@/api/projects";
import { LoadFailure } from "@/components/feedback/load-failure";
import { PageHeading } from "@/components/layout/page-heading";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ProjectActivityFeed } from "@/features/activity/project-activity-feed";
import { defineMessages, useT } from "@/i18n";
import { usePageTitle } from "@/lib/use-page-title";

const MESSAGES = defineMessages({
  title: { id: "activity.page.title", defaultMessage: "Activity - {name}" },
  heading: { id: "activity.page.heading", defaultMessage: "Activity" },
  notFound: { id: "activity.page.notFound", defaultMessage: "Project Not Found" },
  notFoundDescription: {
    id: "activity.page.notFoundDescription",
    defaultMessage: "The project you're looking for doesn't exist or you don't have access to it.",
  },
  backToDashboard: { id: "activity.page.backToDashboard", defaultMessage: "Back to Dashboard" },
  loading: { id: "activity.page.loading", defaultMessage: "Loading project activity" },
  backToBoard: { id: "activity.page.backToBoard", defaultMessage: "Back to board" },
});

import { useUrlState } from "@/lib/use-url-state";

/** /projects/:id/activity: the project's task history, filtered by person, kind and dates (kept in the URL). */
export function ProjectActivityPage() {
  const t = useT();
  const params = useParams();
  const projectId = Number(params.id);
  const valid = isDatabaseId(projectId);
  const project = useQuery({ ...projectQuery(projectId), enabled: valid });
  const [person, setActorId] = useUrlState("person", "");
  const [kind, setKind] = useUrlState<string>("kind", "", ["", ...ACTIVITY_KINDS]);
  const [fromParam, setFrom] = useUrlState("from", "");
  const [toParam, setTo] = useUrlState("to", "");
  // A hand-edited URL asks for nothing odd: only digits for a person, only YYYY-MM-DD for dates.
  const actorId = isDatabaseId(Number(person)) ? String(Number(person)) : "";
  const from = isBareIsoDate(fromParam) ? fromParam : "";
  const to = isBareIsoDate(toParam) ? toParam : "";
  usePageTitle(project.data ? t(MESSAGES.title, { name: project.data.name }) : t(MESSAGES.heading));

  if (!valid || project.isError)
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-20 text-center">
        <h1 className="text-2xl font-bold">{t(MESSAGES.notFound)}</h1>
        <LoadFailure errors={project.isError ? [project.error] : []} className="text-muted-foreground">
          {t(MESSAGES.notFoundDescription)}
        </LoadFailure>
        <Button asChild>
          <Link to="/dashboard">{t(MESSAGES.backToDashboard)}</Link>
        </Button>
      </div>
    );
  if (project.isPending)
    return (
      <div className="mx-auto grid max-w-4xl gap-4" aria-busy="true">
        <span className="sr-only" aria-live="polite">
          {t(MESSAGES.loading)}
        </span>
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  const filters: ProjectActivityFilters = { actorId, kind, from, to };
  const change = (next: Partial<ProjectActivityFilters>) => {
    if (next.actorId !== undefined) setActorId(next.actorId);
    if (next.kind !== undefined) setKind(next.kind);
    if (next.from !== undefined) setFrom(next.from);
    if (next.to !== undefined) setTo(next.to);
  };
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeading
        title={t(MESSAGES.heading)}
        description={<span className="break-words">{project.data.name}</span>}
        actions={
          <Button variant="outline" size="sm" asChild>
            <Link to={`/projects/${projectId}`}>
              <ArrowLeftIcon aria-hidden="true" className="rtl:-scale-x-100" /> {t(MESSAGES.backToBoard)}
            </Link>
          </Button>
        }
      />
      <ProjectActivityFeed projectId={projectId} filters={filters} onFiltersChange={change} />
    </div>
  );
}
