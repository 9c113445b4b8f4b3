import type { SprintProject } from "@contract/sprints";
import { CalendarDays, FolderKanban, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ProjectStatusBadge } from "@/components/project-status-badge";
import { EmptyState } from "@/components/ui/empty-state";
import { COMMON, type Translate, useT } from "@/i18n";
import { formatDate } from "@/lib/format";
import { filterProjects } from "@/lib/project-filters";
import { PROJECT_STATUSES, projectStatusText } from "@/lib/statuses";
import { LAYOUTS, useUrlSearch, useUrlState } from "@/lib/use-url-state";
import { cn } from "@/lib/utils";
import { type Layout, ListToolbar } from "./list-toolbar";
import { SPRINT_MESSAGES } from "./sprint-messages";

const statusOptions = (t: Translate) => [
  { value: "all", label: t(SPRINT_MESSAGES.allStatus) },
  ...PROJECT_STATUSES.map((s) => ({ ...s, label: projectStatusText(t, s.value) })),
];

function ProjectCard({ project, layout }: { project: SprintProject; layout: Layout }) {
  const t = useT();
  return (
    <Link
      to={`/projects/${project.id}`}
      className={cn(
        "group flex rounded-xl border bg-card p-5 shadow-sm outline-none transition-shadow hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50",
        layout === "grid" ? "h-full flex-col gap-3" : "flex-col gap-2 sm:flex-row sm:items-center sm:gap-6",
      )}
    >
      <div className="min-w-0 flex-1">
        <h3 className="truncate font-semibold group-hover:text-primary" title={project.name}>
          {project.name}
        </h3>
        <p
          className="mt-1 line-clamp-2 text-sm text-muted-foreground"
          title={project.description || undefined}
        >
          {project.description || t(SPRINT_MESSAGES.noDescription)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3 text-xs text-muted-foreground">
        <ProjectStatusBadge status={project.status} />
        <span className="inline-flex items-center gap-1 whitespace-nowrap">
          <Users aria-hidden="true" className="size-3.5" />
          {t(
            {
              id: "sprints.projects.memberCount",
              defaultMessage: "{count, plural, one {# Member} other {# Members}}",
            },
            { count: project.memberCount },
          )}
        </span>
        <span className="inline-flex items-center gap-1 whitespace-nowrap">
          <CalendarDays aria-hidden="true" className="size-3.5" />
          {formatDate(project.createdAt, t(COMMON.noDate))}
        </span>
      </div>
    </Link>
  );
}

/** The sprint's projects: search by name or description, status filter, grid or list, and both empty states. */
export function SprintProjects({ projects, addButton }: { projects: SprintProject[]; addButton: ReactNode }) {
  const t = useT();
  // Search, filter and layout live in the URL: shareable, kept on reload and Back (issue 9).
  const [search, setSearch] = useUrlSearch();
  const [status, setStatus] = useUrlState("status", "all");
  const [layout, setLayout] = useUrlState<Layout>("layout", "grid", LAYOUTS);
  const shown = filterProjects(projects, search, status);
  return (
    <section aria-labelledby="sprint-projects-heading">
      <h2 id="sprint-projects-heading" className="mb-3 text-lg font-semibold">
        {t({ id: "sprints.projects.heading", defaultMessage: "Projects" })}
      </h2>
      <ListToolbar
        idPrefix="sprint-projects"
        search={search}
        onSearch={setSearch}
        searchPlaceholder={t({ id: "sprints.projects.search", defaultMessage: "Search projects..." })}
        status={status}
        onStatus={setStatus}
        statusOptions={statusOptions(t)}
        layout={layout}
        onLayout={setLayout}
      />
      {projects.length === 0 ? (
        <EmptyState
          icon={FolderKanban}
          title={t({ id: "sprints.projects.emptyTitle", defaultMessage: "No projects yet" })}
          description={t({
            id: "sprints.projects.emptyDescription",
            defaultMessage: "Add your first project to this sprint to get started",
          })}
          action={addButton}
        />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={FolderKanban}
          title={t({ id: "sprints.projects.noneFound", defaultMessage: "No projects found" })}
          description={t({
            id: "sprints.projects.noneFoundDescription",
            defaultMessage: "Try adjusting your search or filter criteria",
          })}
        />
      ) : (
        <ul
          className={cn(
            "grid gap-4",
            layout === "grid" ? "sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4" : "grid-cols-1",
          )}
        >
          {shown.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} layout={layout} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
