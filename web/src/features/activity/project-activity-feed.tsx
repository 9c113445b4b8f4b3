import { ACTIVITY_KINDS, type ActivityKind, type ProjectActivityItem } from "@contract/activity";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { History } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import { type ProjectActivityFilters, projectActivityQuery } from "@/api/activity";
import { projectBoardsQuery } from "@/api/boards";
import { projectMembersQuery } from "@/api/projects";
import { ACTIVITY_MESSAGES, ActivityEntry } from "@/components/activity/activity-entry";
import { CardError } from "@/components/feedback/load-failure";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { FormField } from "@/components/ui/form-field";
import { SelectField } from "@/components/ui/select-field";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { defineMessages, type Translate, useT } from "@/i18n";
import { type ActivityWords, taskRefText } from "@/lib/activity-text";
import { displayName } from "@/lib/user";

/** The kinds as the filter names them. */
const KIND_LABELS = defineMessages({
  created: { id: "activity.kind.created", defaultMessage: "Created" },
  updated: { id: "activity.kind.updated", defaultMessage: "Updated" },
  moved: { id: "activity.kind.moved", defaultMessage: "Moved" },
  deleted: { id: "activity.kind.deleted", defaultMessage: "Deleted" },
  commented: { id: "activity.kind.commented", defaultMessage: "Commented" },
  comment_edited: { id: "activity.kind.commentEdited", defaultMessage: "Comment edited" },
  comment_deleted: { id: "activity.kind.commentDeleted", defaultMessage: "Comment deleted" },
  checklist: { id: "activity.kind.checklist", defaultMessage: "Checklist" },
  goal: { id: "activity.kind.goal", defaultMessage: "Sprint goal" },
  link: { id: "activity.kind.link", defaultMessage: "Links" },
}) satisfies Record<ActivityKind, unknown>;

const MESSAGES = defineMessages({
  everyone: { id: "activity.filters.everyone", defaultMessage: "Everyone" },
  anyChange: { id: "activity.filters.anyChange", defaultMessage: "Any change" },
  person: { id: "activity.filters.person", defaultMessage: "Person" },
  kind: { id: "activity.filters.kind", defaultMessage: "Kind" },
  from: { id: "activity.filters.from", defaultMessage: "From" },
  to: { id: "activity.filters.to", defaultMessage: "To" },
  noMatch: { id: "activity.project.noMatch", defaultMessage: "Nothing matches these filters." },
  empty: { id: "activity.project.empty", defaultMessage: "No activity in this project yet." },
  list: { id: "activity.project.list", defaultMessage: "Project activity" },
  on: { id: "activity.project.on", defaultMessage: "on <task></task>" },
  deletedTask: { id: "activity.project.deletedTask", defaultMessage: "{task} (deleted)" },
  reversed: {
    id: "activity.filters.reversed",
    defaultMessage: "The start date is after the end date, so nothing can match.",
  },
  reset: { id: "activity.filters.reset", defaultMessage: "Reset filters" },
});

/** Whether both dates are set and the range runs backwards (ISO dates compare as text). */
export const isReversedRange = (filters: Pick<ProjectActivityFilters, "from" | "to">) =>
  Boolean(filters.from && filters.to && filters.from > filters.to);

/** "any" stands for no filter in a select (a select item cannot be empty). */
const ANY = "any";

/** `WEB-12 'Checkout page'`. */
const taskRef = (task: ProjectActivityItem["task"], t: Translate) => taskRefText(task.key, task.title, t);

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
  const t = useT();
  const members = useQuery(projectMembersQuery(projectId));
  const people = [
    { value: ANY, label: t(MESSAGES.everyone) },
    ...(members.data ?? []).map((m) => ({ value: String(m.userId), label: displayName(m.user) })),
  ];
  const kinds = [
    { value: ANY, label: t(MESSAGES.anyChange) },
    ...ACTIVITY_KINDS.map((k) => ({ value: k, label: t(KIND_LABELS[k]) })),
  ];
  return (
    <div className="grid gap-3 sm:grid-cols-4">
      <SelectField
        id="activity-person"
        label={t(MESSAGES.person)}
        value={filters.actorId || ANY}
        onValueChange={(v) => onChange({ actorId: v === ANY ? "" : v })}
        options={people}
      />
      <SelectField
        id="activity-kind"
        label={t(MESSAGES.kind)}
        value={filters.kind || ANY}
        onValueChange={(v) => onChange({ kind: v === ANY ? "" : v })}
        options={kinds}
      />
      <FormField id="activity-from" label={t(MESSAGES.from)}>
        <DateField id="activity-from" value={filters.from} onChange={(v) => onChange({ from: v })} />
      </FormField>
      <FormField id="activity-to" label={t(MESSAGES.to)}>
        <DateField id="activity-to" value={filters.to} onChange={(v) => onChange({ to: v })} />
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
  const t = useT();
  const reversed = isReversedRange(filters);
  const feed = useInfiniteQuery({
    ...projectActivityQuery(projectId, filters),
    staleTime: 0,
    enabled: !reversed,
  });
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
      {reversed ? (
        <div
          aria-live="polite"
          className="flex flex-col items-center gap-3 rounded-lg border py-10 text-center text-sm text-muted-foreground"
        >
          <p>{t(MESSAGES.reversed)}</p>
          <Button
            variant="outline"
            onClick={() => onFiltersChange({ actorId: "", kind: "", from: "", to: "" })}
          >
            {t(MESSAGES.reset)}
          </Button>
        </div>
      ) : feed.isPending ? (
        <div className="grid gap-4" aria-busy="true">
          <span className="sr-only">{t(ACTIVITY_MESSAGES.loading)}</span>
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
          message={t(ACTIVITY_MESSAGES.loadFailed)}
          onRetry={() => void feed.refetch()}
        />
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border py-10 text-center text-sm text-muted-foreground">
          <History aria-hidden="true" className="size-8" />
          <p>{filtered ? t(MESSAGES.noMatch) : t(MESSAGES.empty)}</p>
        </div>
      ) : (
        <ul className="grid gap-4 rounded-lg border p-4" aria-label={t(MESSAGES.list)}>
          {items.map((item) => {
            // The task is named once per entry: in the sentence of a creation or deletion, else by
            // the link below ('moved this from To Do to Review · on WEB-12 ...').
            const showTask = item.kind !== "created" && item.kind !== "deleted";
            const again = t(ACTIVITY_MESSAGES.subject);
            const subject = showTask ? again : taskRef(item.task, t);
            const words: ActivityWords = { columns, people, subject, again };
            return (
              <ActivityEntry
                key={item.id}
                item={item}
                words={words}
                aside={
                  showTask && (
                    <span className="text-xs text-muted-foreground">
                      {t.rich(MESSAGES.on, {
                        task: () =>
                          item.task.deleted ? (
                            <span key="task">{t(MESSAGES.deletedTask, { task: taskRef(item.task, t) })}</span>
                          ) : (
                            <Link
                              key="task"
                              className="underline underline-offset-2 hover:text-foreground"
                              to={`/projects/${projectId}?taskId=${item.task.id}`}
                            >
                              {taskRef(item.task, t)}
                            </Link>
                          ),
                      })}
                    </span>
                  )
                }
              />
            );
          })}
        </ul>
      )}
      {!reversed && feed.hasNextPage && !feed.isError && (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={feed.isFetchingNextPage}
          onClick={() => void feed.fetchNextPage()}
        >
          {feed.isFetchingNextPage && <Spinner />}
          {t(ACTIVITY_MESSAGES.loadMore)}
        </Button>
      )}
    </div>
  );
}
