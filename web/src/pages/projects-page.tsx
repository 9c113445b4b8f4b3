import type { Project } from "@contract/projects";
import { useQuery } from "@tanstack/react-query";
import { FolderKanban, Plus, Upload } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { projectsWithOwnerQuery } from "@/api/projects";
import { sprintsQuery } from "@/api/sprints";
import { LoadFailure } from "@/components/feedback/load-failure";
import { PageHeading } from "@/components/layout/page-heading";
import { TaskTypeFilter } from "@/components/task-type-filter";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { EditProjectDialog } from "@/features/projects/edit-project-dialog";
import { ProjectCards } from "@/features/projects/project-cards";
import { ProjectTable } from "@/features/projects/project-table";
import { ProjectsToolbar, type ProjectsView } from "@/features/projects/projects-toolbar";
import { nextTaskSort, parseTaskSort, taskSortParam } from "@/features/projects/task-sort";
import { defineMessages, useT } from "@/i18n";
import {
  DEFAULT_PROJECT_SORT,
  filterProjects,
  nextSort,
  PROJECT_SORT_KEYS,
  sortProjects,
} from "@/lib/project-filters";
import { parseSortParam, sortParam } from "@/lib/url-state";
import { useUrlSearch, useUrlState } from "@/lib/use-url-state";

const PROJECTS_VIEWS: readonly ProjectsView[] = ["cards", "list", "table"];

const MESSAGES = defineMessages({
  title: { id: "projects.list.title", defaultMessage: "All Projects" },
  description: { id: "projects.list.description", defaultMessage: "Manage and organize your projects" },
  import: { id: "projects.list.import", defaultMessage: "Import" },
  newProject: { id: "projects.list.newProject", defaultMessage: "New Project" },
  loading: { id: "projects.list.loading", defaultMessage: "Loading projects..." },
  loadFailed: {
    id: "projects.list.loadFailed",
    defaultMessage: "The projects could not be loaded. Please reload the page.",
  },
  showing: {
    id: "projects.list.showing",
    defaultMessage: "Showing {shown} of {total, plural, one {# project} other {# projects}}",
  },
  empty: { id: "projects.list.empty", defaultMessage: "No projects yet" },
  emptyText: { id: "projects.list.emptyText", defaultMessage: "Get started by creating your first project" },
  noMatch: { id: "projects.list.noMatch", defaultMessage: "No projects match your filters" },
  noMatchText: { id: "projects.list.noMatchText", defaultMessage: "Try a different search or status." },
  tasks: { id: "projects.list.tasksType", defaultMessage: "Tasks:" },
});

/** /projects: search, status filter, Name/Updated sort, Cards/List/Table views and the Edit Project dialog. */
export function ProjectsPage() {
  const t = useT();
  // With each project's owner, asked for: the plain list's keys are the documented (issue 9).
  const projects = useQuery(projectsWithOwnerQuery);
  // Search, filter, sort and view live in the URL: shareable, kept on reload and Back (issue 9).
  const [search, setSearch] = useUrlSearch();
  const [status, setStatus] = useUrlState("status", "all");
  const [sortValue, setSortValue] = useUrlState("sort", sortParam(DEFAULT_PROJECT_SORT));
  const sort = parseSortParam(sortValue, PROJECT_SORT_KEYS, DEFAULT_PROJECT_SORT);
  const [view, setView] = useUrlState<ProjectsView>("view", "cards", PROJECTS_VIEWS);
  const [sprint, setSprint] = useUrlState("sprint", "all");
  // The Table view's task order, e.g. ?taskSort=priority:asc (issue 9: sortable table columns).
  const [taskSortValue, setTaskSortValue] = useUrlState("taskSort", "");
  // The Table view's tasks of one type only, e.g. ?taskType=bug (product rules §35).
  const [taskType, setTaskType] = useUrlState("taskType", "all");
  const taskSort = parseTaskSort(taskSortValue);
  const sprints = useQuery(sprintsQuery);
  const [editing, setEditing] = useState<Project | null>(null);

  const all = projects.data ?? [];
  const inSprint = all.filter((p) =>
    sprint === "all" ? true : sprint === "none" ? p.sprintId === null : String(p.sprintId) === sprint,
  );
  const shown = sortProjects(filterProjects(inSprint, search, status), sort);

  return (
    <div>
      <PageHeading
        title={t(MESSAGES.title)}
        description={t(MESSAGES.description)}
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to="/projects/import">
                <Upload aria-hidden="true" /> {t(MESSAGES.import)}
              </Link>
            </Button>
            <Button asChild>
              <Link to="/projects/new">
                <Plus aria-hidden="true" /> {t(MESSAGES.newProject)}
              </Link>
            </Button>
          </>
        }
      />
      <ProjectsToolbar
        search={search}
        onSearch={setSearch}
        status={status}
        onStatus={setStatus}
        sort={sort}
        onSort={(key) => setSortValue(sortParam(nextSort(sort, key)))}
        view={view}
        onView={setView}
        sprint={sprint}
        onSprint={setSprint}
        sprints={sprints.data ?? []}
      />
      {view === "table" && (
        <div className="mb-4 flex items-center gap-2">
          <span className="text-sm text-muted-foreground">{t(MESSAGES.tasks)}</span>
          <TaskTypeFilter value={taskType} onChange={setTaskType} />
        </div>
      )}
      {projects.isPending ? (
        <p
          aria-live="polite"
          aria-busy="true"
          className="flex items-center gap-2 py-12 text-muted-foreground"
        >
          <Spinner /> {t(MESSAGES.loading)}
        </p>
      ) : projects.isError ? (
        <LoadFailure errors={[projects.error]} className="py-12">
          {t(MESSAGES.loadFailed)}
        </LoadFailure>
      ) : (
        <>
          <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">
            {t(MESSAGES.showing, { shown: shown.length, total: all.length })}
          </p>
          {all.length === 0 ? (
            <EmptyState
              icon={FolderKanban}
              title={t(MESSAGES.empty)}
              description={t(MESSAGES.emptyText)}
              action={
                <Button asChild>
                  <Link to="/projects/new">
                    <Plus aria-hidden="true" /> {t(MESSAGES.newProject)}
                  </Link>
                </Button>
              }
            />
          ) : shown.length === 0 ? (
            <EmptyState
              icon={FolderKanban}
              title={t(MESSAGES.noMatch)}
              description={t(MESSAGES.noMatchText)}
            />
          ) : view === "table" ? (
            <ProjectTable
              type={taskType}
              projects={shown}
              onEdit={setEditing}
              sort={taskSort}
              onSort={(column) => setTaskSortValue(taskSortParam(nextTaskSort(taskSort, column)))}
            />
          ) : (
            <ProjectCards projects={shown} layout={view} onEdit={setEditing} />
          )}
        </>
      )}
      <EditProjectDialog project={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
