import { isDatabaseId } from "@contract/ids";
import { useQuery } from "@tanstack/react-query";
import { Plus, SearchX } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { useCurrentUser } from "@/api/auth";
import { errorStatus } from "@/api/http";
import { sprintProgressQuery, sprintQuery } from "@/api/sprints";
import { LoadFailure } from "@/components/feedback/load-failure";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { BurndownChart } from "@/features/reports/burndown-chart";
import { AddProjectDialog } from "@/features/sprints/add-project-dialog";
import { CommitmentSection } from "@/features/sprints/commitment-section";
import { DeleteSprintDialog } from "@/features/sprints/delete-sprint-dialog";
import { SprintFormDialog } from "@/features/sprints/sprint-form-dialog";
import { SprintGoalsSection } from "@/features/sprints/sprint-goals-section";
import { SprintHeader } from "@/features/sprints/sprint-header";
import { SPRINT_MESSAGES } from "@/features/sprints/sprint-messages";
import { SprintProgressBar } from "@/features/sprints/sprint-progress";
import { SprintProjects } from "@/features/sprints/sprint-projects";
import { useSprintActions } from "@/features/sprints/use-sprint-actions";
import { defineMessages, useT } from "@/i18n";
import { usePageTitle } from "@/lib/use-page-title";

const MESSAGES = defineMessages({
  loading: { id: "sprints.detail.loading", defaultMessage: "Loading sprint..." },
  loadFailed: { id: "sprints.detail.loadFailed", defaultMessage: "The sprint could not be loaded." },
  loadFailedTitle: { id: "sprints.detail.loadFailedTitle", defaultMessage: "The sprint could not be loaded" },
  reload: { id: "sprints.detail.reload", defaultMessage: "Please reload the page." },
  pageTitle: { id: "sprints.detail.pageTitle", defaultMessage: "Sprint" },
});

function SprintSkeleton() {
  const t = useT();
  return (
    <div aria-busy="true" className="grid gap-4">
      <span className="sr-only">{t(MESSAGES.loading)}</span>
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-9 w-72" />
      <Skeleton className="h-4 w-96 max-w-full" />
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="h-32 rounded-xl" />
        <Skeleton className="h-32 rounded-xl" />
        <Skeleton className="h-32 rounded-xl" />
      </div>
    </div>
  );
}

/** /sprints/:id: the sprint, Edit and Delete (owner), its goals, Add Project, and its searchable projects. */
export function SprintDetailPage() {
  const t = useT();
  const id = Number(useParams().id);
  const valid = isDatabaseId(id);
  const actions = useSprintActions();
  // Once deleted, the sprint is not asked for again while the page goes away (issue 9).
  const sprint = useQuery({ ...sprintQuery(id), enabled: valid && !actions.isDeleted });
  const { data: user } = useCurrentUser();
  const progress = useQuery({ ...sprintProgressQuery, enabled: valid && !actions.isDeleted });
  const [adding, setAdding] = useState(false);
  usePageTitle(sprint.data?.name ?? t(MESSAGES.pageTitle));

  if (actions.isDeleted || (valid && sprint.isPending)) return <SprintSkeleton />;
  if (errorStatus(sprint.error) === 401) {
    return <LoadFailure errors={[sprint.error]}>{t(MESSAGES.loadFailed)}</LoadFailure>;
  }
  if (!valid || !sprint.data) {
    const missing = !valid || errorStatus(sprint.error) === 404 || errorStatus(sprint.error) === 400;
    return (
      <EmptyState
        icon={SearchX}
        title={missing ? t(SPRINT_MESSAGES.notFound) : t(MESSAGES.loadFailedTitle)}
        description={missing ? t(SPRINT_MESSAGES.notFoundDescription) : t(MESSAGES.reload)}
        action={
          <Button asChild variant="outline">
            <Link to="/sprints">{t(SPRINT_MESSAGES.backToSprints)}</Link>
          </Button>
        }
      />
    );
  }

  const data = sprint.data;
  const isOwner = user?.id === data.ownerId;
  const addButton = (
    <Button onClick={() => setAdding(true)}>
      <Plus aria-hidden="true" /> {t(SPRINT_MESSAGES.addProject)}
    </Button>
  );

  return (
    <div className="grid gap-8">
      <SprintHeader
        sprint={data}
        isOwner={isOwner}
        onEdit={() => actions.setEditing(true)}
        onDelete={() => actions.setDeleting(true)}
        addButton={addButton}
      />
      {progress.isSuccess && (
        <div className="max-w-md">
          <SprintProgressBar
            progress={progress.data.find((p) => p.sprintId === data.id) ?? { done: 0, total: 0 }}
          />
        </div>
      )}
      <SprintGoalsSection sprintId={data.id} isOwner={isOwner} />
      <CommitmentSection sprintId={data.id} />
      <SprintProjects projects={data.projects} addButton={addButton} />
      <BurndownChart sprintId={data.id} />
      <SprintFormDialog
        open={actions.editing}
        onOpenChange={actions.setEditing}
        sprint={data}
        isSaving={actions.isSaving}
        onSubmit={(values) => actions.onUpdate(data.id, values)}
      />
      <DeleteSprintDialog
        name={data.name}
        open={actions.deleting}
        onOpenChange={actions.setDeleting}
        isDeleting={actions.isDeleting}
        onConfirm={() => actions.onDelete(data.id)}
      />
      <AddProjectDialog sprintId={data.id} open={adding} onOpenChange={setAdding} />
    </div>
  );
}
