import { isDatabaseId } from "@contract/ids";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeftIcon, LockIcon } from "lucide-react";
import { Link, useParams } from "react-router";
import { useCurrentUser } from "@/api/auth";
import { projectQuery } from "@/api/projects";
import { LoadFailure } from "@/components/feedback/load-failure";
import { PageHeading } from "@/components/layout/page-heading";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { RepositoriesCard } from "@/features/repositories/repositories-card";
import { WebhooksCard } from "@/features/webhooks/webhooks-card";
import { defineMessages, useT } from "@/i18n";
import { usePageTitle } from "@/lib/use-page-title";

const MESSAGES = defineMessages({
  /** The words a non-owner sees on the settings screen (product rules §28). */
  ownerOnly: {
    id: "projects.settings.ownerOnly",
    defaultMessage: "Only the project owner can change its settings.",
  },
  loading: { id: "projects.settings.loading", defaultMessage: "Loading project settings" },
  backToBoard: { id: "projects.settings.backToBoard", defaultMessage: "Back to board" },
  title: { id: "projects.settings.title", defaultMessage: "Project settings" },
  notFound: { id: "projects.notFound.title", defaultMessage: "Project Not Found" },
  notFoundText: {
    id: "projects.notFound.text",
    defaultMessage: "The project you're looking for doesn't exist or you don't have access to it.",
  },
  backToDashboard: { id: "projects.backToDashboard", defaultMessage: "Back to Dashboard" },
});

/** /projects/:id/settings: the owner's project settings (webhooks, repositories). */
export function ProjectSettingsPage() {
  const t = useT();
  const params = useParams();
  const projectId = Number(params.id);
  const valid = isDatabaseId(projectId);
  const project = useQuery({ ...projectQuery(projectId), enabled: valid });
  const { data: user } = useCurrentUser();

  if (!valid || project.isError) return <Missing errors={project.isError ? [project.error] : []} />;
  if (project.isPending || !user)
    return (
      <div className="mx-auto grid max-w-4xl gap-4" aria-busy="true">
        <span className="sr-only" aria-live="polite">
          {t(MESSAGES.loading)}
        </span>
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  const back = (
    <Button variant="outline" size="sm" asChild>
      <Link to={`/projects/${projectId}`}>
        <ArrowLeftIcon aria-hidden="true" className="rtl:-scale-x-100" /> {t(MESSAGES.backToBoard)}
      </Link>
    </Button>
  );
  const name = <span className="break-words">{project.data.name}</span>;
  if (project.data.ownerId !== user.id)
    return (
      <div className="mx-auto max-w-4xl">
        <PageHeading title={t(MESSAGES.title)} description={name} actions={back} />
        <div className="flex items-center gap-3 rounded-lg border p-6">
          <LockIcon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
          <p>{t(MESSAGES.ownerOnly)}</p>
        </div>
      </div>
    );
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeading title={t(MESSAGES.title)} description={name} actions={back} />
      <div className="grid gap-6">
        <WebhooksCard projectId={projectId} />
        <RepositoriesCard projectId={projectId} />
      </div>
    </div>
  );
}

function Missing({ errors }: { errors: unknown[] }) {
  const t = useT();
  usePageTitle(t(MESSAGES.notFound));
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-20 text-center">
      <h1 className="text-2xl font-bold">{t(MESSAGES.notFound)}</h1>
      <LoadFailure errors={errors} className="text-muted-foreground">
        {t(MESSAGES.notFoundText)}
      </LoadFailure>
      <Button asChild>
        <Link to="/dashboard">{t(MESSAGES.backToDashboard)}</Link>
      </Button>
    </div>
  );
}
