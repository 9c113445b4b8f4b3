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
import { usePageTitle } from "@/lib/use-page-title";

/** The words a non-owner sees on the settings screen (product rules §28). */
export const OWNER_ONLY_TEXT = "Only the project owner can change its settings.";

/** /projects/:id/settings: the owner's project settings (webhooks, repositories). */
export function ProjectSettingsPage() {
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
          Loading project settings
        </span>
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  const back = (
    <Button variant="outline" size="sm" asChild>
      <Link to={`/projects/${projectId}`}>
        <ArrowLeftIcon aria-hidden="true" /> Back to board
      </Link>
    </Button>
  );
  const name = <span className="break-words">{project.data.name}</span>;
  if (project.data.ownerId !== user.id)
    return (
      <div className="mx-auto max-w-4xl">
        <PageHeading title="Project settings" description={name} actions={back} />
        <div className="flex items-center gap-3 rounded-lg border p-6">
          <LockIcon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
          <p>{OWNER_ONLY_TEXT}</p>
        </div>
      </div>
    );
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeading title="Project settings" description={name} actions={back} />
      <div className="grid gap-6">
        <WebhooksCard projectId={projectId} />
        <RepositoriesCard projectId={projectId} />
      </div>
    </div>
  );
}

function Missing({ errors }: { errors: unknown[] }) {
  usePageTitle("Project Not Found");
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-20 text-center">
      <h1 className="text-2xl font-bold">Project Not Found</h1>
      <LoadFailure errors={errors} className="text-muted-foreground">
        The project you're looking for doesn't exist or you don't have access to it.
      </LoadFailure>
      <Button asChild>
        <Link to="/dashboard">Back to Dashboard</Link>
      </Button>
    </div>
  );
}
