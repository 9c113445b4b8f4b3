import { BACKLOG_LIMIT } from "@contract/backlog";
import { isDatabaseId } from "@contract/ids";
import { useQuery } from "@tanstack/react-query";
import { ListTodo } from "lucide-react";
import { useState } from "react";
import { useParams } from "react-router";
import { type BacklogFilters, backlogQuery } from "@/api/backlog";
import { errorStatus } from "@/api/http";
import { sprintQuery } from "@/api/sprints";
import { LoadFailure } from "@/components/feedback/load-failure";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { BacklogEpics } from "@/features/backlog/backlog-epics";
import { BacklogFiltersBar, NO_FILTERS } from "@/features/backlog/backlog-filters";
import { BacklogHeader } from "@/features/backlog/backlog-header";
import { BacklogList } from "@/features/backlog/backlog-list";
import { CapacityBar } from "@/features/backlog/capacity-bar";
import { StartSprintDialog } from "@/features/backlog/start-sprint-dialog";
import { useBacklogActions } from "@/features/backlog/use-backlog-actions";
import { useBacklogFilters } from "@/features/backlog/use-backlog-filters";
import { SprintNotFound } from "@/features/sprints/sprint-not-found";
import { defineMessages, useT } from "@/i18n";
import { usePageTitle } from "@/lib/use-page-title";
import { useBacklogRealtime } from "@/realtime/use-backlog-realtime";

const MESSAGES = defineMessages({
  title: { id: "backlog.page.title", defaultMessage: "Backlog · {name}" },
  titleBare: { id: "backlog.page.titleBare", defaultMessage: "Backlog" },
  loadFailed: { id: "backlog.page.loadFailed", defaultMessage: "The backlog could not be loaded." },
  loading: { id: "backlog.page.loading", defaultMessage: "Loading backlog..." },
  noMatch: { id: "backlog.page.noMatch", defaultMessage: "No tasks match these filters" },
  empty: { id: "backlog.page.empty", defaultMessage: "The backlog is empty" },
  noMatchDescription: {
    id: "backlog.page.noMatchDescription",
    defaultMessage: "Change or clear the filters.",
  },
  emptyDescription: {
    id: "backlog.page.emptyDescription",
    defaultMessage: "Open tasks of the sprint's projects appear here.",
  },
  truncated: { id: "backlog.page.truncated", defaultMessage: "Showing the first {count} tasks." },
});

const sameFilters = (a: BacklogFilters, b: BacklogFilters) =>
  (Object.keys(a) as (keyof BacklogFilters)[]).every((k) => a[k].trim() === b[k].trim());

/** /sprints/:id/backlog: the ranked backlog, filters, capacity, and (owner) planning and the start (§21). */
export function SprintBacklogPage() {
  const t = useT();
  const id = Number(useParams().id);
  const valid = isDatabaseId(id);
  const { shown: shownFilters, applied: filters, onChange: setFilters } = useBacklogFilters();
  const filtered = !sameFilters(filters, NO_FILTERS);
  const sprint = useQuery({ ...sprintQuery(id), enabled: valid });
  const all = useQuery({ ...backlogQuery(id, NO_FILTERS), enabled: valid });
  const shown = useQuery({ ...backlogQuery(id, filters), enabled: valid && filtered });
  const list = filtered ? shown : all;
  const actions = useBacklogActions(id, filters);
  const [starting, setStarting] = useState(false);
  useBacklogRealtime(id);
  usePageTitle(sprint.data ? t(MESSAGES.title, { name: sprint.data.name }) : t(MESSAGES.titleBare));

  if (!valid || errorStatus(all.error) === 404 || errorStatus(sprint.error) === 404) {
    return <SprintNotFound />;
  }
  if (all.isError || sprint.isError) {
    return <LoadFailure errors={[all.error, sprint.error]}>{t(MESSAGES.loadFailed)}</LoadFailure>;
  }
  if (all.isPending || sprint.isPending) {
    return (
      <div aria-busy="true" className="grid gap-4">
        <span className="sr-only">{t(MESSAGES.loading)}</span>
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }

  const backlog = all.data;
  const items = list.data?.items;

  return (
    <div className="grid min-w-0 gap-6">
      <BacklogHeader
        sprintId={id}
        sprintName={sprint.data.name}
        backlog={backlog}
        onStart={() => setStarting(true)}
      />
      <CapacityBar stats={backlog.stats} />
      <BacklogFiltersBar value={shownFilters} onChange={setFilters} all={backlog.items} />
      {list.isPending || !items ? (
        <Skeleton className="h-40 w-full" />
      ) : items.length === 0 ? (
        <EmptyState
          icon={ListTodo}
          title={filtered ? t(MESSAGES.noMatch) : t(MESSAGES.empty)}
          description={filtered ? t(MESSAGES.noMatchDescription) : t(MESSAGES.emptyDescription)}
        />
      ) : (
        <>
          <BacklogEpics items={items} />
          <BacklogList
            items={items}
            canPlan={backlog.canPlan}
            busyId={actions.busyId}
            onPlan={actions.onPlan}
            onRank={actions.onRank}
          />
        </>
      )}
      {list.data?.truncated && (
        <p className="text-sm text-muted-foreground">{t(MESSAGES.truncated, { count: BACKLOG_LIMIT })}</p>
      )}
      <StartSprintDialog
        sprintId={id}
        sprintName={sprint.data.name}
        stats={backlog.stats}
        open={starting}
        onOpenChange={setStarting}
        onConfirm={actions.onStart}
      />
    </div>
  );
}
