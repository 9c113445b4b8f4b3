import type { SprintGoal } from "@contract/sprint-goals";
import { useQuery } from "@tanstack/react-query";
import { Plus, Timer } from "lucide-react";
import { useState } from "react";
import { allGoalsQuery } from "@/api/sprint-goals";
import { sprintProgressQuery, sprintsQuery, useCreateSprint } from "@/api/sprints";
import { LoadFailure } from "@/components/feedback/load-failure";
import { showError } from "@/components/feedback/show-error";
import { PageHeading } from "@/components/layout/page-heading";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { type Layout, ListToolbar } from "@/features/sprints/list-toolbar";
import { SprintCard } from "@/features/sprints/sprint-card";
import { filterSprints, orderSprints, type SprintStatusFilter } from "@/features/sprints/sprint-filters";
import { SprintFormDialog, type SprintFormValues } from "@/features/sprints/sprint-form-dialog";
import { SPRINT_MESSAGES } from "@/features/sprints/sprint-messages";
import { COMMON, defineMessages, useT } from "@/i18n";
import { SPRINT_STATUSES, sprintStatusText } from "@/lib/statuses";
import { toast } from "@/lib/toast";
import { LAYOUTS, useUrlSearch, useUrlState } from "@/lib/use-url-state";
import { cn } from "@/lib/utils";

const MESSAGES = defineMessages({
  created: { id: "sprints.toast.created", defaultMessage: "Sprint created successfully" },
  createFailed: { id: "sprints.toast.createFailed", defaultMessage: "Failed to create sprint" },
  title: { id: "sprints.list.title", defaultMessage: "Sprints" },
  description: {
    id: "sprints.list.description",
    defaultMessage: "Organize your work into focused sprints and track their progress.",
  },
  search: { id: "sprints.list.search", defaultMessage: "Search sprints..." },
  loadFailed: {
    id: "sprints.list.loadFailed",
    defaultMessage: "The sprints could not be loaded. Please reload the page.",
  },
  empty: { id: "sprints.list.empty", defaultMessage: "No sprints yet" },
  emptyDescription: {
    id: "sprints.list.emptyDescription",
    defaultMessage: "Create a sprint to group projects into a focused block of work.",
  },
  createFirst: { id: "sprints.list.createFirst", defaultMessage: "Create Your First Sprint" },
  noneFound: { id: "sprints.list.noneFound", defaultMessage: "No sprints found" },
  noneFoundDescription: {
    id: "sprints.list.noneFoundDescription",
    defaultMessage: "Try adjusting your search or filter.",
  },
});

/** /sprints: search, status filter, grid or list of sprints, and the Create Sprint dialog. */
export function SprintsPage() {
  const t = useT();
  const sprints = useQuery(sprintsQuery);
  // Done / total tasks per sprint, from its own call: the list's keys are the documented (issue 9).
  const progress = useQuery(sprintProgressQuery);
  const progressById = new Map((progress.data ?? []).map((p) => [p.sprintId, p]));
  const goals = useQuery(allGoalsQuery);
  const goalsById = new Map<number, SprintGoal[]>();
  for (const goal of goals.data ?? [])
    goalsById.set(goal.sprintId, [...(goalsById.get(goal.sprintId) ?? []), goal]);
  // Search, filter and layout live in the URL: shareable, kept on reload and Back (issue 9).
  const [search, setSearch] = useUrlSearch();
  const [status, setStatus] = useUrlState<string>("status", "all");
  const [layout, setLayout] = useUrlState<Layout>("layout", "grid", LAYOUTS);
  const [creating, setCreating] = useState(false);
  const createSprint = useCreateSprint();

  const onCreate = (values: SprintFormValues) =>
    createSprint.mutate(values, {
      onSuccess: () => {
        toast({ title: t(COMMON.success), description: t(MESSAGES.created) });
        setCreating(false);
      },
      onError: (error) => showError(error, t(MESSAGES.createFailed)),
    });

  const all = sprints.data ?? [];
  const shown = orderSprints(filterSprints(all, search, status as SprintStatusFilter));
  const createButton = (label: string) => (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" /> {label}
    </Button>
  );

  return (
    <div>
      <PageHeading
        title={t(MESSAGES.title)}
        description={t(MESSAGES.description)}
        actions={createButton(t(SPRINT_MESSAGES.createSprint))}
      />
      <ListToolbar
        idPrefix="sprints"
        search={search}
        onSearch={setSearch}
        searchPlaceholder={t(MESSAGES.search)}
        status={status}
        onStatus={setStatus}
        statusOptions={[
          { value: "all", label: t(SPRINT_MESSAGES.allStatus) },
          ...SPRINT_STATUSES.map((s) => ({ ...s, label: sprintStatusText(t, s.value) })),
        ]}
        layout={layout}
        onLayout={setLayout}
      />
      {sprints.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4" aria-busy="true">
          {["a", "b", "c", "d"].map((key) => (
            <Skeleton key={key} className="h-36 rounded-xl" />
          ))}
        </div>
      ) : sprints.isError ? (
        <LoadFailure errors={[sprints.error]}>{t(MESSAGES.loadFailed)}</LoadFailure>
      ) : all.length === 0 ? (
        <EmptyState
          icon={Timer}
          title={t(MESSAGES.empty)}
          description={t(MESSAGES.emptyDescription)}
          action={createButton(t(MESSAGES.createFirst))}
        />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={Timer}
          title={t(MESSAGES.noneFound)}
          description={t(MESSAGES.noneFoundDescription)}
        />
      ) : (
        <ul
          className={cn(
            "grid gap-4",
            layout === "grid" ? "sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4" : "grid-cols-1",
          )}
        >
          {shown.map((sprint) => (
            <li key={sprint.id}>
              <SprintCard
                sprint={sprint}
                layout={layout}
                // Loading: a skeleton; failed: no bar (the list itself still shows).
                progress={
                  progress.isPending
                    ? undefined
                    : progress.isError
                      ? null
                      : (progressById.get(sprint.id) ?? {
                          sprintId: sprint.id,
                          done: 0,
                          total: 0,
                          totalPoints: 0,
                          donePoints: 0,
                          estimatedTasks: 0,
                        })
                }
                goals={goalsById.get(sprint.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <SprintFormDialog
        open={creating}
        onOpenChange={setCreating}
        isSaving={createSprint.isPending}
        onSubmit={onCreate}
      />
    </div>
  );
}
