import type { MyTask } from "@contract/my-tasks";
import { useInfiniteQuery } from "@tanstack/react-query";
import { CheckSquare, SearchX } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useCurrentUser } from "@/api/auth";
import { myTasksPagesQuery } from "@/api/my-tasks";
import { LoadFailure } from "@/components/feedback/load-failure";
import { PageHeading } from "@/components/layout/page-heading";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { MyTaskCard } from "@/features/my-tasks/my-task-card";
import type { MyTaskFilters } from "@/features/my-tasks/my-task-filters";
import { MyTasksToolbar } from "@/features/my-tasks/my-tasks-toolbar";
import { EditMyTaskDialog } from "@/features/tasks/edit-my-task-dialog";
import { useT } from "@/i18n";
import { useUrlSearch, useUrlState } from "@/lib/use-url-state";

const SKELETONS = ["a", "b", "c", "d", "e", "f"];
const GRID = "grid gap-4 sm:grid-cols-2 xl:grid-cols-3";

/** /tasks: the tasks assigned to me, searchable and filterable; project owners may edit from here. */
export function MyTasksPage() {
  const { data: user } = useCurrentUser();
  const t = useT();
  // Search and filters live in the URL: shareable, kept on reload and Back (issue 9).
  const [search, setSearch] = useUrlSearch();
  const [status, setStatus] = useUrlState("status", "all");
  const [priority, setPriority] = useUrlState("priority", "all");
  const [type, setType] = useUrlState("type", "all");
  const filters: MyTaskFilters = { search, status, priority, type };
  // The server filters and pages (issue 14); it searches for the text once typing pauses, which is
  // when the box writes it into the URL.
  const [params] = useSearchParams();
  const tasks = useInfiniteQuery(
    myTasksPagesQuery({ search: params.get("q") ?? "", status, priority, type }),
  );
  const setFilters = (next: MyTaskFilters) => {
    if (next.search !== search) setSearch(next.search);
    if (next.status !== status) setStatus(next.status);
    if (next.priority !== priority) setPriority(next.priority);
    if (next.type !== type) setType(next.type);
  };
  const [editing, setEditing] = useState<MyTask | null>(null);

  const pages = tasks.data?.pages ?? [];
  const shown = pages.flatMap((page) => page.tasks);
  const matching = pages[0]?.matching ?? 0;
  const assigned = pages[0]?.assigned ?? 0;
  return (
    <div>
      <PageHeading
        title={t({ id: "myTasks.title", defaultMessage: "My Tasks" })}
        description={
          tasks.isPending
            ? t({ id: "myTasks.loading", defaultMessage: "Loading your tasks..." })
            : t(
                {
                  id: "myTasks.showing",
                  defaultMessage:
                    "{assigned, plural, one {Showing {matching} of # task assigned to you} other {Showing {matching} of # tasks assigned to you}}",
                },
                { matching, assigned },
              )
        }
      />
      <MyTasksToolbar filters={filters} onChange={setFilters} />
      {tasks.isPending ? (
        <div className={GRID} aria-busy="true">
          {SKELETONS.map((key) => (
            <Skeleton key={key} data-testid="task-skeleton" className="h-44 rounded-xl" />
          ))}
        </div>
      ) : tasks.isError ? (
        <LoadFailure errors={[tasks.error]}>
          {t({
            id: "myTasks.loadFailed",
            defaultMessage: "Your tasks could not be loaded. Please reload the page.",
          })}
        </LoadFailure>
      ) : assigned === 0 ? (
        <EmptyState
          icon={CheckSquare}
          title={t({ id: "myTasks.empty.title", defaultMessage: "No tasks yet" })}
          description={t({
            id: "myTasks.empty.description",
            defaultMessage: "Tasks assigned to you in any project show up here.",
          })}
          action={
            <Button asChild>
              <Link to="/projects">
                {t({ id: "shortcuts.goProjects", defaultMessage: "Go to Projects" })}
              </Link>
            </Button>
          }
        />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title={t({ id: "myTasks.noMatch.title", defaultMessage: "No tasks match your filters" })}
          description={t({
            id: "myTasks.noMatch.description",
            defaultMessage: "Try a different search, status, priority or type.",
          })}
        />
      ) : (
        <>
          <ul className={GRID}>
            {shown.map((task) => (
              <li key={task.id}>
                <MyTaskCard task={task} canEdit={task.project.ownerId === user?.id} onEdit={setEditing} />
              </li>
            ))}
          </ul>
          {tasks.hasNextPage && (
            <div className="mt-6 flex justify-center">
              <Button
                variant="outline"
                disabled={tasks.isFetchingNextPage}
                aria-busy={tasks.isFetchingNextPage}
                onClick={() => void tasks.fetchNextPage()}
              >
                {tasks.isFetchingNextPage && <Spinner />}
                {t(
                  { id: "myTasks.showMore", defaultMessage: "Show more ({count} more)" },
                  { count: matching - shown.length },
                )}
              </Button>
            </div>
          )}
        </>
      )}
      <EditMyTaskDialog task={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
