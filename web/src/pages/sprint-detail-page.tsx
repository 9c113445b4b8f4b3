import { isDatabaseId } from "@contract/ids";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, CalendarDays, FolderKanban, Pencil, Plus, SearchX, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { useCurrentUser } from "@/api/auth";
import { errorStatus } from "@/api/http";
import { forgetSprint, sprintQuery, useDeleteSprint, useUpdateSprint } from "@/api/sprints";
import { LoadFailure } from "@/components/feedback/load-failure";
import { showError } from "@/components/feedback/show-error";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { BurndownChart } from "@/features/reports/burndown-chart";
import { AddProjectDialog } from "@/features/sprints/add-project-dialog";
import { DeleteSprintDialog } from "@/features/sprints/delete-sprint-dialog";
import { SprintFormDialog, type SprintFormValues } from "@/features/sprints/sprint-form-dialog";
import { SprintProjects } from "@/features/sprints/sprint-projects";
import { SprintStatusBadge } from "@/features/sprints/sprint-status-badge";
import { formatDate, plural } from "@/lib/format";
import { toast } from "@/lib/toast";
import { usePageTitle } from "@/lib/use-page-title";

function SprintSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-4">
      <span className="sr-only">Loading sprint...</span>
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

function BackLink() {
  return (
    <Link
      to="/sprints"
      className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> Back to Sprints
    </Link>
  );
}

/** /sprints/:id: the sprint, Edit and Delete (owner), Add Project, and its searchable projects. */
export function SprintDetailPage() {
  const id = Number(useParams().id);
  const valid = isDatabaseId(id);
  const updateSprint = useUpdateSprint();
  const deleteSprint = useDeleteSprint();
  // Once deleted, the sprint is not asked for again while the page goes away (issue 9).
  const sprint = useQuery({ ...sprintQuery(id), enabled: valid && !deleteSprint.isSuccess });
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [adding, setAdding] = useState(false);
  usePageTitle(sprint.data?.name ?? "Sprint");

  if (deleteSprint.isSuccess || (valid && sprint.isPending)) return <SprintSkeleton />;
  if (errorStatus(sprint.error) === 401) {
    return <LoadFailure errors={[sprint.error]}>The sprint could not be loaded.</LoadFailure>;
  }
  if (!valid || !sprint.data) {
    const missing = !valid || errorStatus(sprint.error) === 404 || errorStatus(sprint.error) === 400;
    return (
      <EmptyState
        icon={SearchX}
        title={missing ? "Sprint not found" : "The sprint could not be loaded"}
        description={
          missing
            ? "The sprint you're looking for doesn't exist or has been deleted."
            : "Please reload the page."
        }
        action={
          <Button asChild variant="outline">
            <Link to="/sprints">Back to Sprints</Link>
          </Button>
        }
      />
    );
  }

  const data = sprint.data;
  const isOwner = user?.id === data.ownerId;
  const onUpdate = (values: SprintFormValues) =>
    updateSprint.mutate(
      { id: data.id, ...values },
      {
        onSuccess: () => {
          toast({ title: "Success", description: "Sprint updated successfully" });
          setEditing(false);
        },
        onError: (error) => showError(error, "Failed to update sprint"),
      },
    );
  const onDelete = () =>
    deleteSprint.mutate(data.id, {
      onSuccess: () => {
        toast({ title: "Success", description: "Sprint deleted successfully" });
        setDeleting(false);
        // Away first, then forget it: removing the queries of a mounted page would fetch them again.
        void Promise.resolve(navigate("/sprints", { replace: true })).then(() =>
          forgetSprint(queryClient, data.id),
        );
      },
      onError: (error) => showError(error, "Failed to delete sprint"),
    });
  const addButton = (
    <Button onClick={() => setAdding(true)}>
      <Plus aria-hidden="true" /> Add Project
    </Button>
  );

  return (
    <div className="grid gap-8">
      <div className="grid gap-4">
        <BackLink />
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{data.name}</h1>
              <SprintStatusBadge status={data.status} />
            </div>
            {data.description && <p className="mt-2 text-muted-foreground">{data.description}</p>}
            <div className="mt-3 flex flex-wrap items-center gap-4 text-sm text-muted-foreground">
              <span className="inline-flex items-center gap-1">
                <FolderKanban aria-hidden="true" className="size-4" />
                {plural(data.projects.length, "Project")}
              </span>
              <span className="inline-flex items-center gap-1">
                <CalendarDays aria-hidden="true" className="size-4" />
                Created {formatDate(data.createdAt)}
              </span>
              {(data.startDate || data.endDate) && (
                <span>
                  {formatDate(data.startDate, "No start date")} – {formatDate(data.endDate, "No end date")}
                </span>
              )}
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            {isOwner && (
              <>
                <Button variant="outline" onClick={() => setEditing(true)}>
                  <Pencil aria-hidden="true" /> Edit Sprint
                </Button>
                <Button variant="outline" className="text-destructive" onClick={() => setDeleting(true)}>
                  <Trash2 aria-hidden="true" /> Delete
                </Button>
              </>
            )}
            {addButton}
          </div>
        </div>
      </div>
      <SprintProjects projects={data.projects} addButton={addButton} />
      <BurndownChart sprintId={data.id} />
      <SprintFormDialog
        open={editing}
        onOpenChange={setEditing}
        sprint={data}
        isSaving={updateSprint.isPending}
        onSubmit={onUpdate}
      />
      <DeleteSprintDialog
        name={data.name}
        open={deleting}
        onOpenChange={setDeleting}
        isDeleting={deleteSprint.isPending}
        onConfirm={onDelete}
      />
      <AddProjectDialog sprintId={data.id} open={adding} onOpenChange={setAdding} />
    </div>
  );
}
