import { ACTIVITY_KINDS, type ActivityKind, type ProjectActivityItem } from "@contract/activity";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { History } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import { type ProjectActivityFilters, projectActivityQuery } from "@/api/activity";
import { projectBoardsQuery } from "@/api/boards";
import { projectMembersQuery } from "@/api/projects";
import { CardError } from "@/components/feedback/load-failure";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SelectField } from "@/components/ui/select-field";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import type { ActivityWords } from "@/lib/activity-text";
import { displayName } from "@/lib/user";
import { ActivityEntry } from "./activity-entry";

/** The kinds as the filter names them. */
const KIND_LABELS: Record<ActivityKind, string> = {
  created: "Created",
  updated: "Updated",
  moved: "Moved",
  deleted: "Deleted",
  commented: "Commented",
  comment_edited: "Comment edited",
  comment_deleted: "Comment deleted",
  checklist: "Checklist",
  goal: "Sprint goal",
  link: "Links",
};

/** "any" stands for no filter in a select (a select item cannot be empty). */
const ANY = "any";

/** `WEB-12 'Checkout page'`. */
const taskRef = (task: ProjectActivityItem["task"]) => `${task.key} '${task.title}'`;

/** The filters: person, kind, and a date range. */
function Filters({
  projectId,
  filters,
  onChange,
}: {
  projectId: number;
  filters: ProjectActivityFilters;
  onChange: (next: Partial<ProjectActivityFilters>) => void;
}) {
  const members = useQuery(projectMembersQuery(projectId));
  const people = [
    { value: ANY, label: "Everyone" },
    ...(members.data ?? []).map((m) => ({ value: String(m.userId), label: displayName(m.user) })),
  ];
  const kinds = [
    { value: ANY, label: "Any change" },
    ...ACTIVITY_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] })),
  ];
  return (
    <div className="grid gap-3 sm:grid-cols-4">
      <SelectField
        id="activity-person"
        label="Person"
        value={filters.actorId || ANY}
        onValueChange={(v) => onChange({ actorId: v === ANY ? "" : v })}
        options={people}
      />
      <SelectField
        id="activity-kind"
        label="Kind"
        value={filters.kind || ANY}
        onValueChange={(v) => onChange({ kind: v === ANY ? "" : v })}
        options={kinds}
      />
      <FormField id="activity-from" label="From">
        <Input
          id="activity-from"
          type="date"
          value={filters.from}
          onChange={(e) => onChange({ from: e.target.value })}
        />
      </FormField>
      <FormField id="activity-to" label="To">
        <Input
          id="activity-to"
          type="date"
          value={filters.to}
          onChange={(e) => onChange({ to: e.target.value })}
        />
      </FormField>
    </div>
  );
}

/**
 * The project's Activity (product rules §32): every task's history, newest first, filtered by person,
 * kind and dates, a page at a time; a deleted task's entries stay ("deleted WEB-12 'Checkout page'").
 */
export function ProjectActivityFeed({
  projectId,
  filters,
  onFiltersChange,
}: {
  projectId: number;
  filters: ProjectActivityFilters;
  onFiltersChange: (next: Partial<ProjectActivityFilters>) => void;
}) {
  const feed = useInfiniteQuery({ ...projectActivityQuery(projectId, filters), staleTime: 0 });
  const boards = useQuery(projectBoardsQuery(projectId));
  const pages = feed.data?.pages ?? [];
  const columns = useMemo(
    () => new Map((boards.data ?? []).flatMap((b) => b.columns.map((c) => [c.id, c.title] as const))),
    [boards.data],
  );
  const people = pages.flatMap((p) => p.people);
  const items = pages.flatMap((p) => p.items);
  const filtered = Object.values(filters).some(Boolean);

  return (
    <div className="grid gap-6">
      <Filters projectId={projectId} filters={filters} onChange={onFiltersChange} />
      {feed.isPending ? (
        <div className="grid gap-4" aria-busy="true">
          <span className="sr-only">Loading activity...</span>
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="flex gap-3">
              <Skeleton className="size-7 shrink-0 rounded-full" />
              <Skeleton className="h-5 flex-1" />
            </div>
          ))}
        </div>
      ) : feed.isError ? (
        <CardError
          error={feed.error}
          message="The activity could not be loaded."
          onRetry={() => void feed.refetch()}
        />
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border py-10 text-center text-sm text-muted-foreground">
          <History aria-hidden="true" className="size-8" />
          <p>{filtered ? "Nothing matches these filters." : "No activity in this project yet."}</p>
        </div>
      ) : (
        <ul className="grid gap-4 rounded-lg border p-4" aria-label="Project activity">
          {items.map((item) => {
            const words: ActivityWords = { columns, people, subject: taskRef(item.task) };
            const showTask = item.kind !== "created" && item.kind !== "deleted";
            return (
              <ActivityEntry
                key={item.id}
                item={item}
                words={words}
                aside={
                  showTask && (
                    <span className="text-xs text-muted-foreground">
                      on{" "}
                      {item.task.deleted ? (
                        <span>{taskRef(item.task)} (deleted)</span>
                      ) : (
                        <Link
                          className="underline underline-offset-2 hover:text-foreground"
                          to={`/projects/${projectId}?taskId=${item.task.id}`}
                        >
                          {taskRef(item.task)}
                        </Link>
                      )}
                    </span>
                  )
                }
              />
            );
          })}
        </ul>
      )}
      {feed.hasNextPage && !feed.isError && (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={feed.isFetchingNextPage}
          onClick={() => void feed.fetchNextPage()}
        >
          {feed.isFetchingNextPage && <Spinner />}
          Load more
        </Button>
      )}
    </div>
  );
}
